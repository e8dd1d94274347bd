// The search in the URL: a compact, versioned form of the search state, checked with the contract on the way in.
import {
  SORTABLE_FIELDS,
  type SortDirection,
  type SortableField,
} from '../../api/contract/search-fields';
import { validatePropertySearchRequest } from '../../api/contract/search-request';
import { listRequest } from './search-requests';
import {
  PAGE_SIZES,
  type PageSize,
  type SearchFilters,
  type SearchState,
  type SortSpec,
} from './search-state';

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
  // A link is checked as what it would send: the list request, paging and sort included.
  const check = validatePropertySearchRequest(listRequest(state));
  if (!check.ok) {
    return {
      kind: 'invalid',
      reason: `This link's search is not valid: ${check.violations.map((v) => v.message).join('; ')}`,
      draft: state,
    };
  }
  return { kind: 'ok', state };
}
