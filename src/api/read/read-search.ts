// Reads PropertySearch answers (list, count, summary, ids_only) the way the real service may send
// them: the envelope is checked by hand for the one thing the app cannot do without (a `data`
// array), everything else has a documented fallback, and list records are read one by one.
import type { PropertyRecord } from '../contract/property-record';
import { propertyRecordReader } from '../contract/property-record-reader';
import type { LeadSummary } from '../contract/search-response';
import { SUMMARY_COUNT_KEYS } from '../contract/lead-types';
import { readPropertyRecordFast } from './fast-property-reader';
import { readRecords, type SkippedRecord } from './read-records';

/** The envelope fields the app uses, after the fallbacks below. */
export interface SearchEnvelope {
  live?: boolean | undefined;
  /** The echo of the request; {} when the service sent none. */
  input: Record<string, unknown>;
  /** Total matches (see `countOf` for the fallbacks). */
  resultCount: number;
}

export interface SearchListPage extends SearchEnvelope {
  data: PropertyRecord[];
  /**
   * The offset this page was asked for (the request's resultIndex). The pager numbers rows from
   * this, never from the answer's resultIndex: the vendor's examples return offset + recordCount.
   */
  offset: number;
  /** Records the service sent that could not be read; the rest are in `data`. */
  skipped: SkippedRecord[];
}

export type SearchCountAnswer = SearchEnvelope;

export interface SearchIdsAnswer extends SearchEnvelope {
  /** Property ids as numbers: the type the request's `ids` field takes them back in. */
  data: number[];
}

export interface SearchSummaryAnswer extends SearchEnvelope {
  summary: LeadSummary;
}

/** Why an answer cannot be used at all; the client turns it into an INVALID_RESPONSE error. */
export class UnreadableAnswer extends Error {
  override readonly name = 'UnreadableAnswer';
}

type Body = Record<string, unknown>;

function isObject(value: unknown): value is Body {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A count the vendor may send as a number or a string of digits; anything else is unknown. */
export function readCount(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isInteger(value) && value >= 0 ? value : undefined;
  if (typeof value === 'string' && /^\d+$/.test(value)) return Number(value);
  return undefined;
}

/** The envelope with a `data` array, or UnreadableAnswer: the one thing the app cannot do without. */
function envelopeOf(body: unknown, operation: string): { body: Body; data: unknown[] } {
  if (!isObject(body)) throw new UnreadableAnswer(`${operation}: the answer is not a JSON object`);
  if (!Array.isArray(body.data))
    throw new UnreadableAnswer(`${operation}: the answer has no "data" array`);
  return { body, data: body.data };
}

/**
 * Total matches: resultCount; else recordCount (published envelopes without resultCount); else the
 * records the answer holds, so an envelope without either still says "at least these".
 */
function countOf(body: Body, fallback: number): number {
  return readCount(body.resultCount) ?? readCount(body.recordCount) ?? fallback;
}

function baseOf(body: Body, resultCount: number): SearchEnvelope {
  return {
    ...(typeof body.live === 'boolean' ? { live: body.live } : {}),
    input: isObject(body.input) ? body.input : {},
    resultCount,
  };
}

/** A list page: records read one by one, the pager's offset taken from the request. */
export function readSearchList(body: unknown, offset: number): SearchListPage {
  const { body: envelope, data } = envelopeOf(body, 'PropertySearch');
  const { records, skipped } = readRecords(propertyRecordReader, data, {
    source: 'PropertySearch',
    fast: readPropertyRecordFast,
  });
  const onPage = records.length + skipped.length;
  return {
    ...baseOf(envelope, countOf(envelope, offset + onPage)),
    data: records,
    offset,
    skipped,
  };
}

/** count: true. `data` is [] from the mock and [{}] in the vendor's example: either is fine. */
export function readSearchCount(body: unknown): SearchCountAnswer {
  const { body: envelope } = envelopeOf(body, 'PropertySearch count');
  return baseOf(envelope, countOf(envelope, 0));
}

/** ids_only: true. Ids may come as numbers or digit strings; anything else is left out. */
export function readSearchIds(body: unknown): SearchIdsAnswer {
  const { body: envelope, data } = envelopeOf(body, 'PropertySearch ids_only');
  const ids: number[] = [];
  let unreadable = 0;
  for (const item of data) {
    const id = readCount(item);
    if (id === undefined) unreadable += 1;
    else ids.push(id);
  }
  if (unreadable > 0)
    console.warn(
      `PropertySearch ids_only: ${unreadable} ids were not whole numbers and are left out.`,
    );
  return { ...baseOf(envelope, countOf(envelope, ids.length)), data: ids };
}

/**
 * summary: true. Without a `summary` object there is nothing to show (UnreadableAnswer); inside
 * it a missing or null total reads as 0 and a missing median as "no median".
 */
export function readSearchSummary(body: unknown): SearchSummaryAnswer {
  const { body: envelope, data } = envelopeOf(body, 'PropertySearch summary');
  const raw = envelope.summary;
  if (!isObject(raw))
    throw new UnreadableAnswer('PropertySearch summary: the answer has no "summary" object');
  const summary = { ...raw } as Record<string, unknown>;
  for (const key of SUMMARY_COUNT_KEYS) summary[key] = readCount(raw[key]) ?? 0;
  for (const key of ['medianListingPrice', 'medianDaysOnMarket'] as const) {
    const value = raw[key];
    summary[key] =
      typeof value === 'number'
        ? value
        : typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))
          ? Number(value)
          : null;
  }
  return {
    ...baseOf(envelope, countOf(envelope, data.length)),
    summary: summary as LeadSummary,
  };
}
