// Never trace an owner twice, on the server: skip trace calls (SkipTraceBatchAwait, SkipTrace) are
// answered from the answers the team holds, per property and owner, within the team's freshness
// window; only the owners missing are sent to the service, and every answer it gives, match or
// no-match, is held. Both modes use it with their own way of sending a body (through the meter),
// so the reservation is the missing owners': an all-held batch sends nothing and costs 0.
import type { Context } from 'hono';
import {
  validateSkipTraceBatchRequest,
  validateSkipTraceRequest,
  type SkipTraceItem,
} from '../../src/api/contract/skip-trace-request';
import { databaseUnavailable } from '../http/database-unavailable';
import { parseAnswer } from '../proxy/relayed-records';
import type { HeldSkips } from './held-skips-source';
import { holdKeyText, skipHoldKey, type SkipHoldKey } from './skip-owner-key';
import {
  batchItemOfHeld,
  heldOfBatchItem,
  heldOfSingle,
  heldRequestId,
  isObject,
  singleOfHeld,
  type HeldPart,
} from './skip-shapes';

const BATCH_PATH = '/v2/SkipTraceBatchAwait';
const SINGLE_PATH = '/v2/SkipTrace';

/** Sends a skip body to the service through the meter and gives back its answer, as the browser would get it. */
type SendToService = (body: Uint8Array) => Promise<Response>;

export interface AnswerSkipsDeps {
  send: SendToService;
  skips: HeldSkips;
  /** Who is asking (held answers say who pulled them). */
  by: string;
}

const encode = (body: unknown) => new TextEncoder().encode(JSON.stringify(body));

/** The service's answer as it came: its bytes, read once, with its status and headers. */
function passOn(response: Response, bytes: Uint8Array): Response {
  return new Response(bytes.byteLength ? (bytes as Uint8Array<ArrayBuffer>) : null, {
    status: response.status,
    headers: response.headers,
  });
}

async function readBytes(response: Response): Promise<Uint8Array> {
  return new Uint8Array(await response.arrayBuffer().catch(() => new ArrayBuffer(0)));
}

/** Paid for (the meter settled it) but not readable: said, rather than a batch with holes. */
function unreadable(c: Context): Response {
  return c.json(
    {
      statusCode: 502,
      error: 'Bad Gateway',
      errorCode: 'UPSTREAM_UNREADABLE',
      message: 'The property data service sent an answer this server could not read. Try again.',
    },
    502,
  );
}

/** The fresh held answers among `keys`, by key text; undefined when the database cannot say. */
async function heldAmong(
  skips: HeldSkips,
  keys: readonly SkipHoldKey[],
): Promise<Map<string, HeldPart> | undefined> {
  try {
    const rows = await skips.lookup(keys);
    return new Map(rows.map((row) => [holdKeyText(row), row]));
  } catch {
    return undefined;
  }
}

/** Holds what was bought; a failure is logged by the source and costs only the saving next time. */
async function hold(skips: HeldSkips, parts: (SkipHoldKey & HeldPart)[], by: string) {
  if (parts.length > 0) await skips.hold(parts, by).catch(() => undefined);
}

/** Does the answer at an item's place answer that item (reference-shapes: keys compared as text)? */
function answersItem(answer: unknown, item: SkipTraceItem): boolean {
  if (item.key === undefined) return true;
  const input = isObject(answer) ? answer.input : undefined;
  return isObject(input) && String(input.key) === String(item.key);
}

/** The answer's own `credits`, when it states one (absent stays absent: cost unknown). */
function statedCredits(answer: Record<string, unknown>) {
  const credits = answer.credits;
  return typeof credits === 'number' ? { credits } : {};
}

/** One item of a batch: as checked, as sent (echoed back in `input`), its key, its held answer. */
interface Ask {
  item: SkipTraceItem;
  sent: unknown;
  key: SkipHoldKey;
  held: HeldPart | undefined;
}

/** The batch's items with their held answers; undefined when the database cannot say. */
async function asksOf(
  items: readonly SkipTraceItem[],
  sent: readonly unknown[],
  skips: HeldSkips,
): Promise<Ask[] | undefined> {
  const keyed = items.map((item) => ({ item, key: skipHoldKey(item) }));
  const held = await heldAmong(
    skips,
    keyed.map(({ key }) => key),
  );
  if (!held) return undefined;
  return keyed.map(({ item, key }, i) => ({
    item,
    sent: sent[i],
    key,
    held: held.get(holdKeyText(key)),
  }));
}

/** Pairs the bought answer's data with the missing asks by position; what to hold of them. */
function boughtParts(missing: readonly Ask[], data: readonly unknown[]) {
  const bought = new Map<Ask, unknown>();
  const toHold: (SkipHoldKey & HeldPart)[] = [];
  missing.forEach((ask, j) => {
    const answer = data[j];
    bought.set(ask, answer);
    const part = answersItem(answer, ask.item) ? heldOfBatchItem(answer) : undefined;
    if (part) toHold.push({ ...ask.key, ...part });
  });
  return { bought, toHold };
}

/**
 * Answers a SkipTraceBatchAwait body: held owners from the store, the missing ones bought in one
 * call of just them, merged in the request's order in the Await shape, `credits` what this call
 * cost. A body the service would refuse goes as it came (its 400 is passed on, nothing charged).
 */
async function answerBatch(c: Context, body: Uint8Array, deps: AnswerSkipsDeps) {
  const startedAt = performance.now();
  const request = parseAnswer(body);
  const checked = validateSkipTraceBatchRequest(request);
  if (!checked.ok || !isObject(request) || !Array.isArray(request.skips)) return deps.send(body);
  const asks = await asksOf(checked.value.skips, request.skips, deps.skips);
  if (!asks) return databaseUnavailable(c);
  const elapsed = () => `${Math.max(0, Math.round(performance.now() - startedAt))}ms`;
  const heldItem = (ask: Ask) => (ask.held ? batchItemOfHeld(ask.held, ask.sent) : undefined);
  const missing = asks.filter((ask) => !ask.held);
  if (missing.length === 0)
    return c.json({
      statusCode: 200,
      statusMessage: 'OK',
      requestId: heldRequestId(),
      data: asks.map(heldItem),
      credits: 0,
      requestExecutionTimeMS: elapsed(),
    });

  // Every owner missing: the body as it came, and the answer as it comes back (once held).
  const whole = missing.length === asks.length;
  const response = await deps.send(
    whole ? body : encode({ skips: missing.map((ask) => ask.sent) }),
  );
  if (response.status !== 200) return response;
  const bytes = await readBytes(response);
  const answer = parseAnswer(bytes);
  const data = isObject(answer) && Array.isArray(answer.data) ? answer.data : undefined;
  if (!isObject(answer) || !data || data.length !== missing.length)
    return whole ? passOn(response, bytes) : unreadable(c);
  const { bought, toHold } = boughtParts(missing, data);
  await hold(deps.skips, toHold, deps.by);
  if (whole) return passOn(response, bytes);
  return c.json({
    statusCode: 200,
    statusMessage: 'OK',
    requestId: typeof answer.requestId === 'string' ? answer.requestId : heldRequestId(),
    data: asks.map((ask) => (bought.has(ask) ? bought.get(ask) : heldItem(ask))),
    ...statedCredits(answer),
    ...(typeof answer.live === 'boolean' && { live: answer.live }),
    requestExecutionTimeMS: elapsed(),
  });
}

/** Answers a SkipTrace body: from the held answer when there is one to give, else bought and held. */
async function answerSingle(c: Context, body: Uint8Array, deps: AnswerSkipsDeps) {
  const startedAt = performance.now();
  const request = parseAnswer(body);
  const checked = validateSkipTraceRequest(request);
  if (!checked.ok) return deps.send(body);
  const key = skipHoldKey(checked.value);
  const held = await heldAmong(deps.skips, [key]);
  if (!held) return databaseUnavailable(c);
  const part = held.get(holdKeyText(key));
  const answered = part && singleOfHeld(part, request, performance.now() - startedAt);
  if (answered) return c.json(answered.body, answered.status);

  const response = await deps.send(body);
  if (response.status !== 200 && response.status !== 404) return response;
  const bytes = await readBytes(response);
  const answer = parseAnswer(bytes);
  const bought = answersItem(answer, checked.value)
    ? heldOfSingle(response.status, answer)
    : undefined;
  if (bought) await hold(deps.skips, [{ ...key, ...bought }], deps.by);
  return passOn(response, bytes);
}

/** Whether `path` is a skip trace operation this module answers. */
export const isSkipPath = (path: string) => path === BATCH_PATH || path === SINGLE_PATH;

/**
 * Answers a skip trace body for `path` (either operation). The database down: the lookup fails
 * and this answers 503, as the meter does for every paid call; tracing blindly would pay again for
 * owners the team may hold.
 */
export function answerSkips(
  c: Context,
  path: string,
  body: Uint8Array,
  deps: AnswerSkipsDeps,
): Promise<Response> {
  if (path === BATCH_PATH) return answerBatch(c, body, deps);
  if (path === SINGLE_PATH) return answerSingle(c, body, deps);
  return deps.send(body);
}
