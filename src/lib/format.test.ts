import { describe, expect, it } from 'vitest';
import {
  formatCompactMoney,
  formatDate,
  formatInteger,
  formatMoney,
  formatPercent,
  formatRowRange,
  isoDay,
  MISSING,
  slugify,
} from './format';
import { pluralize } from './plural';

describe('number formatting', () => {
  it('formats money without cents, from numbers and digit strings', () => {
    expect(formatMoney(425000)).toBe('$425,000');
    expect(formatMoney('189500')).toBe('$189,500');
    expect(formatMoney(-12000)).toBe('-$12,000');
  });

  it('shows a dash for missing or non-numeric values', () => {
    expect(formatMoney(null)).toBe(MISSING);
    expect(formatMoney(undefined)).toBe(MISSING);
    expect(formatMoney('')).toBe(MISSING);
    expect(formatInteger('n/a')).toBe(MISSING);
    expect(formatPercent(Number.NaN)).toBe(MISSING);
  });

  it('formats integers, percents and compact money', () => {
    expect(formatInteger(12345)).toBe('12,345');
    expect(formatPercent(42)).toBe('42%');
    expect(formatCompactMoney(1_250_000)).toBe('$1.3M');
  });
});

describe('formatDate', () => {
  it('formats ISO dates in UTC so the day never shifts', () => {
    expect(formatDate('2024-03-01')).toBe('Mar 1, 2024');
    expect(formatDate('2026-11-21T00:00:00Z')).toBe('Nov 21, 2026');
  });

  it('passes unknown text through and dashes empty values', () => {
    expect(formatDate('sometime')).toBe('sometime');
    expect(formatDate('')).toBe(MISSING);
    expect(formatDate(null)).toBe(MISSING);
  });
});

describe('formatRowRange', () => {
  it('reads "1–50 of 12,345"', () => {
    expect(formatRowRange(0, 50, 12345)).toBe('1–50 of 12,345');
    expect(formatRowRange(12300, 45, 12345)).toBe('12,301–12,345 of 12,345');
  });

  it('reads "0 of 0" for an empty result', () => {
    expect(formatRowRange(0, 0, 0)).toBe('0 of 0');
  });
});

describe('small helpers', () => {
  it('pluralizes with thousands separators', () => {
    expect(pluralize(1, 'lead')).toBe('1 lead');
    expect(pluralize(1200, 'lead')).toBe('1,200 leads');
    expect(pluralize(2, 'match', 'matches')).toBe('2 matches');
  });

  it('slugifies to lowercase ascii words', () => {
    expect(slugify('Austin, TX · Absentee owner')).toBe('austin-tx-absentee-owner');
    expect(slugify('  Café Olé!  ')).toBe('cafe-ole');
  });

  it('gives local YYYY-MM-DD', () => {
    expect(isoDay(new Date(2026, 10, 1))).toBe('2026-11-01');
  });
});
