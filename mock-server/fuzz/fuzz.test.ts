// Property test: thousands of generated requests through app.fetch never get a 5xx, a non-JSON answer or an oversized one.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createMockService } from '../app';
import { DEMO_KEYS } from '../keys';
import type { PropertyStore } from '../property-store';
import { TEST_CONFIG } from '../test-helpers';
import { FUZZ_OPERATIONS, type FuzzOperation } from './fuzz-operations';

const MIN_REQUESTS = 10_000;
/**
 * Requests per operation: the 10,000 a run must send, shared by the operations (1,429 each for
 * seven). FUZZ_RUNS_PER_OPERATION asks for a longer hunt (e.g. 20000, a few minutes), never less.
 */
const RUNS_PER_OPERATION = Math.max(
  Math.ceil(MIN_REQUESTS / FUZZ_OPERATIONS.length),
  Number(process.env.FUZZ_RUNS_PER_OPERATION) || 0,
);

/** The bound on an error body: twice the input plus 64 KB. */
const ERROR_SLACK_BYTES = 64 * 1024;
/** A success may carry records too; no record of the mock comes near this. */
const BYTES_PER_RECORD = 16 * 1024;

// A small dataset keeps each search cheap; slow keys answer at once.
const service = createMockService({ ...TEST_CONFIG, properties: 1500, slowMs: 0 });

/** Every demo key except the one whose whole point is a 500, built-in names, noise, and none. */
const apiKey = fc.oneof(
  { weight: 6, arbitrary: fc.constant('demo') },
  {
    weight: 3,
    arbitrary: fc.constantFrom(...Object.keys(DEMO_KEYS).filter((k) => k !== 'demo-error-500')),
  },
  { weight: 1, arbitrary: fc.constantFrom('__proto__', 'constructor', 'toString', '', ' demo') },
  { weight: 1, arbitrary: fc.string({ maxLength: 10 }) },
  { weight: 1, arbitrary: fc.constant(undefined) },
);

const contentType = fc.oneof(
  { weight: 20, arbitrary: fc.constant('application/json') },
  fc.constantFrom('text/plain', 'application/vnd.api+json', 'application/json; charset=utf-8'),
  fc.constant(undefined),
);

let sent = 0;

/** Situs and mailing parts of the first records: skip items that find real properties. */
function skipItemsOf(store: PropertyStore): Record<string, string>[] {
  return Array.from({ length: 40 }, (_, row) => store.record(row)).flatMap(
    (r): Record<string, string>[] => [
      {
        address: r.address.street,
        city: r.address.city,
        state: r.address.state,
        zip: r.address.zip,
      },
      {
        mail_address: r.mailAddress.street,
        mail_city: r.mailAddress.city,
        mail_state: r.mailAddress.state,
      },
    ],
  );
}

async function send(op: FuzzOperation, raw: string, key?: string, type?: string) {
  const headers: Record<string, string> = {};
  if (key !== undefined) headers['x-api-key'] = key;
  if (type !== undefined) headers['content-type'] = type;
  const response = await service.app.fetch(
    new Request(`http://mock.test${op.path}`, { method: 'POST', headers, body: raw }),
  );
  sent++;
  return { response, text: await response.text() };
}

function parsedOrUndefined(raw: string): unknown {
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

/** Why this answer breaks the rules, or undefined when it keeps them. */
function problemWith(op: FuzzOperation, raw: string, status: number, type: string, text: string) {
  if (status >= 500) return `answered ${status}: ${text.slice(0, 300)}`;
  if (!/^application\/json/.test(type)) return `answered ${type || 'no content type'}`;
  let answer: { data?: unknown };
  try {
    answer = JSON.parse(text) as { data?: unknown };
  } catch {
    return `answered text that is not JSON: ${text.slice(0, 100)}`;
  }
  const inputBytes = Buffer.byteLength(raw);
  const bytes = Buffer.byteLength(text);
  const base = 2 * inputBytes + ERROR_SLACK_BYTES;
  if (status >= 400) {
    const limit = base + (op.errorAllowance?.(parsedOrUndefined(raw)) ?? 0);
    if (bytes > limit) return `a ${status} of ${bytes} bytes for ${inputBytes} in (limit ${limit})`;
  } else {
    const records = Array.isArray(answer.data) ? answer.data.length : 1;
    const limit = base + records * BYTES_PER_RECORD;
    if (bytes > limit)
      return `a ${status} of ${bytes} bytes for ${records} records (limit ${limit})`;
  }
  return undefined;
}

describe('fuzz: generated requests through app.fetch', () => {
  it.each(FUZZ_OPERATIONS.map((op) => [op.name, op] as const))(
    '%s: no 5xx, always JSON, never oversized',
    async (_name, op) => {
      const store = await service.ctx.store;
      const data = {
        firstId: store.idOfRow(0),
        count: store.size,
        skipItems: skipItemsOf(store),
      };
      await fc.assert(
        fc.asyncProperty(op.body(data), apiKey, contentType, async (raw, key, type) => {
          const { response, text } = await send(op, raw, key, type);
          const problem = problemWith(
            op,
            raw,
            response.status,
            response.headers.get('content-type') ?? '',
            text,
          );
          if (problem) throw new Error(`${op.path}: ${problem}`);
        }),
        { numRuns: RUNS_PER_OPERATION },
      );
    },
    // A bound, not a goal: a run takes a fraction of this on a busy 2-core machine.
    120_000,
  );

  // Last in the file (tests run in order): the runs really happened, none stopped early.
  it(`sent at least ${MIN_REQUESTS} requests`, () => {
    expect(sent).toBeGreaterThanOrEqual(MIN_REQUESTS);
  });
});
