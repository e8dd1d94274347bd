// Where a trace shows how far it is ("Traced 300 of 460 · 212 matched · 41 no match · 7 company
// owners: no personal match"), with Pause and Cancel; a pause (also one left by an earlier visit)
// with Resume or Discard; its end with the counts; or why it stopped (a spend cap, a key that
// cannot skip trace) with Try again where trying again can help.
import { ErrorNotice } from '../../../components/ui/error-notice';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { explainError } from '../../../lib/explain-error';
import { progressWords } from '../../../state/contacts/trace/trace-job';
import type { Tracer } from './use-trace';
import './trace.css';

export interface TraceStatusProps {
  tracer: Tracer;
  onOpenSettings?: (() => void) | undefined;
}

function Button({
  onClick,
  primary,
  children,
}: {
  onClick: () => void;
  primary?: boolean;
  children: string;
}) {
  return (
    <button type="button" className={primary ? 'button' : 'button button--ghost'} onClick={onClick}>
      {children}
    </button>
  );
}

export function TraceStatus({ tracer, onOpenSettings }: TraceStatusProps) {
  const { view } = tracer;
  const { job } = view;
  if (view.status === 'idle' || !job) return null;
  const counts = progressWords(job);
  // The counts under the bar, in a line of their own that wraps on a phone.
  const bar = (
    <>
      <ProgressBar value={job.counts.done} max={job.ids.length} label="Trace progress" />
      <p className="trace-status__counts">{counts}</p>
    </>
  );
  const discard = <Button onClick={tracer.dismiss}>Discard</Button>;
  const dismiss = <Button onClick={tracer.dismiss}>Dismiss</Button>;
  return (
    <section className={`trace-status trace-status--${view.status}`} aria-label="Owner trace">
      {view.status === 'running' ? (
        <>
          <p className="trace-status__title">
            Tracing the owners of {job.label}…
            {view.waitSeconds !== undefined
              ? ` Too many requests, retrying in ${view.waitSeconds}s.`
              : null}
          </p>
          {bar}
          <div className="trace-status__actions">
            <Button onClick={tracer.pause}>Pause</Button>
            <Button onClick={tracer.cancel}>Cancel trace</Button>
          </div>
        </>
      ) : null}
      {view.status === 'paused' ? (
        <>
          <p className="trace-status__title" role="status">
            {view.restored ? 'A trace from your last visit is paused' : 'Trace paused'}: the owners
            of {job.label}.
          </p>
          {bar}
          <div className="trace-status__actions">
            <Button primary onClick={tracer.resume}>
              Resume
            </Button>
            {discard}
          </div>
        </>
      ) : null}
      {view.status === 'done' ? (
        <>
          <p className="trace-status__title" role="status">
            Traced the owners of {job.label}.
          </p>
          <p className="trace-status__counts">{counts}</p>
          <div className="trace-status__actions">{dismiss}</div>
        </>
      ) : null}
      {view.status === 'cancelled' ? (
        <>
          <p className="trace-status__title" role="status">
            Trace cancelled. What was traced is kept.
          </p>
          <p className="trace-status__counts">{counts}</p>
          <div className="trace-status__actions">{dismiss}</div>
        </>
      ) : null}
      {view.status === 'failed' ? (
        <>
          <ErrorNotice
            compact
            explanation={explainError(view.error)}
            onRetry={tracer.resume}
            onOpenSettings={onOpenSettings}
          />
          <p className="trace-status__counts">
            The trace stopped. What was traced is kept: {counts}.
          </p>
          <div className="trace-status__actions">{discard}</div>
        </>
      ) : null}
    </section>
  );
}
