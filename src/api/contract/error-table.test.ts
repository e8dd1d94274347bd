// One row per error code: every code has all of its facts, and every reader (the mock's gate and
// bodies, the production server's key picker, the client's retry policy, the UI's words, the demo
// keys table of docs/mock.md) answers from that row. A new code that misses a fact, or a reader
// that keeps its own copy, fails here.
import { readFileSync } from 'node:fs';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { gateError } from '../../../mock-server/http/responses';
import { checkKey, DEMO_KEYS } from '../../../mock-server/keys';
import { demoKeyList } from '../../../server/demo-keys';
import { explainError } from '../../lib/explain-error';
import { ApiError } from '../api-error';
import { shouldRetry } from '../queries';
import { ERROR_DETAILS, type ErrorDetails } from './error-details';
import {
  ERROR_TABLE,
  isErrorCode,
  isGateCode,
  type ErrorCode,
  type ErrorFacts,
} from './error-table';

const ROWS = Object.entries(ERROR_TABLE) as [ErrorCode, ErrorFacts][];
const CODES = ROWS.map(([code]) => code);
const GATE_CODES = CODES.filter(isGateCode);
const details = (code: ErrorCode): ErrorDetails => ERROR_DETAILS[code];

function errorFor(code: ErrorCode, extra: { retryAfterMs?: number; requestId?: string } = {}) {
  return new ApiError({
    status: ERROR_TABLE[code].status,
    errorCode: code,
    message: 'the service’s own words',
    ...extra,
  });
}

describe('the error table: every code has every fact', () => {
  it('has the codes of §7.1 to §7.5, the app server’s own (sign-in, database, spend cap) and the client’s own', () => {
    expect(CODES).toHaveLength(31);
    expect(GATE_CODES).toEqual([
      'AUTH_KEY_NOT_FOUND',
      'AUTH_KEY_INACTIVE',
      'AUTH_SCOPE_UNAUTHORIZED',
      'MLS_PLAN_REQUIRED',
      'MAPPING_SCOPE_UNAUTHORIZED',
      'SKIPTRACE_SCOPE_UNAUTHORIZED',
      'MLS_SUBSCRIPTION_INACTIVE',
      'WALLET_INSUFFICIENT_BALANCE',
      'RATE_LIMIT_EXCEEDED',
      'DAILY_USAGE_EXCEEDED',
      'TEST_KEY_USAGE_EXCEEDED',
      'INTERNAL_ERROR',
    ]);
  });

  it('has a details row for each code of the table and for no other', () => {
    expect(Object.keys(ERROR_DETAILS)).toEqual(CODES);
  });

  it.each(ROWS)('%s declares status, retry rule, message, demo trigger and words', (code, row) => {
    for (const fact of ['layer', 'status', 'retry'] as const) expect(row).toHaveProperty(fact);
    for (const fact of ['message', 'demo', 'words'] as const)
      expect(details(code)).toHaveProperty(fact);
    expect(Number.isInteger(row.status)).toBe(true);
    expect(['never', 'backoff', 'after-retry-after']).toContain(row.retry);
    const { message, words } = details(code);
    if (message !== null) expect(message.length).toBeGreaterThan(10);
    if ('shape' in words) {
      expect(['validation', 'rate-limit', 'server-fault']).toContain(words.shape);
    } else {
      expect(words.title.length).toBeGreaterThan(5);
      expect(words.body.length).toBeGreaterThan(10);
    }
  });

  it.each(GATE_CODES)('gate code %s has a fixed message and a demo key', (code) => {
    expect(details(code).message).toEqual(expect.any(String));
    expect(details(code).demo).not.toBeNull();
  });

  it('validation codes are 400s the user fixes, never retried', () => {
    const validation = ROWS.filter(([, row]) => row.layer === 'validation');
    expect(validation).toHaveLength(12);
    for (const [code, row] of validation) {
      expect(row).toEqual({ layer: 'validation', status: 400, retry: 'never' });
      expect(details(code)).toMatchObject({ demo: null, words: { shape: 'validation' } });
    }
  });

  it('gives each named demo key to one code only', () => {
    const keys = CODES.flatMap((code) => {
      const { demo } = details(code);
      return demo && typeof demo === 'object' ? [demo.key] : [];
    });
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toHaveLength(11);
  });

  it('knows codes by own name only, never an inherited one', () => {
    expect(isErrorCode('RATE_LIMIT_EXCEEDED')).toBe(true);
    expect(isErrorCode('constructor')).toBe(false);
    expect(isErrorCode('__proto__')).toBe(false);
    expect(isErrorCode(undefined)).toBe(false);
  });
});

describe('the error table: every reader answers from the row', () => {
  it.each(GATE_CODES)('the mock answers %s with the row’s status and message', async (code) => {
    const app = new Hono().get('/', (c) => gateError(c, code, 3));
    const response = await app.fetch(new Request('http://mock.test/'));
    const body = (await response.json()) as Record<string, unknown>;
    expect(response.status).toBe(ERROR_TABLE[code].status);
    expect(body).toMatchObject({
      statusCode: ERROR_TABLE[code].status,
      errorCode: code,
      errorMessage: details(code).message,
    });
    expect(response.headers.get('retry-after')).toBe(
      ERROR_TABLE[code].retry === 'after-retry-after' ? '3' : null,
    );
  });

  it.each(GATE_CODES)('the mock’s demo key for %s triggers it', (code) => {
    const { demo } = details(code);
    if (demo === null) throw new Error(`${code} has no demo key`);
    if (demo === 'any-unknown-key') {
      expect(checkKey('no-such-key', 'search', { free: true })).toEqual({ ok: false, code });
      return;
    }
    expect(DEMO_KEYS).toHaveProperty(demo.key);
    // Map pins are paid calls too: every trigger but the MLS-only and skip-only ones fires on them.
    expect(checkKey(demo.key, 'mapping', { free: false }).ok).toBe(
      demo.on === 'mls-calls' || demo.on === 'skip-calls',
    );
    if (demo.on === 'skip-calls') {
      // A key without the skip-trace scope still searches, maps and looks up MLS records.
      expect(checkKey(demo.key, 'search', { free: false }).ok).toBe(true);
      expect(checkKey(demo.key, 'mls', { free: false }).ok).toBe(true);
      expect(checkKey(demo.key, 'skip', { free: false })).toEqual({ ok: false, code });
      return;
    }
    // Skip traces are paid calls: every other trigger but the MLS-only and mapping-only ones fires on them.
    expect(checkKey(demo.key, 'skip', { free: false }).ok).toBe(
      demo.on === 'mls-calls' || demo.on === 'mapping-calls',
    );
    if (demo.on === 'mapping-calls') {
      // A key without the mapping scope still searches and looks up MLS records.
      expect(checkKey(demo.key, 'mls', { free: false }).ok).toBe(true);
      expect(checkKey(demo.key, 'search', { free: false }).ok).toBe(true);
      expect(checkKey(demo.key, 'mapping', { free: false })).toEqual({ ok: false, code });
      return;
    }
    // MLS calls are never free, so every other trigger fires on them.
    expect(checkKey(demo.key, 'mls', { free: false })).toEqual({ ok: false, code });
    // A free count search gets through only where the trigger spares it.
    expect(checkKey(demo.key, 'search', { free: true }).ok).toBe(demo.on !== 'every-call');
    expect(checkKey(demo.key, 'search', { free: false }).ok).toBe(demo.on === 'mls-calls');
  });

  it('the production server describes each failing demo key in the row’s words and status', () => {
    const described = new Map(demoKeyList().map((k) => [k.key, k.description]));
    for (const code of GATE_CODES) {
      const { demo } = details(code);
      if (!demo || demo === 'any-unknown-key') continue;
      expect(described.get(demo.key)).toContain(`${demo.says} (${ERROR_TABLE[code].status})`);
    }
  });

  it.each(ROWS)('the client’s retry policy follows the row for %s', (code, row) => {
    const retried = shouldRetry(0, errorFor(code, { retryAfterMs: 2000 }));
    expect(retried).toBe(row.retry !== 'never');
    if (row.retry === 'after-retry-after') {
      // A wait over a minute is shown to the user, not spent retrying.
      expect(shouldRetry(0, errorFor(code, { retryAfterMs: 120_000 }))).toBe(false);
    }
  });

  const SHAPE_TITLES = {
    validation: 'The service could not run this request',
    'rate-limit': 'Too many requests',
    'server-fault': 'Something went wrong',
  };

  it.each(CODES)('the UI explains %s in the row’s words', (code) => {
    const { words } = details(code);
    const explanation = explainError(errorFor(code, { requestId: 'req_1' }));
    if ('shape' in words) {
      expect(explanation.title).toBe(SHAPE_TITLES[words.shape]);
      return;
    }
    expect(explanation.title).toBe(words.title);
    expect(explanation.action).toBe(words.action);
    expect(explanation.body).not.toMatch(/\{\w+\}/);
    expect(explanation.requestId).toBe(words.showRequestId ? 'req_1' : undefined);
  });

  it('docs/mock.md lists every demo key the table names', () => {
    const mockDoc = readFileSync(new URL('../../../docs/mock.md', import.meta.url), 'utf8');
    for (const code of GATE_CODES) {
      const { demo } = details(code);
      if (!demo || demo === 'any-unknown-key') continue;
      expect(mockDoc, demo.key).toMatch(new RegExp(`\\| \`${demo.key}\` \\| .*${code}`));
    }
  });

  it("README's demo key table names every demo key the table names", () => {
    const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
    const table = readme.slice(readme.indexOf('## Demo keys'), readme.indexOf('## Configuration'));
    for (const code of GATE_CODES) {
      const { demo } = details(code);
      if (!demo || demo === 'any-unknown-key') continue;
      expect(table, demo.key).toMatch(new RegExp(`^\\| .*\`${demo.key}\``, 'm'));
    }
  });
});
