// Display formatting for numbers, money, dates and ranges; one place so every screen reads the same
// (counts of things, which the first screen needs, are plural.ts's).

import { integerFormat } from './plural';

const moneyFormat = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});
const compactMoneyFormat = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  maximumFractionDigits: 1,
});
const dateFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  // ISO dates carry no zone; formatting them in UTC keeps "2024-03-01" from showing as Feb 29.
  timeZone: 'UTC',
});

/** An en dash stands in for a missing value, so empty cells still read as "no data". */
export const MISSING = '—';

function toNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  // The service sends some amounts as digit strings (lastSaleAmount, medianIncome, suggestedRent).
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value);
    return Number.isFinite(n) ? n : undefined;
  }
  return undefined;
}

export function formatInteger(value: unknown): string {
  const n = toNumber(value);
  return n === undefined ? MISSING : integerFormat.format(n);
}

export function formatMoney(value: unknown): string {
  const n = toNumber(value);
  return n === undefined ? MISSING : moneyFormat.format(n);
}

/** "$1.2M": for tight spaces such as summary tiles. */
export function formatCompactMoney(value: unknown): string {
  const n = toNumber(value);
  return n === undefined ? MISSING : compactMoneyFormat.format(n);
}

export function formatPercent(value: unknown): string {
  const n = toNumber(value);
  return n === undefined ? MISSING : `${integerFormat.format(n)}%`;
}

/** Formats an ISO `YYYY-MM-DD` date as "Mar 1, 2024"; anything else passes through unchanged. */
export function formatDate(value: unknown): string {
  if (typeof value !== 'string' || value === '') return MISSING;
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return value;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return Number.isNaN(date.getTime()) ? value : dateFormat.format(date);
}

/** A Date as local `YYYY-MM-DD`, e.g. for file names. */
export function isoDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** "1–50 of 12,345" for a page that starts at `start` (0-based) and holds `count` rows. */
export function formatRowRange(start: number, count: number, total: number): string {
  if (total === 0 || count === 0) return `0 of ${integerFormat.format(total)}`;
  return `${integerFormat.format(start + 1)}–${integerFormat.format(start + count)} of ${integerFormat.format(total)}`;
}

/** Lowercase ASCII words joined by hyphens: a safe file-name part. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
