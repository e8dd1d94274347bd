// Every export job is built here: the whole search, the selected rows, or a saved list. The
// last two are the same request (property ids in the search's sort), so they cannot drift apart.
import type { PropertySearchRequest } from '../../../api/contract/search-request';
import { slugify } from '../../../lib/format';
import { pluralize } from '../../../lib/plural';
import { idsListRequest } from '../../../state/search/search-requests';
import type { SortSpec } from '../../../state/search/search-state';
import type { ExportJob } from './job-store';

export type ExportSource =
  /** Every match of the search; `request` is the list request (filters, sort, privacy). */
  | { kind: 'search'; request: PropertySearchRequest; total: number; fileSlug: string }
  /** The rows ticked in the table, in the table's sort. */
  | { kind: 'selected'; ids: readonly number[]; sort: readonly SortSpec[]; fileSlug: string }
  /** A saved list, in the sort of the search it came from. */
  | { kind: 'list'; name: string; ids: readonly number[]; sort: readonly SortSpec[] };

/** `privacy`: the search's privacy mode (isPrivate), which the ids' request carries too. */
export function exportJob(source: ExportSource, privacy: boolean): ExportJob {
  switch (source.kind) {
    case 'search':
      return {
        label: pluralize(source.total, 'match', 'matches'),
        base: source.request,
        total: source.total,
        fileSlug: source.fileSlug,
        privacy,
      };
    case 'selected':
      return {
        label: pluralize(source.ids.length, 'selected row'),
        base: idsListRequest(source.ids, source.sort, privacy),
        total: source.ids.length,
        fileSlug: `${source.fileSlug}-selected`,
        privacy,
      };
    case 'list':
      return {
        label: `the list “${source.name}”`,
        base: idsListRequest(source.ids, source.sort, privacy),
        total: source.ids.length,
        fileSlug: slugify(source.name),
        privacy,
      };
  }
}
