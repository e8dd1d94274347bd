import { describe, expect, it } from 'vitest';
import {
  capShare,
  chartSummary,
  creditsWords,
  dailyCapWords,
  monthlyCapWords,
  timeLeft,
} from './usage-words';

const NOW = Date.parse('2025-03-14T17:48:00Z');
const MIDNIGHT = '2025-03-15T00:00:00.000Z';

describe('usage words', () => {
  it('never counts unknown credits as 0', () => {
    expect(creditsWords(1240, 0)).toBe('1,240');
    expect(creditsWords(0, 2)).toBe('0 + 2 unknown');
  });

  it('says the time left until a reset', () => {
    expect(timeLeft(MIDNIGHT, NOW)).toBe('6 h 12 min');
    expect(timeLeft(MIDNIGHT, Date.parse('2025-03-14T23:50:30Z'))).toBe('9 min');
    expect(timeLeft(MIDNIGHT, Date.parse('2025-03-14T23:59:30Z'))).toBe('under a minute');
    expect(timeLeft('2025-04-01T00:00:00.000Z', NOW)).toBe('17 days 6 h');
  });

  it('says where a cap stands', () => {
    const month = { cap: 1000, used: 412, resetsAt: '2025-04-01T00:00:00.000Z' };
    expect(monthlyCapWords(month)).toBe('412 of 1,000 monthly credits');
    expect(monthlyCapWords({ ...month, cap: null })).toBe('412 credits; no monthly cap');
    const day = { cap: 5000, used: 1240, resetsAt: MIDNIGHT };
    expect(dailyCapWords(day, NOW)).toBe('1,240 of 5,000 credits; resets in 6 h 12 min');
    expect(capShare(day)).toBeCloseTo(0.248);
    expect(capShare({ ...day, cap: 0 })).toBe(1);
    expect(capShare({ ...day, cap: null })).toBeUndefined();
  });

  it('sums up the chart for its label', () => {
    expect(
      chartSummary([
        { day: '2025-03-01', credits: 0, unknownCalls: 0 },
        { day: '2025-03-02', credits: 120, unknownCalls: 0 },
        { day: '2025-03-03', credits: 3, unknownCalls: 1 },
      ]),
    ).toBe(
      'Credits by day, Mar 1 – Mar 3: 123 credits over 2 days with spend; the most on Mar 2 (120).',
    );
    expect(chartSummary([{ day: '2025-03-01', credits: 0, unknownCalls: 0 }])).toBe(
      'Credits by day, Mar 1: none spent.',
    );
  });
});
