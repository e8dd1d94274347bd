// Middleware that admits only JSON bodies of at most 1 MB and hands the parsed body to the route.
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';

export const MAX_BODY_BYTES = 1024 * 1024;

export type JsonEnv = { Variables: { body: unknown } };

export const limitBody: MiddlewareHandler = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: (c) =>
    c.json(
      { statusCode: 413, error: 'Payload Too Large', message: 'Request body must be at most 1 MB' },
      413,
    ),
});

export const readJson: MiddlewareHandler<JsonEnv> = async (c, next) => {
  const type = c.req.header('content-type') ?? '';
  if (!/^application\/(.+\+)?json\b/i.test(type.trim())) {
    return c.json(
      { statusCode: 400, error: 'Bad Request', message: 'Content-Type must be application/json' },
      400,
    );
  }
  const text = await c.req.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return c.json(
      { statusCode: 400, error: 'Bad Request', message: 'Request body must be valid JSON' },
      400,
    );
  }
  c.set('body', body);
  await next();
};
