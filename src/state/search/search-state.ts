// The search the app shows: filters (geometry included), sort, page and open list. The URL holds
// it (search-url.ts); search-requests.ts turns it into what is sent.
import type { PropertySearchRequest } from '../../api/contract/search-request';
import type { SortDirection, SortableField } from '../../api/contract/search-fields';

export const PAGE_SIZES = [25, 50, 100, 250] as const;
export type PageSize = (typeof PAGE_SIZES)[number];

export interface SortSpec {
  field: SortableField;
  direction: SortDirection;
}

/** Request fields the search state manages itself rather than as filters. */
export const CONTROL_FIELDS = [
  'count',
  'summary',
  'ids_only',
  'size',
  'resultIndex',
  'sort',
] as const;
type ControlField = (typeof CONTROL_FIELDS)[number];

/** The filter part of a request: every §2.1 field except the control fields (obfuscate stays: privacy mode). */
export type SearchFilters = Omit<PropertySearchRequest, ControlField>;

export interface SearchState {
  filters: SearchFilters;
  sort: SortSpec[];
  /** Zero-based page number and page size (resultIndex = index × size). */
  page: { index: number; size: PageSize };
  /** A saved list being viewed: its ids are sent as `ids`. */
  listId?: string | undefined;
}

export const EMPTY_SEARCH: SearchState = { filters: {}, sort: [], page: { index: 0, size: 50 } };

/** The sort object of reference-shapes: key order is precedence. */
export function toSortObject(sort: readonly SortSpec[]): PropertySearchRequest['sort'] {
  if (sort.length === 0) return undefined;
  return Object.fromEntries(sort.map((s) => [s.field, s.direction]));
}

/** Filter fields the map draws; the other features keep them as they are. */
export const GEOMETRY_FIELDS = [
  'latitude',
  'longitude',
  'radius',
  'polygon',
  'multi_polygon',
] as const;
export type GeometryField = (typeof GEOMETRY_FIELDS)[number];
export type SearchGeometry = Pick<SearchFilters, GeometryField>;

/** The drawn area of a search (radius centre and radius, polygon, multi_polygon), if any. */
export function geometryOf(filters: SearchFilters): SearchGeometry {
  const out: SearchGeometry = {};
  for (const field of GEOMETRY_FIELDS) {
    if (filters[field] !== undefined) Object.assign(out, { [field]: filters[field] });
  }
  return out;
}

/** The filters without the drawn area. */
export function withoutGeometry(filters: SearchFilters): SearchFilters {
  const out: SearchFilters = { ...filters };
  for (const field of GEOMETRY_FIELDS) delete out[field];
  return out;
}

/**
 * The state for new filters: a different result set starts at its first page, while the
 * results feature's page size, sort and open list stay.
 */
export function withFilters(state: SearchState, filters: SearchFilters): SearchState {
  return { ...state, filters, page: { index: 0, size: state.page.size } };
}
