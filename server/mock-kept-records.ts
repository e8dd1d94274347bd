// The embedded mock goes through the same meter as the proxy (server/meter): a paid call is
// reserved under the caps before the mock answers it, and written to the ledger with what the
// mock said it cost, so offline the Usage screen and the caps work for the local user too. And it
// keeps the records it answers with, as the proxy keeps what it relays (proxy/relayed-records.ts),
// so a list built from pages the user saw opens without asking to pay for them again (issue 37,
// item 6). Counts, ids-only, summary and privacy-mode answers carry no full records and are not kept.
// Skip traces are answered from the team's held answers and only the missing owners asked of the
// mock (server/held/answer-skips.ts), as the proxy does.
import type { Context } from 'hono';
import { payloadTooLarge } from '../mock-server/http/read-json';
import { answerByIds } from './held/answer-by-ids';
import { answerSkips, isSkipPath } from './held/answer-skips';
import type { ModeContext } from './mode-handler';
import { operationOf } from './meter/credits-rule';
import { asksForRecords, parseAnswer, readAll, recordsOf } from './proxy/relayed-records';
import { LOCAL_USER } from './store/user-names';

const SEARCH_PATH = '/v2/PropertySearch';
/** The mock's own body limit (mock-server/http/read-json.ts): more is its 413, which costs nothing. */
const MAX_BODY_BYTES = 1024 * 1024;

type MockAnswer = (request: Request) => Response | Promise<Response>;
type KeptContext = Pick<ModeContext, 'keepRecords' | 'meter' | 'held' | 'heldSkips'>;

/**
 * Answers `request` with `answer` (the mock) once the meter admits it; settles the meter from a
 * copy of the answer and, when it asked for records and got them, hands those to `keepRecords`,
 * without delaying the answer. Records asked for by `ids` are answered from the held ones where
 * the team holds them, and only the missing ones are asked of the mock (server/held/), as the
 * proxy does.
 */
export async function answerAndKeep(
  c: Context,
  request: Request,
  answer: MockAnswer,
  context: KeptContext,
): Promise<Response> {
  const path = new URL(request.url).pathname;
  if (request.method !== 'POST' || !operationOf(path)) return answer(request);
  // A body the mock refuses anyway is not read here (nor metered): never megabytes in memory.
  if (Number(request.headers.get('content-length')) > MAX_BODY_BYTES) return answer(request);
  const body = request.body ? await readAll(request.body, MAX_BODY_BYTES) : new Uint8Array();
  if (!body) return payloadTooLarge(c);
  // The read body's length, not the browser's: a body the held answer rewrites is shorter.
  const headers = new Headers(request.headers);
  headers.delete('content-length');
  const send = (sent: Uint8Array) =>
    meteredAnswer(c, path, new Request(request, { headers, body: sent }), sent, answer, context);
  if (path === SEARCH_PATH) return answerByIds(c, body, { send, held: context.held });
  if (isSkipPath(path))
    return answerSkips(c, path, body, { send, skips: context.heldSkips, by: userOf(c) });
  return send(body);
}

/** The signed-in user (production), or `local` where nobody signs in. */
function userOf(c: Context): string {
  return (c.env as { appUser?: string } | undefined)?.appUser ?? LOCAL_USER;
}

/** One metered call to the mock: admitted (or refused), answered, settled, its records kept. */
async function meteredAnswer(
  c: Context,
  path: string,
  request: Request,
  body: Uint8Array,
  answer: MockAnswer,
  context: KeptContext,
): Promise<Response> {
  const admission = await context.meter.admit(c, path, body);
  if (admission.kind === 'refused') return admission.response;
  const response = await answer(request);
  const keep = response.status === 200 && path === SEARCH_PATH && asksForRecords(path, body);
  if (!admission.ticket && !keep) return response;
  // Read and parsed once, for both readers.
  const answered = response
    .clone()
    .arrayBuffer()
    .then(parseAnswer)
    .catch(() => undefined);
  admission.ticket?.answered(
    answered.then((parsed) => ({
      status: response.status,
      body: parsed,
      requestId: response.headers.get('x-request-id') ?? undefined,
    })),
  );
  if (keep) {
    context.keepRecords(answered.then(recordsOf), userOf(c));
  }
  return response;
}
