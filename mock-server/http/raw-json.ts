// JSON bodies with parts already serialised: a cached record's text goes into the answer as it is.
import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** A value whose JSON text is already known; stringifyWithRaw writes the text in its place. */
export class RawJson {
  constructor(readonly json: string) {}
}

/**
 * JSON.stringify, with each RawJson replaced by its text. A RawJson stands in as a token that
 * carries a fresh random nonce, so no string from a request can pose as one.
 */
export function stringifyWithRaw(value: unknown): string {
  const parts: string[] = [];
  const nonce = `raw-json-${randomUUID()}-`;
  const text = JSON.stringify(value, (_key, v: unknown) =>
    v instanceof RawJson ? `${nonce}${parts.push(v.json) - 1}` : v,
  );
  if (parts.length === 0) return text;
  const token = new RegExp(`"${nonce}(\\d+)"`, 'g');
  return text.replace(token, (_match, index: string) => parts[Number(index)] as string);
}

/** c.json for bodies that may hold RawJson parts. */
export function rawJsonResponse(c: Context, body: unknown, status: ContentfulStatusCode) {
  return c.body(stringifyWithRaw(body), status, {
    'content-type': 'application/json; charset=UTF-8',
  });
}
