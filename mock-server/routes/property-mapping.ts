// POST /v2/PropertyMapping ("pins", reference-shapes "Property mapping"): the search's filters and
// rules, up to 10,000 `{ id, latitude, longitude }` a call in id order, paged by resultIndex.
import type { Hono } from 'hono';
import { validatePropertyMappingRequest } from '../../src/api/contract/property-mapping';
import { checkKey } from '../keys';
import { badRequest, executionTime, gateError } from '../http/responses';
import { limitBody, readJson, type JsonEnv } from '../http/read-json';
import { RawJson, rawJsonResponse } from '../http/raw-json';
import type { MockContext } from '../mock-context';
import { pinsJson } from './pins-json';

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
    const { resultCount, rows } = store.pins(req);
    return rawJsonResponse(
      c,
      {
        input: body,
        data: new RawJson(pinsJson(store.dataset, rows)),
        resultCount,
        // Echoes the request's offset, as the search does (reference-shapes "Property search").
        resultIndex: req.resultIndex,
        recordCount: rows.length,
        statusCode: 200,
        statusMessage: 'Success',
        // The mock charges nothing and says so (reference-shapes decision).
        credits: 0,
        requestExecutionTimeMS: executionTime(startedAt),
      },
      200,
    );
  });
}
