// The trace's estimate from free calls: traced leads left out, records not held priced, the caps'
// verdict on the worst case (every owner matched), and the sentence the dialog shows.
import { describe, expect, it, vi } from 'vitest';
import type { AllowanceAnswer } from '../../../api/app-store/contract';
import { planTrace, traceCostWords, type TraceStore } from './trace-plan';

const RESETS = '2026-12-01T00:00:00.000Z';

function allowance(monthlyLeft: number | null, confirmAboveCredits = 1000): AllowanceAnswer {
  return {
    monthly: {
      cap: monthlyLeft === null ? null : 5000,
      used: 0,
      left: monthlyLeft,
      resetsAt: RESETS,
    },
    daily: { cap: null, used: 0, left: null, resetsAt: RESETS },
    confirmAboveCredits,
    prices: 'offline',
  };
}

function storeOf(traced: number[], notHeld: number[], left: number | null = 4200, above = 1000) {
  return {
    traced: vi.fn(async (ids: string[]) => ({
      traced: ids.filter((id) => traced.includes(Number(id))),
      untraced: ids.filter((id) => !traced.includes(Number(id))),
      freshnessDays: 90,
    })),
    held: vi.fn(async (ids: string[]) => ({
      held: ids.filter((id) => !notHeld.includes(Number(id))),
      missing: ids.filter((id) => notHeld.includes(Number(id))),
      freshnessDays: 30,
    })),
    allowance: vi.fn(async () => allowance(left, above)),
  } satisfies TraceStore;
}

const range = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);

describe('planTrace', () => {
  it('leaves out what is traced, and prices the rest per match plus the records to read', async () => {
    const ids = range(1, 2300);
    const store = storeOf(range(1, 1840), [2299, 2300]);
    const plan = await planTrace(store, [...ids, 5]);
    expect(plan.total).toBe(2300);
    expect(plan.traced).toBe(1840);
    expect(plan.toTrace).toEqual(range(1841, 460));
    expect(plan.recordsToBuy).toBe(2);
    // Only the untraced are asked about held records.
    expect(store.held).toHaveBeenCalledWith(range(1841, 460).map(String));
    expect(plan.estimate.toBuy).toBe(462);
    expect(plan.estimate.verdict).toBe('go');
    expect(traceCostWords(plan)).toBe(
      '1,840 already traced, 460 to trace: up to 460 credits, charged per match, and 2 records to read first: 2 credits',
    );
  });

  it('says so when every lead is traced: nothing to buy, no held call', async () => {
    const store = storeOf(range(1, 250), []);
    const plan = await planTrace(store, range(1, 250));
    expect(plan.toTrace).toEqual([]);
    expect(plan.estimate.verdict).toBe('free');
    expect(store.held).not.toHaveBeenCalled();
    expect(traceCostWords(plan)).toBe('All 250 already traced: no credits');
  });

  it('asks above the team’s threshold and refuses past what is left', async () => {
    const ask = await planTrace(storeOf([], [], 4200, 100), range(1, 250));
    expect(traceCostWords(ask)).toBe(
      '0 already traced, 250 to trace: up to 250 credits, charged per match',
    );
    expect(ask.estimate.verdict).toBe('ask');
    const refused = await planTrace(storeOf([], [], 40), range(1, 250));
    expect(refused.estimate.verdict).toBe('refused');
  });
});
