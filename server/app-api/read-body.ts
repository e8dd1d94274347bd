// Reads a request body for the lists API: JSON only, at most 5 MB, nesting bounded, then the
// contract's zod schema. Each failure is its own clear 4xx; the route sees only valid data.
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { z } from 'zod';
import { payloadTooLarge } from '../../mock-server/http/read-json';
import { jsonNestingViolation } from '../../src/api/contract/request-bounds';
import { APP_STORE_LIMITS, APP_STORE_MESSAGES } from '../app-contract';
import { refuseUnlessJson } from '../http/require-json';
import { appError, invalid } from './responses';

/** 413 past 5 MB, read as it streams (a lying Content-Length does not get past it). */
export const limitAppBody: MiddlewareHandler = bodyLimit({
  maxSize: APP_STORE_LIMITS.maxBodyBytes,
  onError: (c) => payloadTooLarge(c, APP_STORE_MESSAGES.bodyTooLarge),
});

/**
 * POST, PUT and PATCH take JSON only: a cross-site form post cannot set that content type, so with
 * AUTH=header (where the proxy signs every request) a form on another site cannot change a list.
 */
export const requireJsonForChanges: MiddlewareHandler = async (c, next) => {
  if (['POST', 'PUT', 'PATCH'].includes(c.req.method)) {
    const refused = refuseUnlessJson(c);
    if (refused) return refused;
  }
  await next();
};

type Parsed<T> = { ok: true; data: T } | { ok: false; response: Response };

/** The body parsed and validated, or the 400 to answer. An empty body reads as `{}`. */
export async function readBody<S extends z.ZodType>(
  c: Context,
  schema: S,
): Promise<Parsed<z.output<S>>> {
  const text = await c.req.text();
  if (jsonNestingViolation(text)) {
    return { ok: false, response: appError(c, 400, 'The request body nests too deeply') };
  }
  let json: unknown;
  try {
    json = text.trim() === '' ? {} : JSON.parse(text);
  } catch {
    return { ok: false, response: appError(c, 400, APP_STORE_MESSAGES.badJson) };
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) return { ok: false, response: invalid(c, parsed.error.issues) };
  return { ok: true, data: parsed.data };
}
