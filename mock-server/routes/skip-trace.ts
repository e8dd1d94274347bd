// POST /v2/SkipTraceBatchAwait and POST /v2/SkipTrace (reference-shapes "Skip trace"): validate
// (400, bodies up to 256 KB), gate (401/402/403/429), then trace each item against the dataset.
import type { Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import {
  SKIP_BODY_MAX_BYTES,
  validateSkipTraceBatchRequest,
  validateSkipTraceRequest,
  type SkipTraceItem,
} from '../../src/api/contract/skip-trace-request';
import { ERROR_CODES } from '../../src/api/contract/errors';
import { boundedValidator } from '../http/bounded-validator';
import { readJson, type JsonEnv } from '../http/read-json';
import { badRequest, executionTime, gateError } from '../http/responses';
import { checkKey } from '../keys';
import type { MockContext } from '../mock-context';
import { createRateWindow, SKIP_RATE_PER_SECOND } from '../skip/rate-window';
import {
  batchBody,
  batchItemBody,
  creditsOf,
  singleBody,
  type AnsweredOutcome,
} from '../skip/skip-answers';
import { skipIndexFor, type SkipIndex } from '../skip/skip-index';
import { createSkipMemory, type SkipMemory } from '../skip/skip-memory';
import { traceItem } from '../skip/skip-trace-item';

/**
 * The vendor answers an oversized skip body with a 400, not a 413. The connection closes all the
 * same: the rest of the body may still be arriving, and it will not be read.
 */
const limitSkipBody = bodyLimit({
  maxSize: SKIP_BODY_MAX_BYTES,
  onError: (c) => {
    c.header('Connection', 'close');
    return badRequest(
      c,
      [
        {
          field: '',
          message: 'Request body must be at most 256 KB',
          errorCode: ERROR_CODES.validationFailed,
        },
      ],
      undefined,
    );
  },
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Traces one item and settles what it costs: a match this key had before is cached and free. */
function answerSkipItem(
  ix: SkipIndex,
  memory: SkipMemory,
  apiKey: string,
  item: SkipTraceItem,
): AnsweredOutcome {
  const outcome = traceItem(ix, item);
  if (!outcome.match) return { ...outcome, cached: false };
  const cached = memory.recall(apiKey, item);
  if (!cached) memory.remember(apiKey, item);
  return { ...outcome, cached };
}

/** The 200 body of a batch, as the route sends it (shared with the bench, which times it). */
export function skipBatchAnswer(
  ix: SkipIndex,
  memory: SkipMemory,
  apiKey: string,
  skips: readonly SkipTraceItem[],
  startedAt: number,
) {
  let credits = 0;
  const data = skips.map((item) => {
    const outcome = answerSkipItem(ix, memory, apiKey, item);
    credits += creditsOf(outcome);
    return batchItemBody(item, outcome);
  });
  return batchBody(data, credits, executionTime(startedAt));
}

export function registerSkipTrace(app: Hono<JsonEnv>, ctx: MockContext) {
  const memory = createSkipMemory();
  const rates = {
    single: createRateWindow(SKIP_RATE_PER_SECOND.single),
    batch: createRateWindow(SKIP_RATE_PER_SECOND.batch),
  };

  /** Steps 2 of the order of checks: the key gate, then (when on) the per-second limit. */
  async function gate(c: Context<JsonEnv>, rate: keyof typeof rates) {
    const apiKey = c.req.header('x-api-key');
    const decision = checkKey(apiKey, 'skip', { free: false });
    if (!decision.ok) return gateError(c, decision.code, ctx.config.retryAfterSeconds);
    if (ctx.config.skipRateLimit && !rates[rate].take(apiKey ?? ''))
      return gateError(c, 'RATE_LIMIT_EXCEEDED', 1);
    if (decision.profile.slow) await sleep(ctx.config.slowMs);
    return apiKey ?? '';
  }

  const validateBatch = boundedValidator(validateSkipTraceBatchRequest);
  app.post('/v2/SkipTraceBatchAwait', limitSkipBody, readJson, async (c) => {
    const startedAt = performance.now();
    const body = c.get('body');
    const validation = validateBatch(body);
    if (!validation.ok) return badRequest(c, validation.violations, body);
    const apiKey = await gate(c, 'batch');
    if (typeof apiKey !== 'string') return apiKey;
    const ix = skipIndexFor((await ctx.store).dataset);
    return c.json(skipBatchAnswer(ix, memory, apiKey, validation.value.skips, startedAt));
  });

  const validateSingle = boundedValidator(validateSkipTraceRequest);
  app.post('/v2/SkipTrace', limitSkipBody, readJson, async (c) => {
    const startedAt = performance.now();
    const body = c.get('body');
    const validation = validateSingle(body);
    if (!validation.ok) return badRequest(c, validation.violations, body);
    const apiKey = await gate(c, 'single');
    if (typeof apiKey !== 'string') return apiKey;
    const ix = skipIndexFor((await ctx.store).dataset);
    const outcome = answerSkipItem(ix, memory, apiKey, validation.value);
    const { status, body: out } = singleBody(body, outcome, startedAt);
    return c.json(out, status);
  });
}
