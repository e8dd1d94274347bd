// Builders for the service's error bodies (Boom 400, v3 gate errors, 413, 500), so every route answers alike.
import type { Context } from 'hono';
import { GATE_ERROR_STATUS, type GateErrorCode } from '../../src/api/contract/errors';
import { joinViolations, type Violation } from '../../src/api/contract/violations';
import { GATE_MESSAGES } from '../keys';

export function newRequestId(): string {
  return `req_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;
}

/** Boom-style 400 listing every violation; the first designated errorCode rides along (§7.1). */
export function badRequest(c: Context, violations: readonly Violation[], input: unknown) {
  const errorCode = violations.find((v) => v.errorCode)?.errorCode;
  return c.json(
    {
      statusCode: 400,
      error: 'Bad Request',
      message: joinViolations(violations),
      ...(errorCode ? { errorCode } : {}),
      details: violations,
      input,
    },
    400,
  );
}

export function gateError(c: Context, code: GateErrorCode, retryAfterSeconds: number) {
  const status = GATE_ERROR_STATUS[code];
  if (code === 'RATE_LIMIT_EXCEEDED') c.header('Retry-After', String(retryAfterSeconds));
  const requestId = newRequestId();
  c.header('x-request-id', requestId);
  return c.json(
    {
      statusCode: status,
      errorCode: code,
      errorMessage: GATE_MESSAGES[code],
      ...(status === 500 ? { requestId } : {}),
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
      errorMessage: GATE_MESSAGES.INTERNAL_ERROR,
      requestId,
    },
    500,
  );
}

export function executionTime(startedAt: number): string {
  return `${Math.max(0, Math.round(performance.now() - startedAt))}ms`;
}
