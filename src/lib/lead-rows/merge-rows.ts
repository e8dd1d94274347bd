// Merging rows by their keys: apart from dedupe.ts, whose keys need the column catalogue, so the
// file writer's worker (write-file.worker.ts) merges without loading the catalogue.

/**
 * Keeps the first row of each key (in the export's order) and counts the rest as merged. Rows
 * without a key (no mailing address, no owner name) are kept: there is nothing to merge them on.
 */
export function dedupeRows<T>(
  rows: readonly T[],
  keys: readonly (string | null)[],
): { rows: T[]; merged: number } {
  const seen = new Set<string>();
  const kept: T[] = [];
  rows.forEach((row, i) => {
    const key = keys[i] ?? null;
    if (key !== null) {
      if (seen.has(key)) return;
      seen.add(key);
    }
    kept.push(row);
  });
  return { rows: kept, merged: rows.length - kept.length };
}
