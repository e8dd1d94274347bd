// Bulk MLS lookup as plain logic: ids in sequential batches of 1,000 (§2.4), answers kept in request
// order (§4.3 rule 1), matches counted from recordCount (rule 4). Sending, cancel between batches
// and retry waits are the shared batch runner's (api/batch-run).
import { runBatches, type Sleep } from '../../api/batch-run';
import type { MlsBulkResult } from '../../api/client';
import { LIMITS } from '../../api/contract/search-fields';
import { isBulkError, type MlsBulkItem } from '../../api/contract/mls-response';

export const BULK_BATCH_SIZE: number = LIMITS.maxBulkIds;

/**
 * Only what the results table and the CSV show: small answers even for 10,000 ids. Root scalars
 * are selected bare, other leaves as section.leaf (the vendor's v3 selectors).
 */
export const BULK_FIELDS = [
  'listingId',
  'mlsNumber',
  'mlsBoardCode',
  'standardStatus',
  'listingPrice',
  'daysOnMarket',
  'address.unparsedAddress',
  'listingAgent.fullName',
] as const;

/** One requested id and what came back for it, flattened for the table and the CSV. */
export interface BulkRow {
  /** 0-based place in the request. */
  position: number;
  assessorId: number | null;
  matched: boolean;
  listingId?: number | null | undefined;
  mlsNumber?: string | null | undefined;
  board?: string | null | undefined;
  status?: string | null | undefined;
  listingPrice?: number | null | undefined;
  daysOnMarket?: number | null | undefined;
  address?: string | null | undefined;
  listingAgent?: string | null | undefined;
  /** The per-position errorMessage of a miss (§2.7). */
  error?: string | undefined;
}

export function toBulkRow(
  assessorId: number | null,
  item: MlsBulkItem | undefined,
  position: number,
): BulkRow {
  if (item === undefined) {
    return {
      position,
      assessorId,
      matched: false,
      error: 'The service sent no answer for this lead.',
    };
  }
  if (isBulkError(item)) {
    return { position, assessorId, matched: false, error: item.errorMessage };
  }
  return {
    position,
    assessorId,
    matched: true,
    listingId: item.listingId,
    mlsNumber: item.mlsNumber,
    board: item.mlsBoardCode,
    status: item.standardStatus,
    listingPrice: item.listingPrice,
    daysOnMarket: item.daysOnMarket,
    address: item.address?.unparsedAddress,
    listingAgent: item.listingAgent?.fullName,
  };
}

/**
 * Misses carry no address in the MLS answer: give them the lead's own, where the results table
 * showed it (`addresses`, by property id), so a miss in the table and the CSV says which lead it is.
 */
export function withLeadAddresses(
  rows: BulkRow[],
  addresses: ReadonlyMap<number, string> | undefined,
): BulkRow[] {
  if (!addresses || addresses.size === 0) return rows;
  return rows.map((row) => {
    if (row.address || row.assessorId === null) return row;
    const address = addresses.get(row.assessorId);
    return address ? { ...row, address } : row;
  });
}

export function batchCount(total: number, size = BULK_BATCH_SIZE): number {
  return Math.ceil(total / size);
}

export interface BulkProgress {
  /** Batches answered so far (the next one to send is at this index). */
  completedBatches: number;
  totalBatches: number;
  rows: BulkRow[];
  /** Sum of the batches' recordCount: the service's own count of matches (and of billed records). */
  matched: number;
  warnings: string[];
}

export function emptyProgress(total: number, size = BULK_BATCH_SIZE): BulkProgress {
  return {
    completedBatches: 0,
    totalBatches: batchCount(total, size),
    rows: [],
    matched: 0,
    warnings: [],
  };
}

export type FetchBatch = (ids: number[], signal: AbortSignal) => Promise<MlsBulkResult>;

export interface RunBulkOptions {
  ids: readonly number[];
  fetchBatch: FetchBatch;
  /** Where to carry on from (Resume after a failure or a cancel); a fresh run by default. */
  from?: BulkProgress;
  batchSize?: number;
  /** Cancel: no new batch starts; the batch in flight finishes and is kept. */
  stop: AbortSignal;
  /** Hard stop (the drawer closed): the request in flight is aborted too. */
  signal: AbortSignal;
  onProgress: (progress: BulkProgress) => void;
  /** Told before each automatic wait (the client's retry policy), so the screen can count down. */
  onWait?: (ms: number, failures: number, error: unknown) => void;
  /** Injected in tests; by default a timer that ends early on cancel or abort. */
  sleep?: Sleep;
}

export type BulkOutcome =
  | { kind: 'done'; progress: BulkProgress }
  | { kind: 'stopped'; progress: BulkProgress }
  | { kind: 'aborted'; progress: BulkProgress }
  | { kind: 'failed'; progress: BulkProgress; error: unknown };

export async function runBulkLookup(options: RunBulkOptions): Promise<BulkOutcome> {
  const { ids, fetchBatch, stop, signal, onProgress } = options;
  const size = options.batchSize ?? BULK_BATCH_SIZE;
  let progress: BulkProgress = options.from ?? emptyProgress(ids.length, size);
  const batchOf = (index: number) => ids.slice(index * size, (index + 1) * size);
  const outcome = await runBatches<MlsBulkResult>({
    from: progress.completedBatches,
    count: progress.totalBatches,
    send: (index, batchSignal) => fetchBatch(batchOf(index), batchSignal),
    onBatch: (index, result) => {
      const start = index * size;
      const rows = batchOf(index).map((id, i) => toBulkRow(id, result.data[i], start + i));
      const warnings = (result.warnings ?? []).filter((w) => !progress.warnings.includes(w));
      progress = {
        ...progress,
        completedBatches: index + 1,
        rows: progress.rows.concat(rows),
        matched: progress.matched + result.recordCount,
        warnings: warnings.length > 0 ? [...progress.warnings, ...warnings] : progress.warnings,
      };
      onProgress(progress);
    },
    signal,
    stop,
    onWait: options.onWait,
    sleep: options.sleep,
  });
  return outcome.kind === 'failed'
    ? { kind: 'failed', progress, error: outcome.error }
    : { kind: outcome.kind, progress };
}
