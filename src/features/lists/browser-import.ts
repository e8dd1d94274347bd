// Imports this browser's localStorage saved lists and searches into the app's server, once. The
// server remembers (user, source), and this browser remembers it asked, so a reload never imports
// twice; the localStorage stores are left as they were (nothing is lost if anything goes wrong).
import type { AppStoreClient } from '../../api/app-store/client';
import type { ImportBody } from '../../api/app-store/contract';
import { readJson, writeJson } from '../../lib/local-store';
import { encodeSearchState } from '../../state/search/search-url';
import type { SearchState } from '../../state/search/search-state';

/** Where the browser kept them (features/results/saved-lists, features/filters saved searches). */
export const LOCAL_LISTS_KEY = 'llb.saved-lists.v1';
export const LOCAL_SEARCHES_KEY = 'llb.saved-searches.v1';
/** This browser's stable import source id, and whether the import is done. */
export const IMPORT_KEY = 'llb.app-store-import.v1';

interface ImportMark {
  source: string;
  done: boolean;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

const isMark = (v: unknown): v is ImportMark =>
  isObject(v) && typeof v.source === 'string' && typeof v.done === 'boolean';

const isDoc =
  (field: string) =>
  (v: unknown): v is Record<string, unknown[]> =>
    isObject(v) && v.version === 1 && Array.isArray(v[field]);

/** The stores as the import body wants them; damaged entries are left out (and left in place). */
export function readBrowserStores(): Omit<ImportBody, 'source'> {
  const lists = (readJson(LOCAL_LISTS_KEY, isDoc('lists'))?.lists ?? []).flatMap((item) => {
    if (!isObject(item) || typeof item.name !== 'string' || !item.name.trim()) return [];
    if (!Array.isArray(item.ids) || !item.ids.every((id) => Number.isInteger(id))) return [];
    const source = isObject(item.source) ? item.source : {};
    const state: SearchState = {
      filters: isObject(source.filters) ? (source.filters as SearchState['filters']) : {},
      sort: Array.isArray(source.sort) ? (source.sort as SearchState['sort']) : [],
      page: { index: 0, size: 50 },
    };
    return [
      {
        name: item.name.trim().slice(0, 120),
        ids: item.ids as number[],
        ...(typeof item.createdAt === 'string' ? { createdAt: item.createdAt } : {}),
        query: encodeSearchState(state),
      },
    ];
  });
  const searches = (readJson(LOCAL_SEARCHES_KEY, isDoc('items'))?.items ?? []).flatMap((item) =>
    isObject(item) &&
    typeof item.name === 'string' &&
    item.name.trim() &&
    typeof item.query === 'string'
      ? [
          {
            name: item.name.trim().slice(0, 120),
            query: item.query,
            ...(typeof item.createdAt === 'string' ? { createdAt: item.createdAt } : {}),
          },
        ]
      : [],
  );
  return { lists, searches };
}

function newSource(): string {
  const random =
    typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
      ? crypto.randomUUID()
      : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  return `browser-${random}`;
}

export type ImportOutcome =
  { kind: 'nothing' } | { kind: 'imported'; lists: number; searches: number };

/**
 * Runs the import unless this browser already did it. A browser with nothing stored marks itself
 * done without a call. A failure leaves the mark unset, so the next start tries again.
 */
export async function importBrowserOnce(
  store: Pick<AppStoreClient, 'importFromBrowser'>,
): Promise<ImportOutcome> {
  const mark = readJson(IMPORT_KEY, isMark);
  if (mark?.done) return { kind: 'nothing' };
  const source = mark?.source ?? newSource();
  const stores = readBrowserStores();
  if (stores.lists.length === 0 && stores.searches.length === 0) {
    writeJson(IMPORT_KEY, { source, done: true });
    return { kind: 'nothing' };
  }
  // Remember the source before asking: if the answer is lost, the retry uses the same id and the
  // server imports nothing twice.
  writeJson(IMPORT_KEY, { source, done: false });
  const answer = await store.importFromBrowser({ source, ...stores });
  writeJson(IMPORT_KEY, { source, done: true });
  if (answer.alreadyImported || answer.lists + answer.searches === 0) return { kind: 'nothing' };
  return { kind: 'imported', lists: answer.lists, searches: answer.searches };
}
