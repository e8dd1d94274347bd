// Columns joined onto the leads from outside their records (the MLS lookup's answers), as a plain
// table of values by property id. Plain, so it can be stored beside a paused job: the lookup's
// answers live only in memory, and the pages fetched after a reload need them as much as the pages
// fetched before it.
import { readJson, writeJson } from '../../../lib/local-store';
import type {
  CatalogueColumn,
  CellValue,
  ColumnFormat,
} from '../../../lib/lead-rows/column-catalogue';

export interface JoinedColumns {
  labels: string[];
  formats: ColumnFormat[];
  /** Property id → one value per label; a lead not in the table has empty cells. */
  values: Record<string, CellValue[]>;
}

export const JOINED_STORAGE_KEY = 'llb.export.joined.v1';

interface StoredJoined {
  jobId: string;
  values: Record<string, CellValue[]>;
}

function isStoredJoined(value: unknown): value is StoredJoined {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Partial<StoredJoined>;
  return typeof v.jobId === 'string' && typeof v.values === 'object' && v.values !== null;
}

/** The table as export columns, appended after the chosen ones. */
export function joinedCatalogueColumns(joined: JoinedColumns): CatalogueColumn[] {
  return joined.labels.map((label, i) => ({
    id: `joined-${i}`,
    label,
    group: 'Other',
    format: joined.formats[i] ?? 'text',
    value: (record) => joined.values[record.id]?.[i] ?? null,
  }));
}

/**
 * Keeps the values for `jobId`, apart from the job itself: the job is written after every page, the
 * values once. A browser that refuses (quota full) leaves the job without them, and after a reload
 * its later pages' joined cells are empty, as they were before values were kept.
 */
export function storeJoinedValues(jobId: string, values: JoinedColumns['values']): void {
  try {
    writeJson(JOINED_STORAGE_KEY, { jobId, values } satisfies StoredJoined);
  } catch {
    forgetJoinedValues();
  }
}

/** The values kept for `jobId`, or an empty table (none kept, or kept for another job). */
export function readJoinedValues(jobId: string): JoinedColumns['values'] {
  const stored = readJson(JOINED_STORAGE_KEY, isStoredJoined);
  return stored?.jobId === jobId ? stored.values : {};
}

export function forgetJoinedValues(): void {
  try {
    localStorage.removeItem(JOINED_STORAGE_KEY);
  } catch {
    // Storage blocked: nothing was kept either.
  }
}
