// Turns every error body the service publishes into one ApiError the UI can explain:
//   - the vendor's envelope errors: { statusCode, statusMessage, error: "<text>" };
//   - Boom 400: { statusCode: 400, error: "Bad Request", message, validation: { source, keys } };
//   - the mock's Boom 400 with `details: [{ field, message }]`;
//   - v3: { statusCode, errorMessage, errorCode, input?, requestId? };
//   - the daily-credit 429, which has no errorCode, only a message;
//   - a 200 whose `data` is { error: true, errorMessage } (PropertyDetail-style "no result").
import { ApiError, parseRetryAfter } from '../api-error';

type Body = Record<string, unknown>;

function isObject(value: unknown): value is Body {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readString(body: unknown, key: string): string | undefined {
  if (!isObject(body)) return undefined;
  const value = body[key];
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** The 429 the vendor sends for a daily cap: no errorCode, so it is known by its words. */
const DAILY_CAP_MESSAGE = /daily (credit|usage) limit/i;

/** Boom's `message` lists every violation, e.g. `"size" must be ≤ 250. "zip" is not allowed`. */
function sentenceAbout(message: string, key: string): string {
  const leaf = key.split('.').pop() ?? key;
  const sentences = message.split(/(?<=\.)\s+/);
  return (
    sentences.find((s) => s.includes(`"${key}"`) || s.includes(`"${leaf}"`) || s.includes(key)) ??
    message
  );
}

type Violations = NonNullable<ApiError['violations']>;

function readViolations(body: unknown): ApiError['violations'] {
  if (!isObject(body)) return undefined;
  // The mock's (and the project's) Boom extension: one entry per field.
  if (Array.isArray(body.details)) {
    return body.details.filter(
      (d): d is Violations[number] =>
        isObject(d) && typeof d.field === 'string' && typeof d.message === 'string',
    );
  }
  // The vendor's Boom/Joi body: the fields in `validation.keys`, the words in `message`.
  const validation = body.validation;
  if (isObject(validation) && Array.isArray(validation.keys)) {
    const message = readString(body, 'message') ?? 'this value was not accepted';
    const keys = validation.keys.filter((k): k is string => typeof k === 'string');
    if (keys.length > 0)
      return keys.map((field) => ({ field, message: sentenceAbout(message, field) }));
  }
  return undefined;
}

/**
 * The human text of an error body: errorMessage (v3), then message (Boom), then `error` when it
 * holds the text (the vendor's envelope errors put it there; in Boom it is the reason phrase and
 * `message` came first).
 */
function messageOf(body: unknown, status: number): string {
  return (
    readString(body, 'errorMessage') ??
    readString(body, 'message') ??
    readString(body, 'error') ??
    `The service answered HTTP ${status}${readString(body, 'statusMessage') ? ` (${readString(body, 'statusMessage')})` : ''}.`
  );
}

function errorCodeOf(body: unknown, status: number, message: string): string | undefined {
  const code = readString(body, 'errorCode');
  if (code) return code;
  if (status === 429 && DAILY_CAP_MESSAGE.test(message)) return 'DAILY_USAGE_EXCEEDED';
  if (status === 400) return 'VALIDATION_FAILED';
  return undefined;
}

/** An error answer (HTTP status ≥ 400, or a 200 whose envelope says otherwise) as an ApiError. */
export function errorFromBody(status: number, headers: Headers, body: unknown): ApiError {
  const message = messageOf(body, status);
  return new ApiError({
    status,
    errorCode: errorCodeOf(body, status, message),
    message,
    requestId: readString(body, 'requestId') ?? headers.get('x-request-id') ?? undefined,
    retryAfterMs: parseRetryAfter(headers.get('retry-after')),
    input: isObject(body) ? body.input : undefined,
    violations: readViolations(body),
  });
}

/**
 * An HTTP 200 that is an error all the same, or undefined. Branches on `statusCode` only (never on
 * `statusMessage`, which comes as "success", "Success" or "OK"), and on the `data.error` flag.
 */
export function errorInSuccess(headers: Headers, body: unknown): ApiError | undefined {
  if (!isObject(body)) return undefined;
  const statusCode = body.statusCode;
  if (typeof statusCode === 'number' && statusCode >= 400)
    return errorFromBody(statusCode, headers, body);
  const data = body.data;
  if (isObject(data) && data.error === true) {
    return new ApiError({
      status: 200,
      errorCode: 'ANSWERED_WITH_ERROR',
      message:
        readString(data, 'errorMessage') ??
        readString(data, 'message') ??
        'The service could not answer this request.',
      requestId: readString(body, 'requestId') ?? headers.get('x-request-id') ?? undefined,
      input: body.input,
    });
  }
  return undefined;
}
