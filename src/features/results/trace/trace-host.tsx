// The one place traces run: it answers a trace asked for anywhere (the selection bar, the toolbar's
// "Trace owners", a saved list here or in the Lists panel: state/contacts/trace/trace-request),
// with the dialog that says what it costs, then the confirm step of issue 39 above the team's
// threshold or past a cap (the same gate as exports), then the run (use-trace, its status in
// trace-status).
import { lazy, Suspense } from 'react';
import type { ReactNode } from 'react';
import type { SpendGate } from '../../../components/spend/use-spend-gate';
import { leftWords } from '../../../api/app-store/spend-estimate';
import { useStore } from '../../../lib/store';
import type { TracePlan } from '../../../state/contacts/trace/trace-plan';
import { traceCostWords } from '../../../state/contacts/trace/trace-plan';
import { clearTraceRequest, traceRequestStore } from '../../../state/contacts/trace/trace-request';
import type { Tracer } from './use-trace';

const TraceDialog = lazy(() => import('./trace-dialog'));

export interface TraceDialogHostProps {
  tracer: Tracer;
  confirmEstimate: SpendGate['confirmEstimate'];
}

/** The confirm dialog's sentence: what the trace buys, and what is left. */
function confirmWords(plan: TracePlan): string {
  const offline =
    plan.estimate.allowance.prices === 'offline' ? ' (estimated: offline prices)' : '';
  return `${traceCostWords(plan)}; ${leftWords(plan.estimate)}${offline}`;
}

/** The trace dialog while one is asked for; render once per screen. */
export function TraceDialogHost({ tracer, confirmEstimate }: TraceDialogHostProps): ReactNode {
  const request = useStore(traceRequestStore);
  if (!request) return null;
  const label = request.label;
  const trace = (plan: TracePlan) => {
    clearTraceRequest();
    void confirmEstimate(plan.estimate, confirmWords(plan)).then((go) => {
      if (go) tracer.start(label, plan.toTrace);
    });
  };
  return (
    <Suspense fallback={null}>
      <TraceDialog
        request={request}
        busy={tracer.view.status === 'running'}
        onClose={clearTraceRequest}
        onTrace={trace}
      />
    </Suspense>
  );
}
