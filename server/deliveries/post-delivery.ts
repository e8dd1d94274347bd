// One attempt at a delivery: a POST of the kept body with a fresh signature, 10 s at most, no
// redirect followed (a 3xx is an answer that is not 2xx: the attempt failed), to the address the
// target check resolved (target-check.ts). What it answers is what the log keeps: the status or
// the words of the error, the time taken and the answer's first 512 bytes as text.
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { signatureHeader } from './signature';
import { parseTarget, pinnedLookup, TargetRefused, type TargetRules } from './target-check';

const DELIVERY_TIMEOUT_MS = 10_000;
const ANSWER_HEAD_BYTES = 512;

export interface DeliveryMessage {
  url: string;
  secret: string;
  deliveryId: string;
  event: string;
  body: string;
}

export interface AttemptResult {
  delivered: boolean;
  status: number | null;
  error: string | null;
  responseMs: number;
  answerHead: string | null;
}

/** The answer's first bytes as text a log can show: control characters (but tab) removed. */
function answerHeadText(bytes: Buffer): string {
  return (
    bytes
      .toString('utf8')
      // A character cut by the 512-byte limit decodes as U+FFFD: dropped.
      .replace(/\uFFFD$/u, '')
      // eslint-disable-next-line no-control-regex -- stripping control characters is the point
      .replace(/[\u0000-\u0008\u000A-\u001F\u007F-\u009F]/gu, ' ')
  );
}

/** Reads up to ANSWER_HEAD_BYTES of the answer, then stops reading it. */
function readHead(response: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const done = () => resolve(Buffer.concat(chunks).subarray(0, ANSWER_HEAD_BYTES));
    response.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      size += chunk.length;
      if (size >= ANSWER_HEAD_BYTES) {
        response.destroy();
        done();
      }
    });
    response.on('end', done);
    response.on('error', done);
    response.on('close', done);
  });
}

function describeError(error: unknown): string {
  if (error instanceof TargetRefused) return `Refused: ${error.message}`;
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  const message = error instanceof Error ? error.message : String(error);
  return code && !message.includes(code) ? `${code}: ${message}` : message;
}

/** Sends one attempt; never throws (a failure is an AttemptResult with delivered false). */
export async function postDelivery(
  message: DeliveryMessage,
  rules: TargetRules,
  now: () => number = Date.now,
): Promise<AttemptResult> {
  const started = now();
  const elapsed = () => Math.max(0, Math.round(now() - started));
  let url: URL;
  try {
    url = parseTarget(message.url, rules);
  } catch (error) {
    return {
      delivered: false,
      status: null,
      error: describeError(error),
      responseMs: 0,
      answerHead: null,
    };
  }
  const headers = {
    'content-type': 'application/json',
    'user-agent': 'LeadListBuilder-Webhooks/1',
    'x-llb-delivery': message.deliveryId,
    'x-llb-event': message.event,
    'x-llb-signature': signatureHeader(message.secret, message.body, Math.floor(now() / 1000)),
  };
  return new Promise<AttemptResult>((resolve) => {
    const request = (url.protocol === 'https:' ? httpsRequest : httpRequest)(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': Buffer.byteLength(message.body) },
        // A fresh connection per attempt (no pooled socket checked for another name).
        agent: false,
        lookup: pinnedLookup(rules.allowPrivate),
        signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
      },
      (response) => {
        void readHead(response).then((head) => {
          const status = response.statusCode ?? 0;
          resolve({
            delivered: status >= 200 && status < 300,
            status,
            error: null,
            responseMs: elapsed(),
            answerHead: answerHeadText(head),
          });
        });
      },
    );
    request.on('error', (error) => {
      const timedOut =
        error.name === 'AbortError' || (error as { code?: string }).code === 'ABORT_ERR';
      resolve({
        delivered: false,
        status: null,
        error: timedOut ? `No answer within ${DELIVERY_TIMEOUT_MS / 1000} s` : describeError(error),
        responseMs: elapsed(),
        answerHead: null,
      });
    });
    request.end(message.body);
  });
}
