// What a pull will buy and what is left, and the one way on: "Spend up to N credits" above the
// team's threshold, or nothing to spend when a cap would refuse it. Shown in the confirm dialog
// (spend-confirm-dialog.tsx) and inline where a dialog would sit on another (the MLS drawer).
import {
  estimateWords,
  verdictWords,
  type SpendEstimate,
} from '../../api/app-store/spend-estimate';
import './spend-confirm.css';

const UNREADABLE =
  'Could not read what this costs or what you have left. The server still refuses anything past your caps.';

export interface SpendConfirmProps {
  /** undefined: the estimate could not be read; the user may still go ahead. */
  estimate: SpendEstimate | undefined;
  /** What is bought, when the pull is not records (a trace's owners); default: estimateWords. */
  words?: string | undefined;
  onAnswer: (go: boolean) => void;
}

function spendButtonWords(estimate: SpendEstimate | undefined): string {
  if (!estimate) return 'Go ahead';
  const { toBuy } = estimate;
  return `Spend up to ${toBuy.toLocaleString('en-US')} ${toBuy === 1 ? 'credit' : 'credits'}`;
}

export function SpendConfirm({ estimate, words, onAnswer }: SpendConfirmProps) {
  const refused = estimate?.verdict === 'refused';
  return (
    <div className="spend-confirm">
      <p className="spend-confirm__estimate">
        {estimate ? (words ?? estimateWords(estimate)) : UNREADABLE}
      </p>
      {estimate ? (
        <p className={refused ? 'spend-confirm__refused' : 'spend-confirm__why'}>
          {verdictWords(estimate)}
        </p>
      ) : null}
      <div className="spend-confirm__actions">
        <button type="button" className="button button--ghost" onClick={() => onAnswer(false)}>
          {refused ? 'Close' : 'Cancel'}
        </button>
        {refused ? null : (
          <button type="button" className="button" onClick={() => onAnswer(true)}>
            {spendButtonWords(estimate)}
          </button>
        )}
      </div>
    </div>
  );
}
