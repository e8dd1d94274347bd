// Middleware that admits only JSON bodies of at most 1 MB, within the request bounds, and hands the parsed body to the route.
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import {
  jsonNestingViolation,
  requestBoundViolations,
} from '../../src/api/contract/request-bounds';
import { badRequest } from './responses';

const MAX_BODY_BYTES = 1024 * 1024;

export type JsonEnv = { Variables: { body: unknown } };

/**
 * The 413 for a body over the limit. It ends the connection (`Connection: close`): the rest of
 * the body may still be on its way, and the server will not read megabytes it is going to
 * refuse, so a client must not send its next request on this socket.
 */
export function payloadTooLarge(c: Context, message = 'Request body must be at most 1 MB') {
  c.header('Connection', 'close');
  return c.json({ statusCode: 413, error: 'Payload Too Large', message, credits: 0 }, 413);
}

export const limitBody: MiddlewareHandler = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: (c) => payloadTooLarge(c),
});

function plainBadRequest(c: Context, message: string) {
  return c.json({ statusCode: 400, error: 'Bad Request', message, credits: 0 }, 400);
}

export const readJson: MiddlewareHandler<JsonEnv> = async (c, next) => {
  const type = c.req.header('content-type') ?? '';
  if (!/^application\/(.+\+)?json\b/i.test(type.trim())) {
    return plainBadRequest(c, 'Content-Type must be application/json');
  }
  const text = await c.req.text();
  // Depth first, on the text: parsing and echoing a deeply nested value would exhaust the stack.
  const tooDeep = jsonNestingViolation(text);
  if (tooDeep) return badRequest(c, [tooDeep], undefined);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return plainBadRequest(c, 'Request body must be valid JSON');
  }
  // Then the sizes of its parts, before any validator or did-you-mean looks at them.
  const overBounds = requestBoundViolations(body);
  if (overBounds.length > 0) return badRequest(c, overBounds, body);
  c.set('body', body);
  await next();
};
