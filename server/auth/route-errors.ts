// How the /auth routes answer a thrown error: a database that cannot answer is a 503, a refusal
// from the store is its 4xx, a busy password queue is a 503 with Retry-After, anything else a 500
// with nothing internal in it (the details go to the log).
import type { Context } from 'hono';
import { databaseUnavailable } from '../http/database-unavailable';
import { asUnavailable } from '../store/db-errors';
import { StoreRefusal } from '../store/refusal';
import { SignInBusy } from './hash-queue';

const PHRASES: Record<number, string> = {
  400: 'Bad Request',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  410: 'Gone',
};

export function authRouteError(log: (line: string) => void) {
  return (error: Error, c: Context): Response => {
    if (error instanceof StoreRefusal)
      return c.json(
        {
          statusCode: error.status,
          error: PHRASES[error.status] ?? 'Error',
          message: error.message,
        },
        error.status,
      );
    if (error instanceof SignInBusy) {
      c.header('Retry-After', '5');
      return c.json(
        {
          statusCode: 503,
          error: 'Service Unavailable',
          errorCode: 'SIGN_IN_BUSY',
          message: 'Many people are signing in at once. Try again in a few seconds.',
        },
        503,
      );
    }
    const unavailable = asUnavailable(error);
    if (unavailable) {
      log(`[auth] ${c.req.method} ${c.req.path}: ${unavailable.message}`);
      return databaseUnavailable(c);
    }
    log(`[auth] ${c.req.method} ${c.req.path} failed: ${error.name}: ${error.message}`);
    return c.json(
      {
        statusCode: 500,
        error: 'Internal Server Error',
        message: 'Something went wrong on the server.',
      },
      500,
    );
  };
}
