// Reads MLSDetail and MLSDetailBulk answers. The envelope is read here, tolerantly (statusCode,
// recordCount or statusMessage may be absent or differ); the record inside is checked by whatever
// MLS record schema the contract exports (mls-response.ts), bulk records one by one.
import { z } from 'zod';
import type { BulkErrorItem } from '../contract/errors';
import type { MlsBulkItem, MlsDetailResponse } from '../contract/mls-response';
import {
  propertyAddressReader,
  propertyRecordReaderObject,
  withPropertyIds,
} from '../contract/property-record-reader';
import { readCount, UnreadableAnswer } from './read-search';
import { readRecords, type SkippedRecord } from './read-records';

type Body = Record<string, unknown>;

function isObject(value: unknown): value is Body {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function warningsOf(body: Body): string[] | undefined {
  const w = body.warnings;
  return Array.isArray(w) ? w.filter((x): x is string => typeof x === 'string') : undefined;
}

/**
 * The cross-sold fallback's record is a public-record property detail. The vendor's PropertyDetail
 * root (RealEstateApi/docs "reference/Response Schemas/response-schemas.md", PropertyDetailAPI)
 * differs from a search record: `id` is a number and there may be no `propertyId`, `equity` is an
 * amount rather than a flag, and the address lives in `propertyInfo.address`. Read with the
 * tolerant property reader and lift the address.
 */
const fallbackRecordReader = propertyRecordReaderObject
  .extend({
    equity: z.union([z.boolean(), z.number()]).nullable().optional(),
    public: z.record(z.string(), z.unknown()).nullable().optional().catch(undefined),
  })
  .transform((record, ctx) => {
    const out = withPropertyIds(record, ctx);
    if (out === z.NEVER) return z.NEVER;
    const info = (out as Body).propertyInfo;
    if (!out.address && isObject(info) && isObject(info.address)) {
      const lifted = propertyAddressReader.safeParse(info.address);
      if (lifted.success) out.address = lifted.data;
    }
    return out;
  });

type FallbackAnswer = Extract<MlsDetailResponse, { dataSource: 'public_record' }>;
type HitAnswer = Exclude<MlsDetailResponse, FallbackAnswer>;

function invalid(operation: string, path: string, problem: string): UnreadableAnswer {
  return new UnreadableAnswer(`${operation}: ${path ? `${path}: ` : ''}${problem}`);
}

/** One MLS record, or the public-record fallback. */
export function readMlsDetail(body: unknown, recordSchema: z.ZodType): MlsDetailResponse {
  if (!isObject(body) || !isObject(body.data))
    throw invalid('MLSDetail', '', 'the answer has no "data" object');
  const warnings = warningsOf(body);
  if (body.dataSource === 'public_record') {
    const record = fallbackRecordReader.safeParse(body.data);
    if (!record.success) {
      const issue = record.error.issues[0];
      throw invalid(
        'MLSDetail fallback',
        `data.${issue?.path.join('.') ?? ''}`,
        issue?.message ?? '',
      );
    }
    const answer = {
      statusCode: 200,
      dataSource: 'public_record',
      recordCount: 1,
      data: record.data,
      ...(warnings ? { warnings } : {}),
    };
    return answer as unknown as FallbackAnswer;
  }
  const record = recordSchema.safeParse(body.data);
  if (!record.success) {
    const issue = record.error.issues[0];
    throw invalid('MLSDetail', `data.${issue?.path.join('.') ?? ''}`, issue?.message ?? '');
  }
  const answer = {
    statusCode: 200,
    recordCount: 1,
    ...(body.dataSource === 'mls' ? { dataSource: 'mls' } : {}),
    data: record.data,
    ...(warnings ? { warnings } : {}),
  };
  return answer as HitAnswer;
}

/** A per-position error object (§2.7); the id may come as a digit string. */
const bulkErrorReader = z
  .looseObject({
    id: z.union([z.number(), z.string(), z.null()]).optional(),
    match: z.literal(false).optional(),
    error: z.literal(true),
    errorMessage: z.string().optional(),
  })
  .transform((item): BulkErrorItem => ({
    id: item.id == null ? null : (readCount(item.id) ?? null),
    match: false,
    error: true,
    errorMessage: item.errorMessage ?? 'The service found no listing for this id.',
  }));

export interface MlsBulkRead {
  recordCount: number;
  data: MlsBulkItem[];
  warnings?: string[] | undefined;
  skipped: SkippedRecord[];
}

/** Bulk items in request order; an unreadable record keeps its position as an error object. */
export function readMlsBulk(body: unknown, recordSchema: z.ZodType): MlsBulkRead {
  if (!isObject(body) || !Array.isArray(body.data))
    throw invalid('MLSDetailBulk', '', 'the answer has no "data" array');
  // An item flagged as an error is an error object, never a record (§2.7).
  const itemSchema = z.union([
    bulkErrorReader,
    z
      .custom<Body>((v) => isObject(v) && v.error !== true, 'not a record')
      .pipe(recordSchema as z.ZodType<unknown, Body>),
  ]);
  const { records, skipped } = readRecords(itemSchema, body.data, {
    source: 'MLSDetailBulk',
    keepEmptyObjects: true,
    standIn: (): BulkErrorItem => ({
      id: null,
      match: false,
      error: true,
      errorMessage: 'The service sent this listing in a form this app could not read.',
    }),
  });
  const data = records as MlsBulkItem[];
  const matched = data.filter((item) => !('error' in item && item.error === true)).length;
  const warnings = warningsOf(body);
  return {
    // recordCount is what the service bills (§4.3 rule 4); without it, count the matches.
    recordCount: readCount(body.recordCount) ?? matched,
    data,
    ...(warnings ? { warnings } : {}),
    skipped,
  };
}
