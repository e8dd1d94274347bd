// What a paid call costs, by operation (../shared/spec/reference-shapes.md "Credits: what each answer
// costs"): the most it could cost before it leaves (what the meter reserves against the caps), and
// what it did cost once answered. The answer's own `credits` wins; else the rule; else "unknown",
// which is never read as free.
import { LIMITS } from '../../src/api/contract/limits';
import { MAPPING_MAX_SIZE } from '../../src/api/contract/property-mapping';
import type { CreditsSource } from '../store/ledger-repo';

/** The operations the meter prices, by their path (the mock's and the vendor's). */
const OPERATIONS = {
  '/v2/PropertySearch': 'PropertySearch',
  '/v2/PropertyMapping': 'PropertyMapping',
  '/v2/AutoComplete': 'AutoComplete',
  '/v3/MLSDetail': 'MLSDetail',
  '/v3/MLSDetailBulk': 'MLSDetailBulk',
  '/v2/SkipTrace': 'SkipTrace',
  '/v2/SkipTraceBatchAwait': 'SkipTraceBatchAwait',
} as const;

export type MeteredOperation = (typeof OPERATIONS)[keyof typeof OPERATIONS];

export interface Priced {
  /** Records (pins, matches) the answer returned. */
  records: number;
  /** null: the cost is unknown (never free). */
  credits: number | null;
  source: CreditsSource;
}

type Body = Record<string, unknown>;

function isObject(value: unknown): value is Body {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function count(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : undefined;
}

/** The operation a path names, or undefined for one the meter does not know (never relayed). */
export function operationOf(path: string): MeteredOperation | undefined {
  return (OPERATIONS as Record<string, MeteredOperation>)[path];
}

/** A PropertySearch that returns no records and costs nothing by the rule (or an estimated 0). */
function freeSearchKind(request: Body): 'count' | 'ids_only' | 'summary' | undefined {
  if (request.count === true) return 'count';
  if (request.ids_only === true) return 'ids_only';
  if (request.summary === true) return 'summary';
  return undefined;
}

/** A page's size as the service reads it: default when absent, capped; nonsense counts as the cap. */
function pageSize(value: unknown, fallback: number, max: number): number {
  if (value === undefined) return fallback;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 1) return max;
  return Math.min(Math.ceil(value), max);
}

function arrayLength(value: unknown): number | undefined {
  return Array.isArray(value) ? value.length : undefined;
}

/**
 * The most a call may cost, reserved against the caps before it leaves: a list page of `size`
 * counts as `size`, a request by ids as the number of ids, a bulk or batch as its items.
 */
export function worstCase(operation: MeteredOperation, request: unknown): number {
  const body = isObject(request) ? request : {};
  switch (operation) {
    case 'PropertySearch':
      if (freeSearchKind(body)) return 0;
      return arrayLength(body.ids) ?? pageSize(body.size, LIMITS.defaultSize, LIMITS.maxSize);
    case 'PropertyMapping':
      // The vendor's example bills one credit per pin, and a call may return `size` pins.
      return pageSize(body.size, MAPPING_MAX_SIZE, MAPPING_MAX_SIZE);
    case 'AutoComplete':
      return 0;
    case 'MLSDetail':
    case 'SkipTrace':
      return 1;
    case 'MLSDetailBulk':
      return arrayLength(body.listing_ids) ?? arrayLength(body.assessor_ids) ?? LIMITS.maxBulkIds;
    case 'SkipTraceBatchAwait':
      return arrayLength(body.skips) ?? 0;
  }
}

/** Records, pins or matches in an answer, as the operation counts them. */
function recordsIn(operation: MeteredOperation, request: Body, status: number, answer: Body) {
  const data = Array.isArray(answer.data) ? answer.data : [];
  switch (operation) {
    case 'PropertySearch':
      return freeSearchKind(request) ? 0 : (count(answer.recordCount) ?? data.length);
    case 'PropertyMapping':
      return data.length;
    case 'AutoComplete':
      return 0;
    case 'MLSDetail':
      return status === 200 ? (count(answer.recordCount) ?? 1) : 0;
    case 'MLSDetailBulk':
      return (
        count(answer.recordCount) ?? data.filter((item) => isObject(item) && !item.error).length
      );
    case 'SkipTrace':
      return status === 200 && answer.match !== false ? 1 : 0;
    case 'SkipTraceBatchAwait':
      return data.filter((item) => isObject(item) && item.match === true).length;
  }
}

/** What the rule charges for an answer whose `credits` is absent (null: the rule cannot say). */
function byRule(
  operation: MeteredOperation,
  request: Body,
  answer: Body,
  records: number,
): Omit<Priced, 'records'> {
  switch (operation) {
    case 'PropertySearch':
      if (freeSearchKind(request) === 'summary') return { credits: 0, source: 'estimated' };
      return { credits: records, source: 'rule' };
    case 'PropertyMapping':
      return { credits: null, source: 'unknown' };
    case 'AutoComplete':
    case 'MLSDetail':
    case 'MLSDetailBulk':
      return { credits: operation === 'AutoComplete' ? 0 : records, source: 'rule' };
    case 'SkipTrace':
      return { credits: records === 1 && answer.cached !== true ? 1 : 0, source: 'rule' };
    case 'SkipTraceBatchAwait': {
      const data = Array.isArray(answer.data) ? answer.data : [];
      const fresh = data.filter((i) => isObject(i) && i.match === true && i.cached !== true);
      return { credits: fresh.length, source: 'rule' };
    }
  }
}

/**
 * What an answered call cost. `answer` is the parsed body, or undefined when it could not be read
 * (over the size cap, cut off, not JSON): then only a call the rule prices at 0 whatever the
 * answer is known; anything else is unknown. An error status returns no records and costs 0.
 */
export function priceAnswer(
  operation: MeteredOperation,
  request: unknown,
  status: number,
  answer: unknown,
): Priced {
  const body = isObject(request) ? request : {};
  if (isObject(answer)) {
    const records = status < 300 ? recordsIn(operation, body, status, answer) : 0;
    const stated = count(answer.credits);
    if (stated !== undefined) return { records, credits: stated, source: 'answer' };
    if (status >= 300) return { records: 0, credits: 0, source: 'rule' };
    return { records, ...byRule(operation, body, answer, records) };
  }
  if (status >= 300) return { records: 0, credits: 0, source: 'rule' };
  // Unreadable: the free kinds are free whatever came back; a priced one is unknown, not 0.
  if (worstCase(operation, body) === 0) {
    return { records: 0, ...byRule(operation, body, {}, 0) };
  }
  return { records: 0, credits: null, source: 'unknown' };
}
