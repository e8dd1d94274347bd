// Reads the records of an answer one by one: a record the app cannot read costs that record, not
// the page. Used for every `data` array of records (PropertySearch lists, MLS bulk).
import type { z } from 'zod';

/** A record left out of an answer, and why, for the console and the "could not be shown" notice. */
export interface SkippedRecord {
  /** Position in the answer's `data` array. */
  index: number;
  /** Dotted path of the first field that could not be read ("address.zip"); '' for the record itself. */
  path: string;
  problem: string;
}

export interface RecordsRead<T> {
  records: T[];
  skipped: SkippedRecord[];
}

export interface ReadRecordsOptions<T> {
  /** Names the answer in the console warning ("PropertySearch"). */
  source: string;
  /**
   * The vendor's published examples hold `{}` placeholders (`data: [{}]` in count and obfuscate
   * examples): by default an empty object is no record and is dropped without a warning.
   */
  keepEmptyObjects?: boolean;
  /**
   * Where positions matter (MLS bulk: data[i] answers the i-th id), an unreadable record is
   * replaced by what this returns instead of being left out. It is still counted as skipped.
   */
  standIn?: (skipped: SkippedRecord) => T;
  /**
   * A faster reader with the same rules as `schema` (undefined when it cannot read an item);
   * `schema` then checks that item and names the problem.
   */
  fast?: (item: unknown) => T | undefined;
}

function isEmptyObject(item: unknown): boolean {
  if (typeof item !== 'object' || item === null || Array.isArray(item)) return false;
  for (const _key in item) return false;
  return true;
}

function pathText(path: readonly PropertyKey[] | undefined): string {
  return (path ?? []).map((p) => (typeof p === 'number' ? `[${p}]` : String(p))).join('.');
}

/** How many of the left-out records the console names one by one (a broken page could have 250). */
const WARN_DETAIL_LIMIT = 5;

/**
 * Checks each item against `schema`. Readable ones are kept in order; unreadable ones are left
 * out (or stood in for) and listed in `skipped`, with one console warning naming the field paths.
 */
export function readRecords<S extends z.ZodType>(
  schema: S,
  items: readonly unknown[],
  options: ReadRecordsOptions<z.output<S>>,
): RecordsRead<z.output<S>> {
  const records: z.output<S>[] = [];
  const skipped: SkippedRecord[] = [];
  for (let index = 0; index < items.length; index += 1) {
    const item = items[index];
    if (!options.keepEmptyObjects && isEmptyObject(item)) continue;
    const quick = options.fast?.(item);
    if (quick !== undefined) {
      records.push(quick);
      continue;
    }
    const result = schema.safeParse(item);
    if (result.success) {
      records.push(result.data);
      continue;
    }
    const issue = result.error.issues[0];
    const left: SkippedRecord = {
      index,
      path: pathText(issue?.path),
      problem: issue?.message ?? 'unreadable',
    };
    skipped.push(left);
    if (options.standIn) records.push(options.standIn(left));
  }
  if (skipped.length > 0) {
    const named = skipped
      .slice(0, WARN_DETAIL_LIMIT)
      .map((s) => `data[${s.index}]${s.path ? `.${s.path}` : ''}: ${s.problem}`)
      .join('; ');
    const more =
      skipped.length > WARN_DETAIL_LIMIT ? ` (and ${skipped.length - WARN_DETAIL_LIMIT} more)` : '';
    console.warn(
      `${options.source}: ${skipped.length} of ${items.length} records could not be read and are not shown. ${named}${more}`,
    );
  }
  return { records, skipped };
}
