// The table's sort state ↔ the search state's sort object (server-side, key order is precedence).
import type { SortingState } from '@tanstack/react-table';
import { SORTABLE_FIELDS, type SortableField } from '../../../api/contract/search-fields';
import type { SortSpec } from '../../../state/search/search-state';

function isSortableField(id: string): id is SortableField {
  return (SORTABLE_FIELDS as readonly string[]).includes(id);
}

/** Sortable columns use the sort field itself as their column id, so the mapping is direct. */
export function toSortingState(sort: readonly SortSpec[]): SortingState {
  return sort.map((s) => ({ id: s.field, desc: s.direction === 'desc' }));
}

export function fromSortingState(sorting: SortingState): SortSpec[] {
  const out: SortSpec[] = [];
  for (const s of sorting) {
    if (isSortableField(s.id) && !out.some((o) => o.field === s.id)) {
      out.push({ field: s.id, direction: s.desc ? 'desc' : 'asc' });
    }
  }
  return out;
}
