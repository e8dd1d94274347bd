// The server's POST routes (the relayed operations, sign-in, sign-out) take JSON only. Requiring the
// content type also means a cross-site form post, which cannot set it without a CORS preflight,
// never gets past this check.
import type { Context } from 'hono';

const JSON_CONTENT_TYPE = /^application\/json\s*(?:;|$)/i;

/** The 415 to answer when the request is not JSON, or undefined when it is. */
export function refuseUnlessJson(c: Context): Response | undefined {
  if (JSON_CONTENT_TYPE.test(c.req.header('content-type') ?? '')) return undefined;
  return c.json(
    {
      statusCode: 415,
      error: 'Unsupported Media Type',
      message: 'Send the request body as JSON with content-type: application/json.',
    },
    415,
  );
}
