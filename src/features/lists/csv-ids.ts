// Property ids from a CSV the user picks: the column called id / propertyId / property_id (any
// case), else the first column. Non-numeric cells (a header, a blank, "n/a") are skipped and counted.
import Papa from 'papaparse';

const ID_HEADERS = new Set(['id', 'propertyid', 'property_id', 'property id']);

export interface CsvIds {
  ids: number[];
  /** Cells that were not property ids (headers excluded). */
  skipped: number;
}

export function idsFromCsv(text: string): CsvIds {
  const rows = Papa.parse<string[]>(text.trim(), { skipEmptyLines: true }).data;
  if (rows.length === 0) return { ids: [], skipped: 0 };
  const header = rows[0]?.map((cell) => cell.trim().toLowerCase()) ?? [];
  const named = header.findIndex((cell) => ID_HEADERS.has(cell));
  const column = named >= 0 ? named : 0;
  const body = named >= 0 || !/^\d+$/.test(header[0] ?? '') ? rows.slice(1) : rows;
  const ids: number[] = [];
  const seen = new Set<number>();
  let skipped = 0;
  for (const row of body) {
    const cell = (row[column] ?? '').trim();
    if (!/^\d{1,10}$/.test(cell)) {
      skipped += 1;
      continue;
    }
    const id = Number(cell);
    if (!seen.has(id)) {
      seen.add(id);
      ids.push(id);
    }
  }
  return { ids, skipped };
}
