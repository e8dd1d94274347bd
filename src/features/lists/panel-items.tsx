// The panel's two item sections: the lists (each with its row of actions, and a pick for
// stacking) and the saved searches (each with its watch at a glance).
import type { SavedSearch } from '../../api/app-store/contract';
import { useWatchesQuery } from '../../api/app-store/watch-queries';
import { ListRow } from './list-row';
import { SearchRow } from './search-row';
import { messageOf } from './use-busy-run';
import type { ListsPanelModel } from './use-lists-panel';

export function ListsSection({ model, headingId }: { model: ListsPanelModel; headingId: string }) {
  const { find, picks, selectedIds, actions, setProblem } = model;
  const { lists, q, tag } = find;
  const listCount = lists.data?.length ?? 0;
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="lists-panel__heading">
        Lists ({listCount})
      </h3>
      {lists.isError ? (
        <p role="alert">The lists could not be read: {messageOf(lists.error)}</p>
      ) : lists.isPending ? (
        <p>Loading lists…</p>
      ) : listCount === 0 ? (
        <p className="lists-panel__hint">
          {q || tag ? 'No list matches.' : 'No lists yet. Keep the leads of a search above.'}
        </p>
      ) : (
        <ul className="lists-panel__items" aria-label="Lists">
          {lists.data?.map((list) => (
            <ListRow
              key={list.id}
              list={list}
              picked={picks.picked.includes(list.id)}
              onPick={(on) => picks.pick(list.id, on)}
              selectedCount={selectedIds.length}
              actions={actions.listActions(list)}
              onError={setProblem}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

export function SearchesSection({
  model,
  headingId,
  onWatch,
}: {
  model: ListsPanelModel;
  headingId: string;
  onWatch: (search: SavedSearch) => void;
}) {
  const { find, actions, setProblem } = model;
  const { searches, shownSearches, tag } = find;
  const watches = useWatchesQuery();
  const watchOf = new Map(watches.data?.watches.map((watch) => [watch.searchId, watch]));
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="lists-panel__heading">
        Saved searches ({shownSearches.length})
      </h3>
      {searches.isError ? (
        <p role="alert">The saved searches could not be read: {messageOf(searches.error)}</p>
      ) : shownSearches.length === 0 ? (
        <p className="lists-panel__hint">
          {tag ? 'Saved searches have no tags.' : 'No saved searches yet.'}
        </p>
      ) : (
        <ul className="lists-panel__items" aria-label="Saved searches">
          {shownSearches.map((search) => (
            <SearchRow
              key={search.id}
              search={search}
              actions={actions.searchActions(search)}
              onError={setProblem}
              watch={watchOf.get(search.id)}
              onWatch={() => onWatch(search)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
