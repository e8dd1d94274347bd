// POST /v2/PropertySearch: validate, gate, search, and answer in the §2.2 envelope.
import type { Hono } from 'hono';
import {
  validatePropertySearchRequest,
  type NormalizedSearchRequest,
} from '../../src/api/contract/search-request';
import { obfuscateRecord } from '../dataset/obfuscate';
import { checkKey } from '../keys';
import { badRequest, executionTime, gateError } from '../http/responses';
import { limitBody, readJson, type JsonEnv } from '../http/read-json';
import type { MockContext } from '../mock-context';
import type { PropertyStore } from '../property-store';

/** Builds the response body for a valid request. count wins over ids_only, which wins over summary. */
function searchResponseBody(
  store: PropertyStore,
  req: NormalizedSearchRequest,
  input: unknown,
  startedAt: number,
) {
  const result = store.search(req);
  const base = {
    input,
    resultCount: result.resultCount,
    statusCode: 200,
    statusMessage: 'Success',
  };
  if (req.count) {
    return {
      ...base,
      data: [],
      resultIndex: req.resultIndex,
      recordCount: 0,
      // Counting is free (reference-shapes "Credits").
      credits: 0,
      requestExecutionTimeMS: executionTime(startedAt),
    };
  }
  if (req.ids_only) {
    const ids = Array.from(result.rows, (row) => store.idOfRow(row));
    return {
      ...base,
      data: ids,
      resultIndex: 0,
      recordCount: ids.length,
      // The vendor: "count and ids_only calls do not count".
      credits: 0,
      requestExecutionTimeMS: executionTime(startedAt),
    };
  }
  if (req.summary) {
    return {
      ...base,
      data: [],
      summary: result.summary,
      resultIndex: req.resultIndex,
      recordCount: 0,
      // Unconfirmed at the vendor; the app's ledger marks it estimated.
      credits: 0,
      requestExecutionTimeMS: executionTime(startedAt),
    };
  }
  const records = Array.from(result.rows, (row) => store.record(row));
  const data = req.obfuscate ? records.map(obfuscateRecord) : records;
  return {
    live: true,
    ...base,
    data,
    resultIndex: req.resultIndex,
    recordCount: data.length,
    // One credit per record returned.
    credits: data.length,
    requestExecutionTimeMS: executionTime(startedAt),
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function registerPropertySearch(app: Hono<JsonEnv>, ctx: MockContext) {
  app.post('/v2/PropertySearch', limitBody, readJson, async (c) => {
    const startedAt = performance.now();
    const body = c.get('body');
    const validation = validatePropertySearchRequest(body);
    if (!validation.ok) return badRequest(c, validation.violations, body);
    const req = validation.value;
    // Counting is free (reference-shapes), so an empty wallet can still count.
    const gate = checkKey(c.req.header('x-api-key'), 'search', { free: req.count === true });
    if (!gate.ok) return gateError(c, gate.code, ctx.config.retryAfterSeconds);
    if (gate.profile.slow) await sleep(ctx.config.slowMs);
    const store = await ctx.store;
    return c.json(searchResponseBody(store, req, body, startedAt));
  });
}
