// Never pay twice, on the server: a page of full records asked for by `ids` (an open list, a list
// or selection export) is answered from the records the team holds, kept from what this server
// relayed or the embedded mock answered, within the team's freshness window; only the missing ids
// are bought. Both modes use it, with their own way of sending a body to the service, so the
// meter and the records store see exactly what goes out: the reservation is the missing ids'.
import type { Context } from 'hono';
import { databaseUnavailable } from '../http/database-unavailable';
import { parseAnswer } from '../proxy/relayed-records';
import { recordsByIds, type RecordsByIds } from './by-ids-request';
import { boughtOf, byPropertyId, heldAnswer, idsOfAnswer, pageOf, type Bought } from './held-page';
import type { HeldRecords } from './held-records-source';

/**
 * Sends a PropertySearch body to the service through the meter (admitted or refused, settled,
 * its records kept as always) and gives back the answer the browser would get for it.
 */
type SendToService = (body: Uint8Array) => Promise<Response>;

export interface AnswerByIdsDeps {
  send: SendToService;
  held: HeldRecords;
}

const encode = (body: unknown) => new TextEncoder().encode(JSON.stringify(body));

async function readJson(response: Response): Promise<unknown> {
  return parseAnswer(new Uint8Array(await response.arrayBuffer().catch(() => new ArrayBuffer(0))));
}

/**
 * Every id of the answer in its order: the ids' own, or the service's for a sort or filters (an
 * ids_only call, free, still through the meter). A Response: the service's refusal, passed on;
 * undefined: an order answer that could not be read.
 */
async function orderOf(ask: RecordsByIds, send: SendToService) {
  if (!ask.orderRequest) return ask.ids;
  const answer = await send(encode(ask.orderRequest));
  if (answer.status !== 200) return answer;
  return idsOfAnswer(await readJson(answer));
}

/** A request by ids whose one page holds all of them (the service sorts and filters it itself). */
function isWholePage(ask: RecordsByIds): boolean {
  return ask.resultIndex === 0 && ask.ids.length <= ask.size;
}

/** Buys `ids` and nothing else: the body the meter reserves for and the service is asked. */
async function buy(ids: readonly string[], send: SendToService): Promise<Bought | Response> {
  const answer = await send(encode({ ids: ids.map(Number), size: ids.length, resultIndex: 0 }));
  if (answer.status !== 200) return answer;
  const bought = boughtOf(await readJson(answer));
  if (bought) return bought;
  // Paid for (the meter settled it), but nothing to show: say so rather than a short page.
  return Response.json(
    {
      statusCode: 502,
      error: 'Bad Gateway',
      errorCode: 'UPSTREAM_UNREADABLE',
      message: 'The property data service sent an answer this server could not read. Try again.',
    },
    { status: 502 },
  );
}

/**
 * Answers a PropertySearch body: from held records where it can, buying only the page's missing
 * ids; a body that is not records by ids, or asks for exactly its ids with none held, is sent to
 * the service as it came, streamed as before.
 *
 * The database down: the lookup fails and this answers 503, as the meter does for every paid
 * call. Buying the whole page blindly would pay again for records the team may hold, and the
 * meter could not reserve it anyway on a database that just failed to answer.
 */
export async function answerByIds(
  c: Context,
  body: Uint8Array,
  { send, held }: AnswerByIdsDeps,
): Promise<Response> {
  const ask = recordsByIds(parseAnswer(body));
  if (!ask) return send(body);
  const startedAt = performance.now();
  let found;
  try {
    found = await held.lookup(ask.ids);
  } catch {
    return databaseUnavailable(c);
  }
  // Nothing held and the request is its own page (all its ids on it): sent as it came, streamed. Otherwise the page is cut here and only its ids are bought, so a page of 50
  // from a 1,000-id list reserves and costs 50, whatever the service makes of `size` with `ids`.
  if (found.held.length === 0 && isWholePage(ask)) return send(body);

  const order = await orderOf(ask, send);
  if (order instanceof Response) return order;
  // The order could not be read: ask as the browser did (nothing is lost but the saving).
  if (!order) return send(body);
  const page = pageOf(order, ask.resultIndex, ask.size);
  const heldIds = new Set(found.held);
  const heldOnPage = page.filter((id) => heldIds.has(id));
  let records: Map<string, unknown>;
  try {
    records = byPropertyId(
      heldOnPage.length > 0 ? await held.read(heldOnPage, found.freshnessDays) : [],
    );
  } catch {
    return databaseUnavailable(c);
  }
  // Missing: never held, or expired since the lookup (bought again rather than left out).
  const missing = page.filter((id) => !records.has(id));
  let bought: Bought | undefined;
  if (missing.length > 0) {
    const answer = await buy(missing, send);
    if (answer instanceof Response) return answer;
    bought = answer;
    for (const [id, record] of byPropertyId(answer.data)) records.set(id, record);
  }
  const data = page.flatMap((id) => (records.has(id) ? [records.get(id)] : []));
  return c.json(
    heldAnswer({
      request: ask.request,
      order,
      resultIndex: ask.resultIndex,
      data,
      bought,
      elapsedMs: performance.now() - startedAt,
    }),
  );
}
