// A vendor 5xx becomes its status, a request id and a sentence for the user: the upstream's own
// body (stack traces, internal hosts, queue names) goes to this server's log, scrubbed of the key,
// and never to the browser.
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Redactor } from './redact';

/** How much of the upstream's body the log keeps: enough to recognise it, not to flood. */
const LOGGED_BODY_CHARS = 500;
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

const PHRASES: Record<number, string> = {
  500: 'Internal Server Error',
  501: 'Not Implemented',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

async function bodyText(response: Response): Promise<string> {
  try {
    return (await response.text()).slice(0, 64 * 1024);
  } catch {
    return '';
  }
}

function requestIdFrom(response: Response, text: string): string {
  const header = response.headers.get('x-request-id')?.trim();
  if (header && REQUEST_ID.test(header)) return header;
  try {
    const body = JSON.parse(text) as { requestId?: unknown };
    if (typeof body.requestId === 'string' && REQUEST_ID.test(body.requestId))
      return body.requestId;
  } catch {
    // Not JSON: no id in it.
  }
  // Ours, so support can still find this answer in the log.
  return `llb-${crypto.randomUUID()}`;
}

export async function upstreamFault(
  c: Context,
  upstream: Response,
  redactor: Redactor,
  report: (line: string) => void,
): Promise<Response> {
  const text = await bodyText(upstream);
  const requestId = redactor.text(requestIdFrom(upstream, text));
  const status = (upstream.status >= 600 ? 500 : upstream.status) as ContentfulStatusCode;
  const logged = redactor.text(text).replace(/\s+/g, ' ').slice(0, LOGGED_BODY_CHARS);
  report(
    `[proxy] ${c.req.method} ${c.req.path} → upstream ${upstream.status} (request id ${requestId}): ${logged}`,
  );
  c.header('x-request-id', requestId);
  return c.json(
    {
      statusCode: status,
      error: PHRASES[status] ?? 'Server Error',
      errorCode: 'INTERNAL_ERROR',
      message: `The property data service had a problem answering (HTTP ${upstream.status}). Try again in a moment.`,
      requestId,
    },
    status,
  );
}
