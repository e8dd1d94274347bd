// The Usage screen (a dialog from the header, loaded on first open): where the caller stands
// against the caps, and for a chosen period the credits by day, by operation and by member, the
// largest pulls, and the ledger as CSV. Admins see the team; members themselves (the server says).
import { useId, useState } from 'react';
import type { UsageAnswer } from '../../api/app-store/contract';
import { ModalDialog } from '../../components/ui/modal-dialog';
import { SegmentedControl } from '../../components/ui/segmented-control';
import { integerFormat, pluralize } from '../../lib/plural';
import { BackgroundWork } from './background-work';
import { useNow } from './use-now';
import { UsageCaps } from './usage-caps';
import { UsageChart } from './usage-chart';
import { UsagePeriodForm } from './usage-period-form';
import { ByAgentTable, ByMemberTable, ByOperationTable, LargestTable } from './usage-tables';
import { useUsage } from './use-usage';
import { periodWords } from './usage-words';
import './usage-dialog.css';

export interface UsageDialogProps {
  onClose: () => void;
}

function Totals({ answer }: { answer: UsageAnswer }) {
  const { totals } = answer;
  return (
    <p className="usage__totals">
      <strong className="usage__total-credits">{pluralize(totals.credits, 'credit')}</strong> in{' '}
      {periodWords(answer.from, answer.to)}: {pluralize(totals.calls, 'paid call')},{' '}
      {pluralize(totals.records, 'record')}
      {totals.estimatedCredits > 0
        ? `, ${integerFormat.format(totals.estimatedCredits)} of the credits estimated`
        : ''}
      .
      {totals.unknownCalls > 0 ? (
        <span className="usage__unknown">
          {' '}
          {pluralize(totals.unknownCalls, 'call')} of unknown cost (the service did not say, and the
          rule does not price it): counted apart, never as free.
        </span>
      ) : null}
    </p>
  );
}

function PeriodSpend({ answer }: { answer: UsageAnswer }) {
  if (answer.totals.calls === 0) {
    return (
      <div className="usage__empty">
        <p className="empty-state__title">No paid calls yet in this period.</p>
        <p className="empty-state__body">{periodWords(answer.from, answer.to)} (UTC days)</p>
      </div>
    );
  }
  return (
    <>
      <Totals answer={answer} />
      <h3 className="usage__heading">Credits by day</h3>
      <UsageChart byDay={answer.byDay} />
      <div className="usage__tables">
        <ByOperationTable rows={answer.byOperation} />
        <ByMemberTable rows={answer.byMember} scope={answer.scope} />
      </div>
      {answer.byAgent.length > 0 ? (
        <ByAgentTable rows={answer.byAgent} scope={answer.scope} />
      ) : null}
      {answer.largest.length > 0 ? <LargestTable rows={answer.largest} /> : null}
    </>
  );
}

const VIEWS = [
  { value: 'credits', label: 'Credits', tone: 'neutral' },
  { value: 'work', label: 'Background work', tone: 'neutral' },
] as const;

type View = (typeof VIEWS)[number]['value'];

function CreditsView({ model }: { model: ReturnType<typeof useUsage> }) {
  const now = useNow();
  const { period, setPeriod, usage, onMock, csvHref } = model;
  const answer = usage.data;
  return (
    <div className="usage" aria-busy={usage.isFetching}>
      {onMock ? (
        <p className="usage__mock-note">
          Costs shown are what the real service would charge: this app runs on its built-in sample
          service, which charges nothing.
        </p>
      ) : null}
      {answer ? <UsageCaps caps={answer.caps} now={now} /> : null}
      <div className="usage__controls">
        <UsagePeriodForm period={period} onShow={setPeriod} />
        <a className="button button--ghost usage__csv" href={csvHref} download>
          Download the ledger (CSV)
        </a>
      </div>
      {usage.isError ? (
        <p role="alert" className="usage__error">
          The usage could not be read: {usage.error.message}
        </p>
      ) : null}
      {usage.isPending ? <p className="usage__loading">Reading the ledger…</p> : null}
      {answer ? <PeriodSpend answer={answer} /> : null}
    </div>
  );
}

/** Two views: the credits the ledger holds, and the background work (jobs) behind some of them. */
export function UsageDialog({ onClose }: UsageDialogProps) {
  const [view, setView] = useState<View>('credits');
  const viewLabel = useId();
  // Read here, not in the view: the description names whose calls, and a switch back keeps the period.
  const model = useUsage();
  return (
    <ModalDialog
      title="Usage"
      description={
        model.usage.data?.scope === 'self'
          ? 'Credits your paid calls cost, from the team’s ledger.'
          : 'Credits the team’s paid calls cost, from the ledger.'
      }
      onClose={onClose}
    >
      <div className="usage">
        <div className="usage__views">
          <span id={viewLabel} className="visually-hidden">
            View
          </span>
          <SegmentedControl
            name="usage-view"
            value={view}
            options={VIEWS}
            onChange={(value) => setView(value as View)}
            labelledBy={viewLabel}
          />
        </div>
        {view === 'credits' ? <CreditsView model={model} /> : <BackgroundWork />}
      </div>
    </ModalDialog>
  );
}
