// A saved search's query (the app's URL query: `v=1&q=<base64url JSON>`) as the free ids_only
// request a watch's run sends. Mirrors src/state/search/search-url.ts (decodeSearchState) and
// search-requests.ts (searchRequests().ids: the filters without privacy, plus the sort, so the
// first 10,000 are the top ones), which server/ may not import (eslint.config.js); the test beside
// this file checks the two agree.
import {
  validatePropertySearchRequest,
  type PropertySearchRequest,
} from '../../src/api/contract/search-request';

const SEARCH_STATE_VERSION = 1;

export type WatchedRequest =
  { ok: true; request: PropertySearchRequest } | { ok: false; reason: string };

function stateOf(query: string): { f: Record<string, unknown>; s?: unknown } | string {
  const params = new URLSearchParams(query);
  const q = params.get('q');
  if (!q) return 'The saved search is empty.';
  if (Number(params.get('v') ?? SEARCH_STATE_VERSION) !== SEARCH_STATE_VERSION)
    return 'The saved search uses a format this version cannot read.';
  try {
    const compact: unknown = JSON.parse(Buffer.from(q, 'base64url').toString('utf8'));
    const f = (compact as { f?: unknown } | null)?.f;
    if (typeof f !== 'object' || f === null || Array.isArray(f)) throw new Error('no filters');
    return compact as { f: Record<string, unknown>; s?: unknown };
  } catch {
    return 'The saved search is damaged: it could not be read.';
  }
}

function sortOf(entries: unknown): PropertySearchRequest['sort'] {
  if (!Array.isArray(entries) || entries.length === 0) return undefined;
  const sort: Record<string, string> = {};
  for (const entry of entries) {
    if (!Array.isArray(entry)) continue;
    const [field, direction] = entry as unknown[];
    if (typeof field === 'string' && (direction === 'asc' || direction === 'desc'))
      sort[field] = direction;
  }
  return Object.keys(sort).length > 0 ? (sort as PropertySearchRequest['sort']) : undefined;
}

/** The ids_only request of a saved search's query, checked with the contract. */
export function watchedRequest(query: string): WatchedRequest {
  const state = stateOf(query);
  if (typeof state === 'string') return { ok: false, reason: state };
  // Privacy changes what records show, never which match: an ids request never carries it.
  const { obfuscate: _obfuscate, ...filters } = state.f;
  const sort = sortOf(state.s);
  const request = {
    ...filters,
    ...(sort ? { sort } : {}),
    ids_only: true,
  } as PropertySearchRequest;
  const check = validatePropertySearchRequest(request);
  if (!check.ok)
    return {
      ok: false,
      reason: `The saved search is not valid: ${check.violations.map((v) => v.message).join('; ')}`,
    };
  return { ok: true, request };
}
