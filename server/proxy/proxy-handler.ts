// Proxy mode of the API handler: relays the allowlisted operations to the property data service
// with the server's key, through the meter (reserved under the caps before the call leaves,
// settled from the answer), keeps the records it relays, answers records by ids from the held ones
// (buying only the missing: server/held/), answers skip traces from the held answers (tracing only
// the owners missing), and answers /healthz and /readyz.
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { payloadTooLarge } from '../../mock-server/http/read-json';
import { answerByIds } from '../held/answer-by-ids';
import { answerSkips, isSkipPath } from '../held/answer-skips';
import { refuseUnlessJson } from '../http/require-json';
import type { MeterTicket } from '../meter/meter';
import { logChanges, readiness, type ModeContext, type ModeHandler } from '../mode-handler';
import type { ProxyTarget } from '../server-env';
import { LOCAL_USER } from '../store/user-names';
import { allowedOperation } from './allowlist';
import { readCappedBody } from './capped-body';
import { createRedactor, type Redactor } from './redact';
import { forwardedResponseHeaders } from './response-headers';
import { asksForRecords, parseAnswer, readAll, recordsOf } from './relayed-records';
import { upstreamFault } from './upstream-fault';
import { createUpstreamProbe, type UpstreamProbeOptions } from './upstream-probe';

const MAX_PROXY_BODY_BYTES = 1024 * 1024;
const SEARCH_PATH = '/v2/PropertySearch';

/** Request headers worth passing upstream; anything else (cookies, a client's x-api-key) stays here. */
const FORWARD_REQUEST_HEADERS = ['content-type', 'accept', 'accept-language', 'x-user-id'];

export interface ProxyHandlerOptions {
  /** Upstream fetch, injectable for tests. */
  fetch?: typeof fetch;
  /** Where proxy failures are reported. Lines never contain the key. */
  log?: (line: string) => void;
  /** The upstream reachability check behind /healthz and /readyz (timeouts, cache), for tests. */
  probe?: Pick<UpstreamProbeOptions, 'timeoutMs' | 'ttlMs' | 'now'>;
}

/** What one relay needs: the target, the upstream fetch, the key's scrubber and the log. */
interface Relay {
  target: ProxyTarget;
  upstreamFetch: typeof fetch;
  upstreamHost: string;
  redactor: Redactor;
  report: (line: string) => void;
  keepRecords: ModeContext['keepRecords'];
  meter: ModeContext['meter'];
  held: ModeContext['held'];
  heldSkips: ModeContext['heldSkips'];
}

/** A relayed answer, parsed, handed to the records store once read (only for record-asking calls). */
type KeepRecords = (answer: Promise<unknown>) => void;

/** Who reads a copy of the answer: the records store (a 200 that asked for records) and the meter. */
interface AnswerReaders {
  keep: KeepRecords | undefined;
  ticket: MeterTicket | undefined;
}

/**
 * Hands the answer's bytes (undefined: none to read) to its readers, or undefined when nobody
 * wants them (then a streamed answer is not copied at all).
 */
function answerCopy(
  { keep, ticket }: AnswerReaders,
  upstream: Response,
): ((bytes: Promise<Uint8Array | undefined>) => void) | undefined {
  const kept = upstream.status === 200 ? keep : undefined;
  if (!kept && !ticket) return undefined;
  const requestId = upstream.headers.get('x-request-id') ?? undefined;
  return (bytes) => {
    // Parsed once, for both readers.
    const answer = bytes.then(parseAnswer);
    kept?.(answer);
    ticket?.answered(answer.then((body) => ({ status: upstream.status, body, requestId })));
  };
}

function gatewayError(c: Context, status: 502 | 504, errorCode: string, message: string) {
  return c.json(
    {
      statusCode: status,
      error: status === 504 ? 'Gateway Timeout' : 'Bad Gateway',
      errorCode,
      message,
    },
    status,
  );
}

/** Connection failures that mean the request never reached the service (so it cost nothing). */
const NEVER_CONNECTED = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);

/** Could a failed fetch have reached the service (a timeout, the browser left, a cut answer)? */
function reachedService(error: unknown): boolean {
  return !NEVER_CONNECTED.has(describeFailure(error));
}

function describeFailure(error: unknown): string {
  const cause = (error as { cause?: { code?: unknown } } | undefined)?.cause;
  if (cause && typeof cause.code === 'string') return cause.code;
  return error instanceof Error ? error.name : 'unknown error';
}

function upstreamHeaders(c: Context, apiKey: string): Headers {
  const headers = new Headers();
  for (const name of FORWARD_REQUEST_HEADERS) {
    const value = c.req.header(name);
    if (value) headers.set(name, value);
  }
  headers.set('x-api-key', apiKey);
  return headers;
}

/** The signed-in user (production), or `local` where nobody signs in. */
function userOf(c: Context): string {
  return (c.env as { appUser?: string } | undefined)?.appUser ?? LOCAL_USER;
}

function recordKeeper(
  relay: Relay,
  c: Context,
  operationPath: string,
  requestBody: Uint8Array,
): KeepRecords | undefined {
  if (!asksForRecords(operationPath, requestBody)) return undefined;
  const user = userOf(c);
  return (answer) => relay.keepRecords(answer.then(recordsOf), user);
}

/** The upstream's answer, passed on: a redirect or an over-long body is a fault, a 5xx a sentence. */
async function relayAnswer(
  { target, redactor, report }: Relay,
  c: Context,
  upstream: Response,
  where: string,
  readers: AnswerReaders,
): Promise<Response> {
  const copy = answerCopy(readers, upstream);
  if (upstream.status >= 300 && upstream.status < 400) {
    copy?.(Promise.resolve(undefined));
    await upstream.body?.cancel().catch(() => undefined);
    report(`[proxy] ${where} → upstream redirected (${upstream.status})`);
    return gatewayError(
      c,
      502,
      'UPSTREAM_REDIRECT',
      'The property data service answered with a redirect. Check PROPERTY_API_URL.',
    );
  }
  // The vendor's own fault body (stack traces, internal hosts) stays in this server's log.
  if (upstream.status >= 500) {
    copy?.(Promise.resolve(undefined));
    return await upstreamFault(c, upstream, redactor, report);
  }
  const responseHeaders = forwardedResponseHeaders(upstream.headers, redactor);
  const body = await readCappedBody(upstream, target.maxResponseBytes);
  if (body.kind === 'too-large') {
    copy?.(Promise.resolve(undefined));
    report(
      `[proxy] ${where} → upstream body of ${body.bytes} bytes over the ${target.maxResponseBytes}-byte cap`,
    );
    return gatewayError(
      c,
      502,
      'UPSTREAM_TOO_LARGE',
      'The property data service sent an answer larger than this server accepts. Ask for fewer records at a time.',
    );
  }
  if (body.kind === 'stream') {
    // Streamed: memory stays flat. A fault after the first byte can only cut the connection.
    let stream = body.body.pipeThrough(redactor.stream());
    if (copy) {
      // A copy for the records store and the meter, read alongside (never more than the cap).
      const [toBrowser, toReaders] = stream.tee();
      stream = toBrowser;
      copy(readAll(toReaders, target.maxResponseBytes));
    }
    return new Response(stream, { status: upstream.status, headers: responseHeaders });
  }
  const bytes = redactor.bytes(body.bytes);
  copy?.(Promise.resolve(bytes));
  return new Response(bytes.byteLength ? (bytes as Uint8Array<ArrayBuffer>) : null, {
    status: upstream.status,
    headers: responseHeaders,
  });
}

/** No answer from upstream: timed out (504), the browser left (499), or unreachable (502). */
function relayFailure(
  { target, upstreamHost, report }: Relay,
  c: Context,
  error: unknown,
  where: string,
  timeout: AbortSignal,
  startedAt: number,
): Response {
  const ms = Math.round(performance.now() - startedAt);
  if (timeout.aborted) {
    report(`[proxy] ${where} → upstream timed out after ${ms} ms`);
    return gatewayError(
      c,
      504,
      'UPSTREAM_TIMEOUT',
      `The property data service did not answer within ${Math.round(target.timeoutMs / 1000)} s.`,
    );
  }
  if (c.req.raw.signal.aborted) {
    // The browser went away; nobody reads this answer.
    return new Response(null, { status: 499 });
  }
  report(`[proxy] ${where} → upstream ${upstreamHost} unreachable (${describeFailure(error)})`);
  // The host stays in the log: a browser has no use for the service's internal address.
  return gatewayError(
    c,
    502,
    'UPSTREAM_UNREACHABLE',
    'Could not reach the property data service. Try again in a moment.',
  );
}

/** Relays one request, if it is an operation this server relays, with the server's key. */
async function relayRequest(relay: Relay, c: Context): Promise<Response> {
  const method = c.req.method;
  const url = new URL(c.req.url);
  const operation = allowedOperation(method, url.pathname);
  if (!operation) {
    return c.json(
      {
        statusCode: 404,
        error: 'Not Found',
        message: `${method} ${url.pathname} is not an operation this server relays.`,
      },
      404,
    );
  }
  // Every relayed operation takes JSON (and a cross-site form post cannot send it).
  const notJson = refuseUnlessJson(c);
  if (notJson) return notJson;
  const requestBody = new Uint8Array(await c.req.arrayBuffer());
  const send = (body: Uint8Array) => relayBody(relay, c, operation.path, body);
  // Records by ids: the held ones are answered here, only the missing ones are relayed (bought).
  if (operation.path === SEARCH_PATH)
    return answerByIds(c, requestBody, { send, held: relay.held });
  // Skip traces: held owners answered here, only the missing ones relayed (traced, paid for).
  if (isSkipPath(operation.path))
    return answerSkips(c, operation.path, requestBody, {
      send,
      skips: relay.heldSkips,
      by: userOf(c),
    });
  return send(requestBody);
}

/** Relays one body to the operation at `operationPath`, through the meter; keeps its records. */
async function relayBody(
  relay: Relay,
  c: Context,
  operationPath: string,
  requestBody: Uint8Array,
): Promise<Response> {
  const { target } = relay;
  const method = c.req.method;
  const headers = upstreamHeaders(c, target.apiKey);
  // Built from the table, not from the request: nothing the caller sends shapes the upstream URL.
  const upstreamUrl = `${target.baseUrl}${operationPath}`;
  // Reserved under the caps before anything leaves; refused, nothing reaches the upstream.
  const admission = await relay.meter.admit(c, operationPath, requestBody);
  if (admission.kind === 'refused') return admission.response;
  const readers: AnswerReaders = {
    keep: recordKeeper(relay, c, operationPath, requestBody),
    ticket: admission.ticket,
  };
  const where = `${method} ${new URL(c.req.url).pathname}`;
  // The upstream's time starts now, not while the ledger was opened or written.
  const timeout = AbortSignal.timeout(target.timeoutMs);
  const startedAt = performance.now();
  let sent = false;
  if (c.req.raw.signal.aborted) {
    // The browser left while the call was metered: nothing went out, nobody reads an answer.
    readers.ticket?.unanswered(false);
    return new Response(null, { status: 499 });
  }
  try {
    const upstream = await relay.upstreamFetch(upstreamUrl, {
      method,
      headers,
      body: requestBody as Uint8Array<ArrayBuffer>,
      signal: AbortSignal.any([timeout, c.req.raw.signal]),
      // A redirect would carry the key to wherever it points; treat it as a fault instead.
      redirect: 'manual',
    });
    sent = true;
    return await relayAnswer(relay, c, upstream, where, readers);
  } catch (error) {
    // A ticket already settled from an answer ignores this; otherwise the call had no answer.
    readers.ticket?.unanswered(sent || reachedService(error));
    return relayFailure(relay, c, error, where, timeout, startedAt);
  }
}

export function createProxyHandler(
  target: ProxyTarget,
  options: ProxyHandlerOptions,
  context: ModeContext,
): ModeHandler {
  const upstreamFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const log = options.log ?? ((line: string) => console.error(line));
  const redactor = createRedactor(target.apiKey);
  // Belt and braces: whatever reaches the log is scrubbed of the key first.
  const report = (line: string) => log(redactor.text(line));
  const upstreamStatus = createUpstreamProbe({
    baseUrl: target.baseUrl,
    apiKey: target.apiKey,
    fetch: upstreamFetch,
    ...options.probe,
  });
  const app = new Hono();
  const logDatabase = logChanges(report, 'the database');
  const logUpstream = logChanges(report, 'the property data service');

  // Liveness: this process answers. Nothing else is checked, so nothing else restarts it, and
  // an anonymous caller learns nothing about the upstream or the database.
  app.get('/healthz', (c) => c.json({ status: 'ok', mode: 'proxy' }));
  // Readiness: a load balancer sends traffic here only while the database answers and the
  // upstream can be reached. Which check failed is said; why is logged.
  app.get('/readyz', async (c) => {
    const [database, upstream] = await Promise.all([context.databaseReady(), upstreamStatus()]);
    logDatabase(database.ready, database.reason);
    logUpstream(upstream.reachable, upstream.reason);
    return readiness(c, 'proxy', { database: database.ready, upstream: upstream.reachable });
  });
  app.all('/__mock/*', (c) =>
    c.json(
      {
        statusCode: 404,
        error: 'Not Found',
        message: 'The mock is off: this server proxies to the property data service.',
      },
      404,
    ),
  );

  const relay: Relay = {
    target,
    upstreamFetch,
    upstreamHost: new URL(target.baseUrl).host,
    redactor,
    report,
    keepRecords: context.keepRecords,
    meter: context.meter,
    held: context.held,
    heldSkips: context.heldSkips,
  };
  const proxy = (c: Context) => relayRequest(relay, c);
  const limit = bodyLimit({
    maxSize: MAX_PROXY_BODY_BYTES,
    // Connection: close, as the mock does: the rest of an over-long body must not be read as
    // the client's next request on a kept-alive socket.
    onError: (c) => payloadTooLarge(c),
  });
  app.use('/v2/*', limit);
  app.use('/v3/*', limit);
  app.all('/v2/*', proxy);
  app.all('/v3/*', proxy);
  return { app, mode: 'proxy', ready: Promise.resolve() };
}
