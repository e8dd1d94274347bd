// The estimate's words and verdict: what is held and to buy, what is left (month, the team's day
// where tighter, no cap), offline prices, and when a pull asks or would be refused.
import { describe, expect, it, vi } from 'vitest';
import type { AllowanceAnswer } from './contract';
import { estimateSpend, estimateWords, loadEstimate, verdictWords } from './spend-estimate';

const RESETS = '2026-12-01T00:00:00.000Z';

function allowance(
  monthlyLeft: number | null,
  dailyLeft: number | null = null,
  extra: Partial<AllowanceAnswer> = {},
): AllowanceAnswer {
  const cap = (left: number | null) => ({
    cap: left === null ? null : left + 100,
    used: left === null ? 0 : 100,
    left,
    resetsAt: RESETS,
  });
  return {
    monthly: cap(monthlyLeft),
    daily: cap(dailyLeft),
    confirmAboveCredits: 1000,
    prices: 'service',
    ...extra,
  };
}

describe('estimateWords', () => {
  it('says what is held, what is bought and what is left this month', () => {
    const estimate = estimateSpend({ records: 2300, held: 1840 }, allowance(4200));
    expect(estimateWords(estimate)).toBe(
      '1,840 of 2,300 already held, 460 to buy ≈ 460 credits; you have 4,200 left this month',
    );
    expect(estimate.verdict).toBe('go');
    expect(verdictWords(estimate)).toBe('');
  });

  it('keeps the held words of a list the team has whole, and of one it has none of', () => {
    expect(estimateWords(estimateSpend({ records: 648, held: 648 }, allowance(null)))).toBe(
      'All 648 already held: no credits; no spending cap applies',
    );
    expect(estimateWords(estimateSpend({ records: 648, held: 0 }, allowance(null)))).toMatch(
      /^0 of 648 already held, 648 to buy ≈ 648 credits/,
    );
  });

  it('without ids everything is bought; the team’s day is named where it leaves less', () => {
    const estimate = estimateSpend({ records: 300, held: null }, allowance(4200, 900));
    expect(estimateWords(estimate)).toBe(
      '300 to buy ≈ 300 credits; you have 4,200 left this month, the team 900 today',
    );
    expect(estimateWords(estimateSpend({ records: 1, held: null }, allowance(null, 50)))).toBe(
      '1 to buy ≈ 1 credit; the team has 50 left today (no monthly cap)',
    );
  });

  it('marks offline prices as estimated', () => {
    const estimate = estimateSpend(
      { records: 10, held: null },
      allowance(null, null, { prices: 'offline' }),
    );
    expect(estimateWords(estimate)).toBe(
      '10 to buy ≈ 10 credits; no spending cap applies (estimated: offline prices)',
    );
  });
});

describe('the verdict', () => {
  it('is free when nothing is bought, go at or below the threshold, ask above it', () => {
    expect(estimateSpend({ records: 5, held: 5 }, allowance(0)).verdict).toBe('free');
    expect(estimateSpend({ records: 1000, held: null }, allowance(null)).verdict).toBe('go');
    const ask = estimateSpend({ records: 1001, held: null }, allowance(null));
    expect(ask.verdict).toBe('ask');
    expect(verdictWords(ask)).toMatch(/more than 1,000 credits, the team’s limit/);
  });

  it('refuses a pull past what the tighter cap leaves, and says which', () => {
    const month = estimateSpend({ records: 500, held: null }, allowance(380, 5000));
    expect(month.verdict).toBe('refused');
    expect(verdictWords(month)).toBe(
      '500 credits is more than the 380 credits you have left this month: the server would refuse it, so nothing will be fetched.',
    );
    const day = estimateSpend({ records: 200, held: null }, allowance(4000, 180));
    expect(day.verdict).toBe('refused');
    expect(verdictWords(day)).toMatch(/the 180 credits the team has left today/);
  });
});

describe('loadEstimate', () => {
  it('asks the store which ids it holds and the allowance (free calls), at most `records` bought', async () => {
    const store = {
      held: vi.fn(async (ids: string[]) => ({
        held: ids.slice(0, 3),
        missing: ids.slice(3),
        freshnessDays: 30,
      })),
      allowance: vi.fn(async () => allowance(100)),
    };
    const all = await loadEstimate(store, { records: 10, ids: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] });
    expect(all).toMatchObject({ held: 3, toBuy: 7, verdict: 'go' });
    // An export limited to 5 rows buys at most 5.
    const limited = await loadEstimate(store, { records: 5, ids: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] });
    expect(limited.toBuy).toBe(5);
    // No ids: the store is not asked what it holds.
    store.held.mockClear();
    expect(await loadEstimate(store, { records: 40 })).toMatchObject({ held: null, toBuy: 40 });
    expect(store.held).not.toHaveBeenCalled();
  });
});
