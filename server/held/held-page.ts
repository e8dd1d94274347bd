// One page of an answer by `ids` put together from held and bought records, in the vendor's
// PropertySearch shape (spec §2.2), so the browser reads it as any other page.

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The ids of the page `resultIndex`..+`size` of `order`. */
export function pageOf(order: readonly string[], resultIndex: number, size: number): string[] {
  return order.slice(resultIndex, resultIndex + size);
}

/** Ids in an ids_only answer (numbers or digit strings, as the service sends them), as strings. */
export function idsOfAnswer(body: unknown): string[] | undefined {
  if (!isObject(body) || !Array.isArray(body.data)) return undefined;
  return body.data.flatMap((id) =>
    (typeof id === 'number' && Number.isSafeInteger(id)) ||
    (typeof id === 'string' && /^\d{1,16}$/.test(id))
      ? [String(id)]
      : [],
  );
}

/** Records by their property id; a record without one is left out (it cannot be placed). */
export function byPropertyId(records: readonly unknown[]): Map<string, unknown> {
  const byId = new Map<string, unknown>();
  for (const record of records) {
    if (isObject(record) && (typeof record.id === 'string' || typeof record.id === 'number'))
      byId.set(String(record.id), record);
  }
  return byId;
}

/** What a bought answer brought: its records, what it said it cost, and its `live` flag. */
export interface Bought {
  data: unknown[];
  /** The answer's `credits`, else one per record returned (the credits rule). */
  credits: number;
  live: boolean | undefined;
}

/** A bought answer's parts, or undefined when it has no `data` array to merge. */
export function boughtOf(body: unknown): Bought | undefined {
  if (!isObject(body) || !Array.isArray(body.data)) return undefined;
  const stated = body.credits;
  return {
    data: body.data,
    credits:
      typeof stated === 'number' && Number.isSafeInteger(stated) && stated >= 0
        ? stated
        : body.data.length,
    live: typeof body.live === 'boolean' ? body.live : undefined,
  };
}

export interface HeldAnswerParts {
  request: Record<string, unknown>;
  /** Every id of the answer in its order (the page is cut from it). */
  order: readonly string[];
  resultIndex: number;
  /** The page's records, in order. */
  data: unknown[];
  /** What was bought for this page (undefined: nothing, every record was held). */
  bought: Bought | undefined;
  elapsedMs: number;
}

/** The page in the vendor's shape; `credits` is what this page actually cost (the missing ones). */
export function heldAnswer(parts: HeldAnswerParts): Record<string, unknown> {
  const { request, order, resultIndex, data, bought } = parts;
  return {
    ...(bought?.live !== undefined && { live: bought.live }),
    input: request,
    resultCount: order.length,
    resultIndex,
    recordCount: data.length,
    data,
    credits: bought?.credits ?? 0,
    statusCode: 200,
    statusMessage: 'Success',
    requestExecutionTimeMS: `${Math.max(0, Math.round(parts.elapsedMs))}ms`,
  };
}
