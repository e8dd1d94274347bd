// Shared pieces of the skip trace tests: the two paths, items built from records, and records with given traits.
import type { SkipTraceItem } from '../../src/api/contract/skip-trace-request';
import type { MockService } from '../app';
import type { MockPropertyRecord } from '../dataset/record-types';
import type { PropertyStore } from '../property-store';
import { post } from '../test-helpers';

export const BATCH = '/v2/SkipTraceBatchAwait';
export const SINGLE = '/v2/SkipTrace';

export interface Found {
  row: number;
  record: MockPropertyRecord;
}

/** The first `n` records (in id order, from `from`) that satisfy `keep`. */
export function findRecords(
  store: PropertyStore,
  keep: (record: MockPropertyRecord, row: number) => boolean,
  n = 1,
  from = 0,
): Found[] {
  const out: Found[] = [];
  for (let row = from; row < store.size && out.length < n; row++) {
    const record = store.record(row);
    if (keep(record, row)) out.push({ row, record });
  }
  if (out.length < n) throw new Error(`the test dataset has only ${out.length} such records`);
  return out;
}

/** The item a client builds from a record's situs address, keyed by the property id. */
export function situsItem(record: MockPropertyRecord, extra: Partial<SkipTraceItem> = {}) {
  return {
    key: record.id,
    address: record.address.street,
    city: record.address.city,
    state: record.address.state,
    zip: record.address.zip,
    ...extra,
  };
}

/** The item for a record's mailing address only. */
export function mailItem(record: MockPropertyRecord, extra: Partial<SkipTraceItem> = {}) {
  return {
    key: record.id,
    mail_address: record.mailAddress.street,
    mail_city: record.mailAddress.city,
    mail_state: record.mailAddress.state,
    mail_zip: record.mailAddress.zip,
    ...extra,
  };
}

interface BatchItemJson {
  input: Record<string, unknown>;
  statusCode: number;
  match: boolean;
  cached: boolean;
  responseMessage?: string;
  data: {
    persons: { personId: string; firstName: string; lastName: string; phones: unknown[] }[];
    phones: { phone: string; type: string; dnc: boolean }[];
    emails: { email: string; type: string }[];
    names: { firstName: string; middleName: string | null; lastName: string }[];
  };
}

/** A batch call that must answer 200; its items typed for the assertions. */
export async function batch(s: MockService, skips: unknown[], key = 'demo') {
  const res = await post(s, BATCH, { skips }, { key });
  if (res.status !== 200)
    throw new Error(`batch answered ${res.status}: ${JSON.stringify(res.json).slice(0, 400)}`);
  return res.json as unknown as {
    statusCode: number;
    credits: number;
    requestId: string;
    data: BatchItemJson[];
  };
}
