// The matches the mock remembers while it runs, so a repeat by the same key is `cached: true` and free.
import { createHash } from 'node:crypto';
import type { SkipTraceItem } from '../../src/api/contract/skip-trace-request';

/** Matches remembered at most (reference-shapes decision); the least recently asked go first. */
export const SKIP_MEMORY_LIMIT = 100_000;

/** JSON with keys in order, so `{a, b}` and `{b, a}` are the same question. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export interface SkipMemory {
  /** True when this key already got a match for these item fields (its `key` aside); marks it as asked again. */
  recall(apiKey: string, item: SkipTraceItem): boolean;
  remember(apiKey: string, item: SkipTraceItem): void;
  readonly size: number;
}

export function createSkipMemory(limit: number = SKIP_MEMORY_LIMIT): SkipMemory {
  // A digest, not the text: 100,000 items of long strings would otherwise hold gigabytes.
  const seen = new Map<string, true>();
  const digest = (apiKey: string, item: SkipTraceItem) => {
    const { key: _key, ...fields } = item;
    return createHash('sha256')
      .update(apiKey)
      .update('\n')
      .update(canonical(fields))
      .digest('base64');
  };
  return {
    recall(apiKey, item) {
      const d = digest(apiKey, item);
      if (!seen.has(d)) return false;
      seen.delete(d);
      seen.set(d, true);
      return true;
    },
    remember(apiKey, item) {
      const d = digest(apiKey, item);
      seen.delete(d);
      seen.set(d, true);
      while (seen.size > limit) {
        const oldest = seen.keys().next();
        if (oldest.done) break;
        seen.delete(oldest.value);
      }
    },
    get size() {
      return seen.size;
    },
  };
}
