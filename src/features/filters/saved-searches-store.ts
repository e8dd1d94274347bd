// Saved searches in localStorage: a versioned list of named URL queries that survives reloads and ignores damage.
import { z } from 'zod';

export const SAVED_SEARCHES_KEY = 'llb.saved-searches.v1';
const SAVED_SEARCHES_VERSION = 1;
const MAX_NAME_LENGTH = 80;

export interface SavedSearch {
  id: string;
  name: string;
  /** ISO timestamp. */
  createdAt: string;
  /** The search as a URL query string (`v=1&q=…`), so opening one is navigating to it. */
  query: string;
}

const savedSearchSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  createdAt: z.string(),
  query: z.string(),
});

const storeSchema = z.object({
  version: z.literal(SAVED_SEARCHES_VERSION),
  items: z.array(z.unknown()),
});

export type SavedSearchStorage = Pick<Storage, 'getItem' | 'setItem'>;

export class SavedSearchError extends Error {
  override name = 'SavedSearchError';
}

/**
 * Reads the list. A missing, damaged or other-version store reads as empty, and a damaged entry
 * is skipped, so one bad write can never lock a user out of the panel.
 */
export function readSavedSearches(storage: SavedSearchStorage): SavedSearch[] {
  let raw: string | null;
  try {
    raw = storage.getItem(SAVED_SEARCHES_KEY);
  } catch {
    return [];
  }
  if (!raw) return [];
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return [];
  }
  const store = storeSchema.safeParse(json);
  if (!store.success) return [];
  return store.data.items.flatMap((item) => {
    const parsed = savedSearchSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

function write(storage: SavedSearchStorage, items: SavedSearch[]) {
  try {
    storage.setItem(SAVED_SEARCHES_KEY, JSON.stringify({ version: SAVED_SEARCHES_VERSION, items }));
  } catch {
    throw new SavedSearchError(
      'The browser would not store the search (storage may be full or disabled).',
    );
  }
}

/** Checks a name: trimmed, not empty, not too long, not already taken by another saved search. */
export function checkName(
  items: readonly SavedSearch[],
  name: string,
  exceptId?: string,
): string | undefined {
  const trimmed = name.trim();
  if (trimmed === '') return 'Give the search a name.';
  if (trimmed.length > MAX_NAME_LENGTH) return `Keep the name under ${MAX_NAME_LENGTH} characters.`;
  const taken = items.some(
    (s) => s.id !== exceptId && s.name.toLowerCase() === trimmed.toLowerCase(),
  );
  return taken ? `A saved search is already called “${trimmed}”.` : undefined;
}

function newId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function')
    return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

export function addSavedSearch(
  storage: SavedSearchStorage,
  name: string,
  query: string,
  now: Date = new Date(),
): SavedSearch {
  const items = readSavedSearches(storage);
  const problem = checkName(items, name);
  if (problem) throw new SavedSearchError(problem);
  const item: SavedSearch = { id: newId(), name: name.trim(), createdAt: now.toISOString(), query };
  write(storage, [item, ...items]);
  return item;
}

export function renameSavedSearch(storage: SavedSearchStorage, id: string, name: string): void {
  const items = readSavedSearches(storage);
  const problem = checkName(items, name, id);
  if (problem) throw new SavedSearchError(problem);
  write(
    storage,
    items.map((s) => (s.id === id ? { ...s, name: name.trim() } : s)),
  );
}

export function deleteSavedSearch(storage: SavedSearchStorage, id: string): void {
  write(
    storage,
    readSavedSearches(storage).filter((s) => s.id !== id),
  );
}
