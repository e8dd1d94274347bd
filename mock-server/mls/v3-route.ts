// The shared pipeline of both v3 routes, in the reference-shapes order of checks: validate (400), gate, answer.
import type { Context } from 'hono';
import type { ValidationResult } from '../../src/api/contract/violations';
import { badRequest, gateError } from '../http/responses';
import type { JsonEnv } from '../http/read-json';
import { rawJsonResponse } from '../http/raw-json';
import { checkKey } from '../keys';
import type { MockContext } from '../mock-context';
import { mlsStoreFor, type MlsStore } from './mls-store';
import type { V3Answer, V3Caller } from './responses';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A handler that validates with `validate`, passes the key gate, then answers with `answer`. */
export function v3Handler<T>(
  ctx: MockContext,
  validate: (body: unknown) => ValidationResult<T>,
  answer: (mls: MlsStore, req: T, input: unknown, caller: V3Caller) => V3Answer,
) {
  return async (c: Context<JsonEnv>) => {
    const body = c.get('body');
    const validation = validate(body);
    if (!validation.ok) return badRequest(c, validation.violations, body);
    const gate = checkKey(c.req.header('x-api-key'), 'mls', { free: false });
    if (!gate.ok) return gateError(c, gate.code, ctx.config.retryAfterSeconds);
    if (gate.profile.slow) await sleep(ctx.config.slowMs);
    // Built on the first v3 call, not at start-up: search-only sessions never pay for it.
    const mls = mlsStoreFor(await ctx.store);
    const caller = { publicRecords: gate.profile.publicRecords, origin: new URL(c.req.url).origin };
    const { status, body: out } = answer(mls, validation.value, body, caller);
    // Bulk records arrive as cached JSON text (record-json-cache.ts).
    return rawJsonResponse(c, out, status);
  };
}
