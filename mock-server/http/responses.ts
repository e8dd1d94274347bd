// Builders for the service's error bodies (Boom 400, v3 gate errors, 413, 500), so every route answers alike.
import type { Context } from 'hono';
import { ERROR_DETAILS } from '../../src/api/contract/error-details';
import { ERROR_TABLE, type GateErrorCode } from '../../src/api/contract/error-table';
import { REQUEST_BOUNDS } from '../../src/api/contract/request-bounds';
import {
  limitViolations,
  summarizeViolations,
  type Violation,
} from '../../src/api/contract/violations';
import { boundedEcho } from './bounded-echo';

function newRequestId(): string {
  return `req_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;
}

const VIOLATION_TEXT_CHARS = 200;

function clip(text: string): string {
  return text.length > VIOLATION_TEXT_CHARS ? `${text.slice(0, VIOLATION_TEXT_CHARS)}…` : text;
}

/**
 * Boom-style 400 listing the violations; the first designated errorCode rides along (§7.1).
 * Bounded whatever the body: at most REQUEST_BOUNDS.maxViolations are listed ("And N more
 * problems."), each cut to 200 characters, and the `input` echo is cut to a budget
 * (`inputTruncated: true`), so the answer stays under 64 KB even for a 1 MB body of mistakes.
 * `input` is absent when the body could not be parsed.
 */
export function badRequest(c: Context, violations: readonly Violation[], input: unknown) {
  const errorCode = violations.find((v) => v.errorCode)?.errorCode;
  const { shown, omitted } = limitViolations(violations, REQUEST_BOUNDS.maxViolations);
  const details = shown.map((v) => ({ ...v, field: clip(v.field), message: clip(v.message) }));
  const echo = input === undefined ? undefined : boundedEcho(input);
  return c.json(
    {
      statusCode: 400,
      error: 'Bad Request',
      message: summarizeViolations(details, omitted),
      ...(errorCode ? { errorCode } : {}),
      details,
      // The vendor's Boom/Joi form of the same paths, for clients written against the real service.
      validation: { source: 'payload', keys: details.map((d) => d.field) },
      ...(omitted > 0 ? { detailsOmitted: omitted } : {}),
      ...(echo ? { input: echo.input } : {}),
      ...(echo?.truncated ? { inputTruncated: true } : {}),
      // Every answer states its cost (reference-shapes "Credits"); a refused request costs nothing.
      credits: 0,
    },
    400,
  );
}

export function gateError(c: Context, code: GateErrorCode, retryAfterSeconds: number) {
  const { status, retry } = ERROR_TABLE[code];
  // The service names the wait for the errors that are worth waiting out.
  if (retry === 'after-retry-after') c.header('Retry-After', String(retryAfterSeconds));
  const requestId = newRequestId();
  c.header('x-request-id', requestId);
  return c.json(
    {
      statusCode: status,
      errorCode: code,
      errorMessage: ERROR_DETAILS[code].message,
      ...(status === 500 ? { requestId } : {}),
      credits: 0,
    },
    status,
  );
}

export function internalError(c: Context) {
  const requestId = newRequestId();
  c.header('x-request-id', requestId);
  return c.json(
    {
      statusCode: 500,
      errorCode: 'INTERNAL_ERROR',
      errorMessage: ERROR_DETAILS.INTERNAL_ERROR.message,
      requestId,
      credits: 0,
    },
    500,
  );
}

export function executionTime(startedAt: number): string {
  return `${Math.max(0, Math.round(performance.now() - startedAt))}ms`;
}
