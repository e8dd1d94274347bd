import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error';
import { ERROR_TABLE } from '../api/contract/error-table';
import { ERROR_CODES } from '../api/contract/errors';
import { explainError, isAbortError, untilMidnightUtc } from './explain-error';

function apiError(status: number, errorCode?: string, extra: Partial<ApiError> = {}) {
  return new ApiError({
    status,
    errorCode,
    message: extra.message ?? 'service message',
    requestId: extra.requestId,
    retryAfterMs: extra.retryAfterMs,
    violations: extra.violations,
  });
}

/** The gate errors of §7.3 and §7.5, with their HTTP status. */
const GATE_ERROR_STATUS = Object.fromEntries(
  Object.entries(ERROR_TABLE)
    .filter(([, facts]) => facts.layer === 'gate' || facts.layer === 'server')
    .map(([code, facts]) => [code, facts.status]),
);

describe('explainError: gate errors of §7.3 and §7.5', () => {
  it('covers the twelve gate and server codes (§7.3, §7.5, the mapping and skip-trace scopes)', () => {
    expect(Object.keys(GATE_ERROR_STATUS)).toHaveLength(12);
  });

  it('says a key without skip tracing cannot skip trace, and where to change it', () => {
    const e = explainError(apiError(403, 'SKIPTRACE_SCOPE_UNAUTHORIZED'));
    expect(e.title).toBe('This key cannot skip trace');
    expect(e.action).toBe('settings');
  });

  it.each(Object.entries(GATE_ERROR_STATUS))(
    '%s (HTTP %i) gets its own user message',
    (code, status) => {
      const explanation = explainError(apiError(status, code));
      expect(explanation.title).not.toMatch(/undefined|HTTP/);
      expect(explanation.body.length).toBeGreaterThan(20);
      // Never echoes the raw machine code at a user.
      expect(`${explanation.title} ${explanation.body}`).not.toContain(code);
    },
  );

  it('gives every gate code a distinct title', () => {
    const titles = Object.entries(GATE_ERROR_STATUS).map(
      ([code, status]) => explainError(apiError(status, code)).title,
    );
    expect(new Set(titles).size).toBe(titles.length);
  });

  it('gives the spend cap the server’s own sentence (used, cap, cost, reset), never billing; Try again once raised', () => {
    const message =
      'You have used 100 of your 100 monthly credits; this pull could cost 50. The cap resets on 1 Dec at 00:00 UTC.';
    const e = explainError(apiError(402, 'SPEND_CAP_REACHED', { message }));
    // A manual Try again (an admin may have raised the cap); never retried by itself.
    expect(e).toEqual({ title: 'Spend cap reached', body: message, action: 'retry' });
    expect(explainError(apiError(402, 'SPEND_CAP_REACHED', { message: '' })).body).toMatch(
      /credit cap your team set.*nothing was bought/,
    );
  });

  it('explains a missing session (sign-in on the app server), not a bad key', () => {
    const e = explainError(apiError(401, 'SIGN_IN_REQUIRED'));
    expect(e.title).toBe('You are signed out');
    expect(e.body).toMatch(/Sign in again/);
    expect(e.body).not.toMatch(/API key|Settings/);
  });

  it('sends key problems to Settings', () => {
    for (const code of ['AUTH_KEY_NOT_FOUND', 'AUTH_KEY_INACTIVE', 'AUTH_SCOPE_UNAUTHORIZED']) {
      const e = explainError(apiError(code === 'AUTH_SCOPE_UNAUTHORIZED' ? 403 : 401, code));
      expect(e.action).toBe('settings');
      expect(e.body).toMatch(/Settings/);
    }
    expect(explainError(apiError(401, 'AUTH_KEY_NOT_FOUND')).body).toContain(
      'Check your API key in Settings',
    );
  });

  it('sends plan and wallet problems to billing', () => {
    expect(explainError(apiError(402, 'WALLET_INSUFFICIENT_BALANCE')).action).toBe('billing');
    expect(explainError(apiError(402, 'MLS_SUBSCRIPTION_INACTIVE')).action).toBe('billing');
    expect(explainError(apiError(403, 'MLS_PLAN_REQUIRED')).action).toBe('billing');
  });

  it('tells the user counting still works on an empty wallet', () => {
    expect(explainError(apiError(402, 'WALLET_INSUFFICIENT_BALANCE')).body).toMatch(
      /Counting leads is free/,
    );
  });

  it('turns a rate limit into a wait with whole seconds from Retry-After', () => {
    const e = explainError(apiError(429, 'RATE_LIMIT_EXCEEDED', { retryAfterMs: 2500 }));
    expect(e).toMatchObject({ title: 'Too many requests', action: 'wait', retryInSeconds: 3 });
  });

  it('still explains a rate limit without Retry-After, with no countdown', () => {
    const e = explainError(apiError(429, 'RATE_LIMIT_EXCEEDED'));
    expect(e.action).toBe('wait');
    expect(e.retryInSeconds).toBeUndefined();
  });

  it('does not promise a quick retry for daily or test-key caps', () => {
    expect(explainError(apiError(429, 'DAILY_USAGE_EXCEEDED')).action).toBe('settings');
    expect(explainError(apiError(429, 'TEST_KEY_USAGE_EXCEEDED')).action).toBe('settings');
  });

  it('says when the daily cap resets: midnight UTC, and how long until then', () => {
    expect(explainError(apiError(429, 'DAILY_USAGE_EXCEEDED')).body).toMatch(
      /resets at midnight UTC \(in (about \d+ hours?|\d+ minutes?)\)/,
    );
    expect(untilMidnightUtc(Date.parse('2026-11-25T19:10:00Z'))).toBe('in about 5 hours');
    expect(untilMidnightUtc(Date.parse('2026-11-25T23:59:30Z'))).toBe('in 1 minute');
    expect(untilMidnightUtc(Date.parse('2026-11-25T23:15:00Z'))).toBe('in 45 minutes');
  });

  it('gives the service’s own words for a 200 that carries an error', () => {
    expect(
      explainError(apiError(200, 'ANSWERED_WITH_ERROR', { message: 'No results found.' })),
    ).toMatchObject({
      title: 'The service had no answer for this',
      body: 'The service said: “No results found.”',
      action: 'none',
    });
  });

  it('explains a 500 as "Something went wrong" and carries the request id', () => {
    const e = explainError(apiError(500, 'INTERNAL_ERROR', { requestId: 'req_abc123' }));
    expect(e).toMatchObject({
      title: 'Something went wrong',
      action: 'retry',
      requestId: 'req_abc123',
    });
    expect(e.body).toMatch(/request id/);
  });

  it('omits the request id line when the server gave none', () => {
    const e = explainError(apiError(500, 'INTERNAL_ERROR'));
    expect(e.requestId).toBeUndefined();
    expect(e.body).not.toMatch(/request id/);
  });
});

describe('explainError: client-side and other codes', () => {
  it('offers a retry on network loss', () => {
    const e = explainError(apiError(0, 'NETWORK_ERROR'));
    expect(e).toMatchObject({ title: 'Can’t reach the service', action: 'retry' });
  });

  it('treats any status-0 error as network loss', () => {
    expect(explainError(apiError(0)).action).toBe('retry');
  });

  it('explains a response that breaks the contract', () => {
    const e = explainError(apiError(200, 'INVALID_RESPONSE', { requestId: 'r1' }));
    expect(e).toMatchObject({ action: 'retry', requestId: 'r1' });
    expect(e.title).toMatch(/Unexpected answer/);
  });

  it('lists the violations of a 400 so the user knows what to change', () => {
    const e = explainError(
      apiError(400, 'VALIDATION_FAILED', {
        violations: [
          { field: 'city', message: 'city must be accompanied by state or zip' },
          { field: 'radius', message: 'radius must be accompanied by latitude and longitude' },
        ],
      }),
    );
    expect(e.action).toBe('none');
    expect(e.body).toContain('city must be accompanied by state or zip; radius must be');
  });

  it('falls back to the message for a 400 without details', () => {
    expect(
      explainError(apiError(400, undefined, { message: 'size must be an integer' })).body,
    ).toContain('size must be an integer');
  });

  it.each([
    ERROR_CODES.missingLookup,
    ERROR_CODES.boardRequired,
    ERROR_CODES.invalidAddress,
    ERROR_CODES.incompleteAddress,
    ERROR_CODES.unknownField,
    ERROR_CODES.invalidFieldSection,
    ERROR_CODES.invalidFieldSelector,
    ERROR_CODES.missingIdArray,
    ERROR_CODES.conflictingIdArrays,
    ERROR_CODES.tooManyIds,
    ERROR_CODES.emptyIdArray,
  ])('treats %s as a request the user can fix', (code) => {
    expect(explainError(apiError(400, code)).title).toBe('The service could not run this request');
  });

  it('explains MLS_NOT_FOUND with the service message, which names the lookup', () => {
    const e = explainError(
      apiError(404, 'MLS_NOT_FOUND', { message: 'No MLS listing found for listing_id 7.' }),
    );
    expect(e).toMatchObject({ title: 'No MLS listing found', action: 'none' });
    expect(e.body).toContain('listing_id 7');
  });

  it('explains statuses without a known code', () => {
    expect(explainError(apiError(404)).title).toBe('Not found');
    expect(explainError(apiError(401)).action).toBe('settings');
    expect(explainError(apiError(402)).action).toBe('billing');
    expect(explainError(apiError(403)).action).toBe('settings');
    expect(explainError(apiError(413)).title).toBe('Request too large');
    expect(explainError(apiError(429, undefined, { retryAfterMs: 1000 })).retryInSeconds).toBe(1);
    expect(explainError(apiError(503)).title).toBe('The service is unavailable');
    expect(explainError(apiError(500, undefined, { requestId: 'x' })).requestId).toBe('x');
    expect(explainError(apiError(418)).body).toContain('service message');
  });

  it('gives a generic, retryable message for anything that is not an ApiError', () => {
    expect(explainError(new TypeError('x is undefined'))).toMatchObject({
      title: 'Something went wrong',
      action: 'retry',
    });
    expect(explainError('boom').action).toBe('retry');
    expect(explainError(new TypeError('x is undefined')).body).not.toContain('x is undefined');
  });
});

describe('isAbortError', () => {
  it('recognises aborts and nothing else', () => {
    expect(isAbortError(new DOMException('stop', 'AbortError'))).toBe(true);
    expect(isAbortError(new Error('stop'))).toBe(false);
    expect(isAbortError(null)).toBe(false);
  });
});
