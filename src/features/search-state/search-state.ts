// The search as the URL holds it: filters (geometry included), sort, page and open list, in a compact versioned form.
import type { PropertySearchRequest } from '../../api/contract/search-request';
import { validatePropertySearchRequest } from '../../api/contract/search-request';
import {
  SORTABLE_FIELDS,
  type SortDirection,
  type SortableField,
} from '../../api/contract/search-fields';

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

const SEARCH_STATE_VERSION = 1;

interface CompactState {
  f: SearchFilters;
  s?: [SortableField, SortDirection][];
  p?: [number, PageSize];
  l?: string;
}

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): string {
  const padded = text.replace(/-/g, '+').replace(/_/g, '/') + '==='.slice((text.length + 3) % 4);
  const binary = atob(padded);
  return new TextDecoder().decode(Uint8Array.from(binary, (ch) => ch.charCodeAt(0)));
}

/** Writes the state as URL query parameters: `v` (format version) and `q` (the state). */
export function encodeSearchState(state: SearchState): string {
  const compact: CompactState = { f: state.filters };
  if (state.sort.length > 0) compact.s = state.sort.map((s) => [s.field, s.direction]);
  if (state.page.index !== 0 || state.page.size !== 50)
    compact.p = [state.page.index, state.page.size];
  if (state.listId) compact.l = state.listId;
  const params = new URLSearchParams({
    v: String(SEARCH_STATE_VERSION),
    q: toBase64Url(JSON.stringify(compact)),
  });
  return params.toString();
}

export type DecodeResult =
  | { kind: 'empty' }
  | { kind: 'ok'; state: SearchState }
  /** `draft` is the readable but rule-breaking search, so an editor can show what to fix. */
  | { kind: 'invalid'; reason: string; draft?: SearchState };

function isPageSize(n: unknown): n is PageSize {
  return (PAGE_SIZES as readonly unknown[]).includes(n);
}

/** Reads the state back from a query string, checking it with the contract. */
export function decodeSearchState(search: string): DecodeResult {
  const params = new URLSearchParams(search);
  const q = params.get('q');
  if (!q) return { kind: 'empty' };
  const version = Number(params.get('v') ?? SEARCH_STATE_VERSION);
  if (version !== SEARCH_STATE_VERSION) {
    return {
      kind: 'invalid',
      reason: `This link uses search format v${version}, which this version cannot read.`,
    };
  }
  let compact: CompactState;
  try {
    compact = JSON.parse(fromBase64Url(q)) as CompactState;
  } catch {
    return { kind: 'invalid', reason: 'This link is damaged: its search could not be read.' };
  }
  if (
    typeof compact !== 'object' ||
    compact === null ||
    typeof compact.f !== 'object' ||
    compact.f === null
  ) {
    return { kind: 'invalid', reason: 'This link is damaged: its search could not be read.' };
  }
  const sort: SortSpec[] = [];
  for (const entry of compact.s ?? []) {
    const [field, direction] = entry;
    if (
      (SORTABLE_FIELDS as readonly string[]).includes(field) &&
      (direction === 'asc' || direction === 'desc')
    ) {
      sort.push({ field, direction });
    }
  }
  const [index, size] = compact.p ?? [0, 50];
  const page = {
    index: Number.isInteger(index) && index >= 0 ? index : 0,
    size: isPageSize(size) ? size : 50,
  };
  const state: SearchState = {
    filters: compact.f,
    sort,
    page,
    listId: typeof compact.l === 'string' ? compact.l : undefined,
  };
  const check = validatePropertySearchRequest(toSearchRequest(state));
  if (!check.ok) {
    return {
      kind: 'invalid',
      reason: `This link's search is not valid: ${check.violations.map((v) => v.message).join('; ')}`,
      draft: state,
    };
  }
  return { kind: 'ok', state };
}

/** The sort object of reference-shapes: key order is precedence. */
export function toSortObject(sort: readonly SortSpec[]): PropertySearchRequest['sort'] {
  if (sort.length === 0) return undefined;
  return Object.fromEntries(sort.map((s) => [s.field, s.direction]));
}

/** The list request for the current page. */
export function toSearchRequest(
  state: SearchState,
  extra: { ids?: number[] } = {},
): PropertySearchRequest {
  const req: PropertySearchRequest = {
    ...state.filters,
    // page.index counts pages; the service's resultIndex counts rows to skip.
    resultIndex: state.page.index * state.page.size,
    size: state.page.size,
  };
  const sort = toSortObject(state.sort);
  if (sort) req.sort = sort;
  if (extra.ids) req.ids = extra.ids;
  return req;
}

/** The request that count, summary and ids_only share: filters only, no paging or sort. */
export function toFilterRequest(
  state: SearchState,
  extra: { ids?: number[] } = {},
): PropertySearchRequest {
  const req: PropertySearchRequest = { ...state.filters };
  if (extra.ids) req.ids = extra.ids;
  return req;
}

/** Filter fields the map draws; the other features keep them as they are. */
export const GEOMETRY_FIELDS = [
  'latitude',
  'longitude',
  'radius',
  'polygon',
  'multi_polygon',
] as const;
type GeometryField = (typeof GEOMETRY_FIELDS)[number];
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
