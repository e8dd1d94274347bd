// What a list's records cost before it opens: held ones are free, only the missing ones are
// bought. (Serving them is the app's server's: server/held/answer-by-ids.ts.)
import { describe, expect, it, vi } from 'vitest';
import { heldWords, planPull } from './held-records';

function fakeStore(held: number[]) {
  return {
    held: vi.fn(async (ids: string[]) => ({
      held: ids.filter((id) => held.includes(Number(id))),
      missing: ids.filter((id) => !held.includes(Number(id))),
      freshnessDays: 30,
    })),
  };
}

describe('planPull and heldWords', () => {
  it('counts held and missing over the unique ids and says what it costs', async () => {
    const store = fakeStore([1, 2, 3]);
    const plan = await planPull(store, [1, 2, 3, 4, 4, 5]);
    expect(plan).toEqual({ total: 5, held: 3, missing: 2, freshnessDays: 30 });
    expect(heldWords(plan)).toBe('3 of 5 already held: 2 credits');
    expect(heldWords({ total: 2300, held: 1840, missing: 460, freshnessDays: 30 })).toBe(
      '1,840 of 2,300 already held: 460 credits',
    );
    expect(heldWords({ total: 1, held: 0, missing: 1, freshnessDays: 30 })).toBe(
      '0 of 1 already held: 1 credit',
    );
    expect(heldWords({ total: 648, held: 648, missing: 0, freshnessDays: 30 })).toBe(
      'All 648 already held: no credits',
    );
  });
});
