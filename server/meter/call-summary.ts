// What a paid call asked for, in a few words for the ledger ("PropertySearch city=Austin state=TX
// size=50"): the filters' keys and short values. Never the key, never a person: skip-trace items
// (owners' names, phones, emails) are only counted, and any value whose key smells of a person or
// a secret is left out.
import type { MeteredOperation } from './credits-rule';

const MAX_SUMMARY = 200;
const MAX_VALUE = 24;
/** Keys whose values say who someone is or unlock something: only the key is written. */
const PRIVATE_KEY = /name|owner|email|phone|key|token|secret|password|skips/i;

type Body = Record<string, unknown>;

function isObject(value: unknown): value is Body {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function clip(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** A value in a few characters: scalars as they are, arrays by their first items and length. */
function shortValue(value: unknown): string | undefined {
  if (typeof value === 'string') return clip(value.replace(/\s+/g, ' ').trim(), MAX_VALUE);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    if (value.every((v) => typeof v === 'number' || typeof v === 'string')) {
      const head = value.slice(0, 3).map((v) => clip(String(v), 12));
      return value.length > 3 ? `${head.join(',')},…(${value.length})` : head.join(',');
    }
    return `(${value.length})`;
  }
  return undefined;
}

function part(key: string, value: unknown): string {
  if (PRIVATE_KEY.test(key)) return Array.isArray(value) ? `${key}(${value.length})` : key;
  const shown = shortValue(value);
  return shown === undefined ? key : `${key}=${shown}`;
}

/** The ledger's `summary` of a call: the operation, then what it asked, within 200 characters. */
export function callSummary(operation: MeteredOperation, request: unknown): string {
  if (!isObject(request)) return operation;
  if (operation === 'SkipTraceBatchAwait') {
    const items = Array.isArray(request.skips) ? request.skips.length : 0;
    return `${operation} ${items} item${items === 1 ? '' : 's'}`;
  }
  if (operation === 'SkipTrace') return `${operation} 1 item`;
  const parts = Object.entries(request)
    .filter(([, value]) => value !== undefined && value !== null)
    .map(([key, value]) => part(key, value));
  return clip([operation, ...parts].join(' '), MAX_SUMMARY);
}
