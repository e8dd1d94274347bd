// One list in the panel: what it is (name, owner, size, tags) and what you can do to it. Opening
// first says what it will cost and what is left ("1,840 of 2,300 already held, 460 to buy ≈ 460
// credits; you have 4,200 left this month"), asks above the team's threshold, and offers nothing
// to spend when a cap would refuse it.
import { useState, type FormEvent } from 'react';
import type { ListSummary, Tag } from '../../api/app-store/contract';
import {
  estimateWords,
  verdictWords,
  type SpendEstimate,
} from '../../api/app-store/spend-estimate';
import { formatDate } from '../../lib/format';
import { pluralize } from '../../lib/plural';
import { ownerWords } from './list-words';
import { TagEditor } from './tag-editor';
import { ShareDeleteButtons } from './share-delete-buttons';
import { messageOf, useBusyRun } from './use-busy-run';

export interface ListRowActions {
  /** Resolves to the estimate shown before opening (free calls only). */
  planOpen: () => Promise<SpendEstimate>;
  open: () => void;
  /** Asks the results screen to trace the list's owners (its dialog says what it costs first). */
  trace: () => void;
  rename: (name: string) => Promise<void>;
  setTags: (tags: Tag[]) => Promise<void>;
  share: (shared: boolean) => Promise<void>;
  addSelected: () => Promise<void>;
  removeSelected: () => Promise<void>;
  remove: () => Promise<void>;
}

interface ListRowProps {
  list: ListSummary;
  picked: boolean;
  onPick: (picked: boolean) => void;
  selectedCount: number;
  actions: ListRowActions;
  onError: (message: string) => void;
}

type Mode = 'view' | 'rename' | 'tags' | 'open';

/** What the open step says and offers: no button (null) when a cap would refuse the pull. */
interface OpenCost {
  words: string;
  why: string;
  button: string | null;
}

function openCostOf(estimate: SpendEstimate): OpenCost {
  const { verdict, toBuy } = estimate;
  const button =
    verdict === 'refused'
      ? null
      : verdict === 'ask'
        ? `Open now: spend up to ${toBuy.toLocaleString('en-US')} credits`
        : 'Open now';
  return { words: estimateWords(estimate), why: verdictWords(estimate), button };
}

export function ListRow({ list, picked, onPick, selectedCount, actions, onError }: ListRowProps) {
  const [mode, setMode] = useState<Mode>('view');
  const [cost, setCost] = useState<OpenCost>();
  const { busy, run: runThen } = useBusyRun(onError);
  /** Runs a change, then shows `after` (the row's plain view unless said otherwise). */
  const run = (work: () => Promise<unknown>, after: Mode = 'view') =>
    runThen(work, () => setMode(after));

  const submitRename = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const name = String(new FormData(event.currentTarget).get('name') ?? '').trim();
    if (!name) {
      onError('Give the list a name.');
      return;
    }
    run(() => actions.rename(name));
  };

  const startOpen = () => {
    setCost(undefined);
    setMode('open');
    actions.planOpen().then(
      (estimate) => setCost(openCostOf(estimate)),
      (error: unknown) => setCost({ words: messageOf(error), why: '', button: 'Open now' }),
    );
  };

  return (
    <li className="lists-item" aria-label={list.name}>
      <div className="lists-item__head">
        <input
          type="checkbox"
          className="lists-item__pick"
          checked={picked}
          onChange={(event) => onPick(event.target.checked)}
          aria-label={`Pick ${list.name} for stacking`}
        />
        {mode === 'rename' ? (
          <form className="lists-item__rename" onSubmit={submitRename}>
            <label>
              <span className="visually-hidden">New name for {list.name}</span>
              <input name="name" defaultValue={list.name} maxLength={120} autoFocus required />
            </label>
            <button type="submit" className="button" disabled={busy}>
              Save name
            </button>
            <button type="button" className="button button--ghost" onClick={() => setMode('view')}>
              Cancel
            </button>
          </form>
        ) : (
          <h4 className="lists-item__name">{list.name}</h4>
        )}
      </div>
      <p className="lists-item__meta">
        <span className={list.mine ? 'lists-marker' : 'lists-marker lists-marker--team'}>
          {ownerWords(list)}
        </span>{' '}
        · <span className="lists-item__size">{pluralize(list.size, 'lead')}</span> · updated{' '}
        {formatDate(list.updatedAt.slice(0, 10))}
      </p>
      {list.tags.length > 0 ? (
        <ul className="lists-tags" aria-label={`Tags of ${list.name}`}>
          {list.tags.map((tag) => (
            <li key={tag.name} className="lists-tag" style={{ background: tag.color }}>
              {tag.name}
            </li>
          ))}
        </ul>
      ) : null}
      {mode === 'tags' ? (
        <TagEditor
          listName={list.name}
          tags={list.tags}
          busy={busy}
          onSave={(tags) => run(() => actions.setTags(tags))}
          onCancel={() => setMode('view')}
        />
      ) : null}
      {mode === 'open' ? (
        <div className="lists-item__confirm" role="group" aria-label={`Open ${list.name}`}>
          <p className="lists-item__cost" aria-live="polite">
            {cost?.words ?? 'Checking which records the team already holds…'}
            {cost?.why ? <span className="lists-item__why"> {cost.why}</span> : null}
          </p>
          {cost?.button === null ? null : (
            <button type="button" className="button" onClick={actions.open} disabled={!cost}>
              {cost?.button ?? 'Open now'}
            </button>
          )}
          <button type="button" className="button button--ghost" onClick={() => setMode('view')}>
            Cancel
          </button>
        </div>
      ) : null}
      {mode === 'view' ? (
        <div className="lists-item__actions" role="group" aria-label={`Actions for ${list.name}`}>
          <button type="button" className="button" onClick={startOpen}>
            Open
          </button>
          <button type="button" className="button button--ghost" onClick={actions.trace}>
            Trace owners
          </button>
          {list.mine ? (
            <>
              <button
                type="button"
                className="button button--ghost"
                onClick={() => setMode('rename')}
              >
                Rename
              </button>
              <button
                type="button"
                className="button button--ghost"
                onClick={() => setMode('tags')}
              >
                Tags
              </button>
              <button
                type="button"
                className="button button--ghost"
                disabled={selectedCount === 0 || busy}
                onClick={() => run(actions.addSelected)}
              >
                Add selected ({selectedCount})
              </button>
              <button
                type="button"
                className="button button--ghost"
                disabled={selectedCount === 0 || busy}
                onClick={() => run(actions.removeSelected)}
              >
                Remove selected ({selectedCount})
              </button>
              <ShareDeleteButtons
                shared={list.shared}
                busy={busy}
                onShare={(shared) => run(() => actions.share(shared))}
                onDelete={() => run(actions.remove)}
              />
            </>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
