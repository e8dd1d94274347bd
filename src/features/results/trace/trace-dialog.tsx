// "Trace owners": what tracing these leads' owners costs, before anything is bought (free calls:
// which are already traced, which records the team holds, what is left to spend), and the one way
// on. The confirm step of issue 39 follows above the team's threshold or past a cap (trace-host).
// Loaded on demand.
import { useEffect, useState } from 'react';
import { useAppStore } from '../../../api/app-store/queries';
import { leftWords, verdictWords } from '../../../api/app-store/spend-estimate';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { explainError } from '../../../lib/explain-error';
import { pluralize } from '../../../lib/plural';
import type { TraceRequest } from '../../../state/contacts/trace/trace-request';
import {
  planTrace,
  traceCostWords,
  type TracePlan,
} from '../../../state/contacts/trace/trace-plan';
import './trace.css';

export interface TraceDialogProps {
  request: TraceRequest;
  /** Another trace is running: one at a time. */
  busy: boolean;
  onClose: () => void;
  onTrace: (plan: TracePlan) => void;
}

type Loaded = { plan: TracePlan } | { error: string } | undefined;

function usePlan(request: TraceRequest): Loaded {
  const store = useAppStore();
  const [loaded, setLoaded] = useState<Loaded>();
  useEffect(() => {
    let live = true;
    request
      .ids()
      .then((ids) => planTrace(store, ids))
      .then(
        (plan) => live && setLoaded({ plan }),
        (error: unknown) => {
          if (!live) return;
          const { title, body } = explainError(error);
          setLoaded({ error: `${title}. ${body}` });
        },
      );
    return () => {
      live = false;
    };
  }, [request, store]);
  return loaded;
}

/** "You have 4,200 left this month." and, above the threshold or past a cap, why it asks. */
function LeftWords({ plan }: { plan: TracePlan }) {
  const { estimate } = plan;
  const left = leftWords(estimate);
  const offline = estimate.allowance.prices === 'offline' ? ' (estimated: offline prices)' : '';
  const why =
    estimate.verdict === 'ask' || estimate.verdict === 'refused' ? verdictWords(estimate) : '';
  return (
    <p className="trace-dialog__left">
      {left.charAt(0).toUpperCase() + left.slice(1)}
      {offline}.{why ? ` ${why}` : null}
    </p>
  );
}

export default function TraceDialog({ request, busy, onClose, onTrace }: TraceDialogProps) {
  const loaded = usePlan(request);
  const plan = loaded && 'plan' in loaded ? loaded.plan : undefined;
  const toTrace = plan?.toTrace.length ?? 0;
  return (
    <ModalDialog title="Trace owners" onClose={onClose}>
      <div className="trace-dialog">
        <p>
          Find the owners’ phones and emails for {request.label}. Owners the team traced in the last{' '}
          {plan?.freshnessDays ?? 90} days are not traced again.
        </p>
        <p className="trace-dialog__cost" role="status" aria-live="polite">
          {loaded === undefined
            ? 'Checking which owners are already traced…'
            : 'error' in loaded
              ? loaded.error
              : `${traceCostWords(loaded.plan)}.`}
        </p>
        {plan && toTrace > 0 ? <LeftWords plan={plan} /> : null}
        {busy ? (
          <p className="trace-dialog__busy">
            Another trace is running. Wait for it to finish, or cancel it, to start this one.
          </p>
        ) : null}
        <div className="trace-dialog__actions">
          <button type="button" className="button button--ghost" onClick={onClose}>
            {toTrace > 0 || !plan ? 'Cancel' : 'Close'}
          </button>
          {plan && toTrace > 0 ? (
            <button type="button" className="button" disabled={busy} onClick={() => onTrace(plan)}>
              Trace {pluralize(toTrace, 'owner')}
            </button>
          ) : null}
        </div>
      </div>
    </ModalDialog>
  );
}
