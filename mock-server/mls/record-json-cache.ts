// Listing records as JSON text, kept for the next request: a bulk of 1,000 spent most of its time
// building and serialising records that the same ids produce again (the dataset never changes).
import { RawJson } from '../http/raw-json';
import { buildListingRecord, type SectionSelection } from './listing-record';
import type { MlsStore } from './mls-store';

/** Characters of record JSON kept per store (about 16,000 full records, some 64 MB). */
const RECORD_CACHE_CHARS = 64 * 1024 * 1024;

/** A least-recently-used map from key to JSON text, bounded by the total length of the texts. */
export class JsonTextCache {
  private readonly entries = new Map<string, RawJson>();
  private chars = 0;

  constructor(private readonly maxChars: number) {}

  get size(): number {
    return this.entries.size;
  }

  get(key: string, build: () => unknown): RawJson {
    const hit = this.entries.get(key);
    if (hit) {
      // Move to the newest end: Map keeps insertion order.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }
    const made = new RawJson(JSON.stringify(build()));
    if (made.json.length > this.maxChars) return made;
    this.entries.set(key, made);
    this.chars += made.json.length;
    for (const [oldKey, old] of this.entries) {
      if (this.chars <= this.maxChars) break;
      this.entries.delete(oldKey);
      this.chars -= old.json.length;
    }
    return made;
  }
}

const caches = new WeakMap<MlsStore, JsonTextCache>();

function selectionKey(selection: SectionSelection): string {
  let key = '';
  for (const [section, fields] of selection)
    key += fields === 'all' ? `${section};` : `${section}:${[...fields].join(',')};`;
  return key;
}

/** buildListingRecord, as JSON text, from the store's cache when the same record was built before. */
export function listingRecordJson(
  mls: MlsStore,
  index: number,
  selection: SectionSelection,
  origin: string,
): RawJson {
  let cache = caches.get(mls);
  if (!cache) {
    cache = new JsonTextCache(RECORD_CACHE_CHARS);
    caches.set(mls, cache);
  }
  return cache.get(`${index}|${origin}|${selectionKey(selection)}`, () =>
    buildListingRecord(mls, index, selection, origin),
  );
}
