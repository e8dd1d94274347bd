// Defensive readers for SearchQuery fields: text, numbers, booleans, scalar-or-array lists, dates.
import { dayFromIso } from '../dataset/dates';
import type { SearchQuery } from './types';

/** Trimmed, lower-cased text, or undefined when absent or blank. Numbers are accepted as text. */
export function text(q: SearchQuery, key: string): string | undefined {
  const v = q[key];
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  if (typeof v !== 'string') return undefined;
  const t = v.trim().toLowerCase();
  return t === '' ? undefined : t;
}

export function num(q: SearchQuery, key: string): number | undefined {
  const v = q[key];
  if (typeof v === 'number' && Number.isFinite(v)) return v;
  if (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))) return Number(v);
  return undefined;
}

/** true / false when given as a boolean, otherwise undefined (the filter is off). */
export function flag(q: SearchQuery, key: string): boolean | undefined {
  const v = q[key];
  return typeof v === 'boolean' ? v : undefined;
}

/**
 * A scalar-or-array field as a list of trimmed, lower-cased strings. Undefined when absent or
 * when the list is empty (an empty list is treated as no filter).
 */
export function textList(q: SearchQuery, key: string): string[] | undefined {
  const v = q[key];
  const items = Array.isArray(v) ? (v as unknown[]) : v === undefined || v === null ? [] : [v];
  const out: string[] = [];
  for (const item of items) {
    if (typeof item === 'string' && item.trim() !== '') out.push(item.trim().toLowerCase());
    else if (typeof item === 'number' && Number.isFinite(item)) out.push(String(item));
  }
  return out.length > 0 ? out : undefined;
}

/** A scalar-or-array field as a list of numbers (numeric strings allowed). */
export function numList(q: SearchQuery, key: string): number[] | undefined {
  const v = q[key];
  const items = Array.isArray(v) ? (v as unknown[]) : v === undefined || v === null ? [] : [v];
  const out: number[] = [];
  for (const item of items) {
    const n = typeof item === 'string' && item.trim() !== '' ? Number(item) : item;
    if (typeof n === 'number' && Number.isFinite(n)) out.push(n);
  }
  return out.length > 0 ? out : undefined;
}

/** A YYYY-MM-DD field as a day number; NaN (never matching) when it is not a date. */
export function date(q: SearchQuery, key: string): number | undefined {
  const v = q[key];
  if (typeof v !== 'string' || v.trim() === '') return undefined;
  return dayFromIso(v.trim());
}

/** Comparison operator of a value+operator pair; absent means gte (our decision). */
export type Operator = 'lt' | 'lte' | 'gt' | 'gte';
export function operator(q: SearchQuery, key: string): Operator {
  const v = q[key];
  return v === 'lt' || v === 'lte' || v === 'gt' || v === 'gte' ? v : 'gte';
}

/** Inclusive [lo, hi] bounds equivalent to `value <op> x` for integer-valued columns. */
export function operatorBounds(op: Operator, x: number): [number, number] {
  switch (op) {
    case 'lt':
      return [-Infinity, Math.ceil(x) - 1];
    case 'lte':
      return [-Infinity, Math.floor(x)];
    case 'gt':
      return [Math.floor(x) + 1, Infinity];
    default:
      return [Math.ceil(x), Infinity];
  }
}
