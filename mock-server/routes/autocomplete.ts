// POST /v2/AutoComplete (reference-shapes "AutoComplete"): free suggestions for the "where" box.
// A search under 3 characters is a 400; no match is a 404 with empty `data`, not an empty 200.
import type { Hono } from 'hono';
import { validateAutoCompleteRequest } from '../../src/api/contract/autocomplete-request';
import { lookup } from '../autocomplete/autocomplete-lookup';
import { checkKey } from '../keys';
import { badRequest, executionTime, gateError } from '../http/responses';
import { limitBody, readJson, type JsonEnv } from '../http/read-json';
import type { MockContext } from '../mock-context';

export function registerAutoComplete(app: Hono<JsonEnv>, ctx: MockContext) {
  app.post('/v2/AutoComplete', limitBody, readJson, async (c) => {
    const startedAt = performance.now();
    const body = c.get('body');
    const validation = validateAutoCompleteRequest(body);
    if (!validation.ok) return badRequest(c, validation.violations, body);
    // Free and unlimited on every plan (vendor fact): an empty wallet still gets suggestions.
    const gate = checkKey(c.req.header('x-api-key'), 'autocomplete', { free: true });
    if (!gate.ok) return gateError(c, gate.code, ctx.config.retryAfterSeconds);
    const store = await ctx.store;
    const { items, total } = lookup(store.autocomplete, validation.value);
    const found = items.length > 0;
    return c.json(
      {
        input: validation.value,
        data: items,
        totalResults: total,
        returnedResults: items.length,
        statusCode: found ? 200 : 404,
        statusMessage: found ? 'Success' : 'Not Found',
        credits: 0,
        live: true,
        requestExecutionTimeMS: executionTime(startedAt),
      },
      found ? 200 : 404,
    );
  });
}
