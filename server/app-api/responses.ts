// The lists API's error answers: the service's shape `{ statusCode, error, message, details? }`.
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import { APP_STORE_MESSAGES } from '../app-contract';

const PHRASES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  410: 'Gone',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

export function appError(
  c: Context,
  status: ContentfulStatusCode,
  message: string,
  details?: Record<string, string>,
) {
  return c.json(
    { statusCode: status, error: PHRASES[status] ?? 'Error', message, ...(details && { details }) },
    status,
  );
}

/** Messages that are whole sentences of the agreement: shown as they are, not after a field path. */
const SENTENCES = new Set<string>(Object.values(APP_STORE_MESSAGES));

/** How many field problems a 400 lists; a 100,000-id body could otherwise echo 100,000 of them. */
const MAX_DETAILS = 20;

/** A 400 naming the fields at fault: `details` maps each path to its message. */
export function invalid(c: Context, issues: readonly z.core.$ZodIssue[]) {
  const details: Record<string, string> = {};
  for (const issue of issues.slice(0, MAX_DETAILS)) {
    const path = issue.path.map(String).join('.') || '(body)';
    details[path] ??= issue.message;
  }
  const first = issues[0]!;
  const path = first.path.map(String).join('.');
  let message = SENTENCES.has(first.message) || !path ? first.message : `${path}: ${first.message}`;
  if (issues.length > 1)
    message += ` (and ${issues.length - 1} more problem${issues.length > 2 ? 's' : ''})`;
  return appError(c, 400, message, details);
}
