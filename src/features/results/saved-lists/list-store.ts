// Saved lists behind a small async interface, so a server-side store can replace the browser one.
import { LIMITS } from '../../../api/contract/search-fields';
import { readJson, writeJson } from '../../../lib/local-store';
import type { SearchFilters, SortSpec } from '../../search-state/search-state';

/** The search a list came from, to reopen or describe it. */
interface ListSource {
  filters: SearchFilters;
  sort: SortSpec[];
}

export interface SavedListSummary {
  id: string;
  name: string;
  /** ISO timestamp. */
  createdAt: string;
  source: ListSource;
  /** Ids stored (at most 10,000). */
  count: number;
  /** Matches of the source search when saved; larger than count when capped. */
  totalMatches: number;
}

interface SavedList extends SavedListSummary {
  ids: number[];
}

export interface NewSavedList {
  name: string;
  /** Where the ids came from: the whole search or the ticked rows. */
  kind?: 'search' | 'selection';
  source: ListSource;
  ids: readonly number[];
  totalMatches: number;
}

export interface ListStore {
  /** Newest first, without the ids (a server store would not send 10,000 ids per list). */
  list(): Promise<SavedListSummary[]>;
  get(id: string): Promise<SavedList | undefined>;
  save(input: NewSavedList): Promise<SavedList>;
  rename(id: string, name: string): Promise<SavedList>;
  remove(id: string): Promise<void>;
}

export class ListStoreError extends Error {
  override name = 'ListStoreError';
}

import { SAVED_LISTS_STORAGE_KEY } from './storage-key';

export { SAVED_LISTS_STORAGE_KEY };
const FORMAT_VERSION = 1;

interface StoredFile {
  version: typeof FORMAT_VERSION;
  lists: SavedList[];
}

function isSavedList(value: unknown): value is SavedList {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  const source = v.source as Record<string, unknown> | null | undefined;
  return (
    typeof v.id === 'string' &&
    typeof v.name === 'string' &&
    typeof v.createdAt === 'string' &&
    typeof v.count === 'number' &&
    typeof v.totalMatches === 'number' &&
    Array.isArray(v.ids) &&
    v.ids.every((id) => Number.isInteger(id)) &&
    typeof source === 'object' &&
    source !== null &&
    typeof source.filters === 'object' &&
    source.filters !== null &&
    Array.isArray(source.sort)
  );
}

function isStoredFile(value: unknown): value is { version: number; lists: unknown[] } {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { version?: unknown }).version === FORMAT_VERSION &&
    Array.isArray((value as { lists?: unknown }).lists)
  );
}

function summary({ ids: _ids, ...rest }: SavedList): SavedListSummary {
  return rest;
}

function cleanName(name: string): string {
  const trimmed = name.trim().replace(/\s+/g, ' ');
  if (!trimmed) throw new ListStoreError('Give the list a name.');
  return trimmed.slice(0, 120);
}

function randomId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') {
    return crypto.randomUUID();
  }
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

export interface LocalListStoreOptions {
  key?: string;
  now?: () => Date;
  newId?: () => string;
}

/** The browser store: one versioned JSON document in localStorage. Corrupt data reads as empty. */
export function createLocalListStore({
  key = SAVED_LISTS_STORAGE_KEY,
  now = () => new Date(),
  newId = randomId,
}: LocalListStoreOptions = {}): ListStore {
  function read(): SavedList[] {
    const file = readJson(key, isStoredFile);
    // One damaged entry must not take the others with it.
    return file ? file.lists.filter(isSavedList) : [];
  }

  function write(lists: SavedList[]) {
    const file: StoredFile = { version: FORMAT_VERSION, lists };
    try {
      writeJson(key, file);
    } catch (error) {
      const full = error instanceof DOMException && error.name === 'QuotaExceededError';
      throw new ListStoreError(
        full
          ? 'This browser’s storage is full. Delete or export an older list, then try again.'
          : 'This browser did not allow saving the list.',
      );
    }
  }

  function find(lists: SavedList[], id: string): SavedList {
    const found = lists.find((l) => l.id === id);
    if (!found) throw new ListStoreError('That list no longer exists.');
    return found;
  }

  return {
    async list() {
      return read()
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
        .map(summary);
    },
    async get(id) {
      return read().find((l) => l.id === id);
    },
    async save(input) {
      const ids = [...new Set(input.ids)].slice(0, LIMITS.maxIdsOnly);
      const list: SavedList = {
        id: newId(),
        name: cleanName(input.name),
        createdAt: now().toISOString(),
        source: input.source,
        count: ids.length,
        totalMatches: Math.max(input.totalMatches, ids.length),
        ids,
      };
      write([...read(), list]);
      return list;
    },
    async rename(id, name) {
      const lists = read();
      const renamed = { ...find(lists, id), name: cleanName(name) };
      write(lists.map((l) => (l.id === id ? renamed : l)));
      return renamed;
    },
    async remove(id) {
      write(read().filter((l) => l.id !== id));
    },
  };
}
