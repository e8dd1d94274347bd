// The embedded mock keeps the records it answers with, as the proxy keeps what it relays
// (proxy/relayed-records.ts), so offline the team holds what it browsed too: a list built from
// pages the user saw opens without asking to pay for them again (issue 37, item 6). Counts,
// ids-only, summary and privacy-mode answers carry no full records and are not kept.
import type { Context } from 'hono';
import type { ModeContext } from './mode-handler';
import { asksForRecords, recordsIn } from './proxy/relayed-records';
import { LOCAL_USER } from './store/user-names';

const SEARCH_PATH = '/v2/PropertySearch';

/**
 * Answers `request` with `answer` (the mock); when it asked for records and got them, hands a copy
 * of the answer's records to `keepRecords`, without delaying the answer.
 */
export async function answerAndKeep(
  c: Context,
  request: Request,
  answer: (request: Request) => Response | Promise<Response>,
  keepRecords: ModeContext['keepRecords'],
): Promise<Response> {
  if (request.method !== 'POST' || new URL(request.url).pathname !== SEARCH_PATH) {
    return answer(request);
  }
  const body = await request.arrayBuffer();
  const response = await answer(new Request(request, { body }));
  if (response.status === 200 && asksForRecords(SEARCH_PATH, body)) {
    // The signed-in user (production), or `local` where nobody signs in.
    const user = (c.env as { appUser?: string } | undefined)?.appUser ?? LOCAL_USER;
    const copy = response.clone();
    keepRecords(
      copy.arrayBuffer().then((bytes) => recordsIn(new Uint8Array(bytes))),
      user,
    );
  }
  return response;
}
