// What a finished export says it wrote, so a mailer sees what merging saved before paying for
// postage: "240 leads → 227 letters: 13 shared a mailing address". Without merging: "240 rows", or
// "412 rows from 240 leads" when the rows are not the leads (one per number, leads without a phone
// left out).
import { pluralize } from '../../../lib/plural';
import type { DedupeMode } from '../../../lib/lead-rows/dedupe';

export interface WrittenCounts {
  /** Rows fetched: one a lead. */
  leads: number;
  /** Rows in the file, after merging. */
  fileRows: number;
  /** Rows merged into another. */
  merged: number;
}

const MERGED_ON: Record<Exclude<DedupeMode, 'off'>, { row: string; shared: string }> = {
  // One row per mailbox is one letter.
  mailing: { row: 'letter', shared: 'a mailing address' },
  owner: { row: 'row', shared: 'an owner' },
};

export function writtenSummary(mode: DedupeMode | undefined, counts: WrittenCounts): string {
  if (mode === undefined || mode === 'off') {
    const rows = pluralize(counts.fileRows, 'row');
    return counts.fileRows === counts.leads
      ? rows
      : `${rows} from ${pluralize(counts.leads, 'lead')}`;
  }
  const { row, shared } = MERGED_ON[mode];
  const merged = counts.merged === 0 ? 'none' : String(counts.merged);
  return `${pluralize(counts.leads, 'lead')} → ${pluralize(counts.fileRows, row)}: ${merged} shared ${shared}`;
}
