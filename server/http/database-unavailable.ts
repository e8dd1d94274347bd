// The one answer for "the database cannot answer right now": a 503 with a clear sentence, a code
// the app knows (DATABASE_UNAVAILABLE: retried with backoff), and a Retry-After, never a 500.
import type { Context } from 'hono';
import { ERROR_DETAILS } from '../../src/api/contract/error-details';
import { ERROR_TABLE } from '../../src/api/contract/error-table';

const RETRY_AFTER_SECONDS = 5;

export function databaseUnavailable(
  c: Context,
  message: string = ERROR_DETAILS.DATABASE_UNAVAILABLE.message,
): Response {
  c.header('Retry-After', String(RETRY_AFTER_SECONDS));
  c.header('Cache-Control', 'no-store');
  return c.json(
    {
      statusCode: 503,
      error: 'Service Unavailable',
      errorCode: 'DATABASE_UNAVAILABLE',
      message,
    },
    ERROR_TABLE.DATABASE_UNAVAILABLE.status,
  );
}
