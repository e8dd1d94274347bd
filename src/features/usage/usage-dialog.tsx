// The Usage screen (a dialog from the header, loaded on first open): where the caller stands
// against the caps, and for a chosen period the credits by day, by operation and by member, the
// largest pulls, and the ledger as CSV. Admins see the team; members themselves (the server says).
import { useEffect, useState } from 'react';
import type { UsageAnswer } from '../../api/app-store/contract';
import { ModalDialog } from '../../components/ui/modal-dialog';
import { integerFormat, pluralize } from '../../lib/plural';
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

/** The clock the "resets in" words follow, a tick a minute. */
function useNow(): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return now;
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

export function UsageDialog({ onClose }: UsageDialogProps) {
  const now = useNow();
  const { period, setPeriod, usage, onMock, csvHref } = useUsage();
  const answer = usage.data;
  return (
    <ModalDialog
      title="Usage"
      description={
        answer?.scope === 'self'
          ? 'Credits your paid calls cost, from the team’s ledger.'
          : 'Credits the team’s paid calls cost, from the ledger.'
      }
      onClose={onClose}
    >
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
    </ModalDialog>
  );
}
