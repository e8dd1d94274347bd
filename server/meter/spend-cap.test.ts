// The words of a refused call: what is used of which cap, what the pull could cost, when it lifts.
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { capResetsAt, spendCapMessage, spendCapReached } from './spend-cap';

const NOV_25_1910 = Date.parse('2026-11-25T19:10:00Z');

describe('a refused call’s words', () => {
  it('says the member’s month: used, cap, cost, and the first of next month', () => {
    expect(spendCapMessage({ cap: 'monthly', used: 100, limit: 100, cost: 50 }, NOV_25_1910)).toBe(
      'You have used 100 of your 100 monthly credits; this pull could cost 50. The cap resets on 1 Dec at 00:00 UTC.',
    );
    expect(capResetsAt('monthly', Date.parse('2026-12-31T23:59:00Z')).toISOString()).toBe(
      '2027-01-01T00:00:00.000Z',
    );
  });

  it('says the team’s day, and how long until midnight UTC', () => {
    expect(
      spendCapMessage({ cap: 'daily', used: 1200, limit: 2000, cost: 1000 }, NOV_25_1910),
    ).toBe(
      'The team has used 1,200 of its 2,000 daily credits; this pull could cost 1,000. The cap resets at midnight UTC (in about 5 hours).',
    );
  });

  it('answers 402 SPEND_CAP_REACHED in the server’s error shape, with the facts beside', async () => {
    const app = new Hono().get('/', (c) =>
      spendCapReached(c, { cap: 'monthly', used: 90, limit: 100, cost: 50 }, NOV_25_1910),
    );
    const response = await app.fetch(new Request('http://app.test/'));
    expect(response.status).toBe(402);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({
      statusCode: 402,
      error: 'Payment Required',
      errorCode: 'SPEND_CAP_REACHED',
      message:
        'You have used 90 of your 100 monthly credits; this pull could cost 50. The cap resets on 1 Dec at 00:00 UTC.',
      spendCap: {
        cap: 'monthly',
        used: 90,
        limit: 100,
        cost: 50,
        resetsAt: '2026-12-01T00:00:00.000Z',
      },
    });
  });
});
