// The panel's find row: search by name, sort, and filter by tag.
import type { ListSort } from '../../api/app-store/client';
import type { ListsPanelModel } from './use-lists-panel';

const SORTS: { value: ListSort; label: string }[] = [
  { value: 'updated', label: 'Last updated' },
  { value: 'name', label: 'Name' },
  { value: 'size', label: 'Size' },
];

export function FindSection({
  find,
  ids,
}: {
  find: ListsPanelModel['find'];
  ids: { q: string; sort: string; tag: string };
}) {
  return (
    <section className="lists-panel__find" aria-label="Find lists and searches">
      <label htmlFor={ids.q}>Search by name</label>
      <input
        id={ids.q}
        type="search"
        value={find.q}
        onChange={(event) => find.setQ(event.target.value)}
      />
      <label htmlFor={ids.sort}>Sort by</label>
      <select
        id={ids.sort}
        value={find.sort}
        onChange={(event) => find.setSort(event.target.value as ListSort)}
      >
        {SORTS.map((s) => (
          <option key={s.value} value={s.value}>
            {s.label}
          </option>
        ))}
      </select>
      <label htmlFor={ids.tag}>Tag</label>
      <select id={ids.tag} value={find.tag} onChange={(event) => find.setTag(event.target.value)}>
        <option value="">Any tag</option>
        {find.allTags.map((t) => (
          <option key={t} value={t}>
            {t}
          </option>
        ))}
      </select>
    </section>
  );
}
