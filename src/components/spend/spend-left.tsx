// What the user has left to spend, said beside a pull's cost before anything is fetched (the
// export dialog): "you have 4,200 left this month" (the team's day where it leaves less). Free
// calls only; nothing is shown until it is known, or if it cannot be read (the confirm step
// and the server's caps still stand).
import { estimateSpend, leftWords, verdictWords } from '../../api/app-store/spend-estimate';
import { useSpendEstimate } from './use-spend-estimate';

export function SpendLeft({ records }: { records: number }) {
  // The allowance is what is read here: held records are counted at the confirm step, which
  // knows the ids.
  const { data } = useSpendEstimate('allowance', { records: 0 });
  if (!data) return null;
  const estimate = estimateSpend({ records, held: null }, data.allowance);
  const offline = data.allowance.prices === 'offline' ? ' (estimated: offline prices)' : '';
  const verdict = estimate.verdict === 'ask' || estimate.verdict === 'refused';
  // "Then you have 4,200 left this month." or "No spending cap applies."
  const left = estimate.tightest ? `Then ${leftWords(estimate)}` : 'No spending cap applies';
  return (
    <>
      {' '}
      {left}
      {offline}.{verdict ? ` ${verdictWords(estimate)}` : null}
    </>
  );
}
