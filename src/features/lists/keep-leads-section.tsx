// The panel's "Keep leads" section: a name, and a list from this search, from the selection or
// from a CSV of property ids, or this search saved to watch it.
import type { ListsPanelModel } from './use-lists-panel';

export function KeepLeadsSection({
  model,
  ids,
}: {
  model: ListsPanelModel;
  ids: { name: string; csv: string };
}) {
  const { state, selectedIds, actions, name, setName, busy, run, nameOr, onCsv } = model;
  return (
    <section className="lists-panel__new" aria-labelledby={`${ids.name}-h`}>
      <h3 id={`${ids.name}-h`} className="lists-panel__heading">
        Keep leads
      </h3>
      <label htmlFor={ids.name}>Name</label>
      <input
        id={ids.name}
        value={name}
        maxLength={120}
        placeholder="e.g. Austin absentee owners"
        onChange={(event) => setName(event.target.value)}
      />
      <div className="lists-item__actions">
        <button
          type="button"
          className="button"
          disabled={!state || busy}
          onClick={() => run(() => actions.listFromSearch(nameOr('Leads from a search')))}
        >
          List from this search
        </button>
        <button
          type="button"
          className="button button--ghost"
          disabled={selectedIds.length === 0 || busy}
          onClick={() => run(() => actions.listFromSelection(nameOr('Selected leads')))}
        >
          List from the selection ({selectedIds.length})
        </button>
        <button
          type="button"
          className="button button--ghost"
          disabled={!state || busy}
          onClick={() => run(() => actions.saveSearch(nameOr('My search')))}
        >
          Save this search (watch it)
        </button>
        <label className="button button--ghost lists-panel__file" htmlFor={ids.csv}>
          Import a CSV of property ids
        </label>
        <input
          id={ids.csv}
          type="file"
          accept=".csv,text/csv,text/plain"
          className="visually-hidden"
          onChange={onCsv}
        />
      </div>
      {!state ? <p className="lists-panel__hint">Run a search to keep its leads.</p> : null}
    </section>
  );
}
