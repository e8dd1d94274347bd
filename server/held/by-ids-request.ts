// Which PropertySearch requests held records can answer: full records asked for by `ids`. Not a
// count, ids_only or summary (they carry no records), and never privacy mode (obfuscate): its
// records lack the names and addresses the held ones carry, and a held record must never stand in
// for what the user asked to have hidden (nor a hidden one for a full one: those are never kept).
import { LIMITS } from '../../src/api/contract/limits';

/** Flags that change what the answer is; any of them on, held records cannot answer. */
const MODE_FLAGS = ['count', 'ids_only', 'summary', 'obfuscate'] as const;
/** Keys that neither narrow nor order the ids: the ids themselves and the page. */
const PAGE_KEYS = new Set<string>(['ids', 'size', 'resultIndex', ...MODE_FLAGS]);

/** A page of full records by `ids`, as the held-records answer needs it. */
export interface RecordsByIds {
  /** The request as it came (echoed back as `input`). */
  request: Record<string, unknown>;
  /** The ids, de-duplicated with the first appearance kept, as the store keys them. */
  ids: string[];
  resultIndex: number;
  size: number;
  /**
   * The free ids_only request that asks the service for the ids in the request's sort and
   * filters (the service decides which match and in what order); undefined when the request has
   * neither, so the ids' own order is the order.
   */
  orderRequest: Record<string, unknown> | undefined;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isPropertyId(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
}

/** A whole number from `min`, or undefined when absent; null when it is not one (the service's 400). */
function wholeNumber(value: unknown, min: number): number | undefined | null {
  if (value === undefined) return undefined;
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= min ? value : null;
}

/**
 * The request, if it is a page of full records by `ids` that held records may answer; undefined
 * for everything else, and for anything the service itself would refuse (left to say why).
 */
export function recordsByIds(request: unknown): RecordsByIds | undefined {
  if (!isObject(request)) return undefined;
  const { ids } = request;
  if (!Array.isArray(ids) || ids.length === 0 || ids.length > LIMITS.maxIdsOnly) return undefined;
  if (!ids.every(isPropertyId)) return undefined;
  if (MODE_FLAGS.some((flag) => request[flag] !== undefined && request[flag] !== false))
    return undefined;
  const resultIndex = wholeNumber(request.resultIndex, 0);
  const size = wholeNumber(request.size, 1);
  if (resultIndex === null || size === null) return undefined;
  const ordered = Object.keys(request).some((key) => !PAGE_KEYS.has(key));
  return {
    request,
    ids: [...new Set(ids.map(String))],
    resultIndex: resultIndex ?? 0,
    // As the service reads it: 50 by default, at most 250.
    size: Math.min(size ?? LIMITS.defaultSize, LIMITS.maxSize),
    orderRequest: ordered ? orderRequestOf(request) : undefined,
  };
}

/** The request without its page and mode flags, as ids_only (free: the credits rule). */
function orderRequestOf(request: Record<string, unknown>): Record<string, unknown> {
  const order: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(request)) {
    if (key === 'size' || key === 'resultIndex' || (MODE_FLAGS as readonly string[]).includes(key))
      continue;
    order[key] = value;
  }
  return { ...order, ids_only: true };
}
