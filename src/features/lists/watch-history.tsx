// The Watch dialog's run history: when each run was, what started it, +new −removed, the credits it
// spent, its status in words, and a way to open its new leads.
import type { WatchRun } from '../../api/app-store/watch-contract';
import { integerFormat } from '../../lib/plural';
import type { WatchDialogModel } from './use-watch-dialog';
import { creditsWords, runStatusWords, whenWords } from '../../state/watch-words';

function RunItem({ run, model }: { run: WatchRun; model: WatchDialogModel }) {
  const when = whenWords(run.startedAt);
  return (
    <li className="watch-history__run" aria-label={`Run of ${when}`}>
      <p className="watch-history__line">
        <span className="watch-history__when">{when}</span>
        <span>{run.trigger === 'manual' ? 'Run now' : 'Scheduled'}</span>
        <span className="watch-history__new">+{integerFormat.format(run.newCount)} new</span>
        <span>−{integerFormat.format(run.removedCount)} removed</span>
        <span>{creditsWords(run.credits)}</span>
      </p>
      <p className="watch-history__status">{runStatusWords(run)}</p>
      {run.newCount > 0 ? (
        <button
          type="button"
          className="button button--ghost"
          onClick={() => void model.openNew(run)}
        >
          Open the {integerFormat.format(run.newCount)} new {run.newCount === 1 ? 'lead' : 'leads'}
        </button>
      ) : null}
    </li>
  );
}

export function WatchHistory({ model }: { model: WatchDialogModel }) {
  const { runs } = model;
  const shown = runs.data?.runs ?? [];
  return (
    <section className="watch-history" aria-label="Run history">
      <div className="watch-history__head">
        <h3 className="watch-history__title">Runs</h3>
        <button type="button" className="button" onClick={() => void model.runNow()}>
          Run now
        </button>
      </div>
      {runs.isError ? (
        <p role="alert">The runs could not be read: {runs.error.message}</p>
      ) : shown.length === 0 ? (
        <p className="watch-form__hint">
          {runs.isPending ? 'Reading the runs…' : 'No runs yet. Run now to try it.'}
        </p>
      ) : (
        <ol className="watch-history__runs">
          {shown.map((run) => (
            <RunItem key={run.id} run={run} model={model} />
          ))}
        </ol>
      )}
      {runs.data?.more ? <p className="watch-form__hint">Older runs are not shown.</p> : null}
    </section>
  );
}
