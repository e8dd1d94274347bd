// POST /v2/PropertyMapping ("pins", reference-shapes "Property mapping"): the search's filters and
// rules, up to 10,000 `{ id, latitude, longitude }` a call in id order, paged by resultIndex.
import type { Hono } from 'hono';
import { validatePropertyMappingRequest } from '../../src/api/contract/property-mapping';
import type { NormalizedSearchRequest } from '../../src/api/contract/search-request';
import { checkKey } from '../keys';
import { badRequest, executionTime, gateError } from '../http/responses';
import { limitBody, readJson, type JsonEnv } from '../http/read-json';
import { RawJson, stringifyWithRaw } from '../http/raw-json';
import type { Dataset } from '../dataset/types';
import type { MockContext } from '../mock-context';
import { pinsJson } from './pins-json';

/**
 * The 200 body as JSON text, pins written from the columns (pinsJson); shared with the bench, so
 * `npm run bench:mock` times what the route sends.
 */
export function mappingResponseText(
  ds: Dataset,
  result: { resultCount: number; rows: Int32Array },
  req: Pick<NormalizedSearchRequest, 'resultIndex'>,
  input: unknown,
  startedAt: number,
): string {
  return stringifyWithRaw({
    input,
    data: new RawJson(pinsJson(ds, result.rows)),
    resultCount: result.resultCount,
    // Echoes the request's offset, as the search does (reference-shapes "Property search").
    resultIndex: req.resultIndex,
    recordCount: result.rows.length,
    statusCode: 200,
    statusMessage: 'Success',
    // The mock charges nothing and says so (reference-shapes decision).
    credits: 0,
    requestExecutionTimeMS: executionTime(startedAt),
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function registerPropertyMapping(app: Hono<JsonEnv>, ctx: MockContext) {
  app.post('/v2/PropertyMapping', limitBody, readJson, async (c) => {
    const startedAt = performance.now();
    const body = c.get('body');
    const validation = validatePropertyMappingRequest(body);
    if (!validation.ok) return badRequest(c, validation.violations, body);
    const req = validation.value;
    // Pins cost credits at the real service (one per pin in its example), so this is a paid call.
    const gate = checkKey(c.req.header('x-api-key'), 'mapping', { free: false });
    if (!gate.ok) return gateError(c, gate.code, ctx.config.retryAfterSeconds);
    if (gate.profile.slow) await sleep(ctx.config.slowMs);
    const store = await ctx.store;
    const text = mappingResponseText(store.dataset, store.pins(req), req, body, startedAt);
    return c.body(text, 200, { 'content-type': 'application/json; charset=UTF-8' });
  });
}
