// Vite plugin: the browser build ships only the fields of the vendor code tables
// (src/api/contract/codes/*.json) that codes.ts reads (~1.2 KB gzip of the first visit's JS).
//
// The tables stay as copied from the vendor docs; a JSON import brings every field of every row,
// and codes.ts never reads the flood zones' long descriptions (only their risk group) nor the
// property use codes' `deprecated` / `new_oct_2024` flags. Dev, tests and the mock keep the full
// tables: the plugin applies to `vite build` only.
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import type { Plugin } from 'vite';

/** Per table (file name): the fields codes.ts reads. Tables not listed ship whole. */
export const USED_FIELDS: Readonly<Record<string, readonly string[]>> = {
  'flood-zone-types.json': ['code', 'risk_group'],
  'property-use-codes.json': ['code', 'description', 'property_type'],
};

const CODE_TABLE = /[\\/]src[\\/]api[\\/]contract[\\/]codes[\\/][^\\/]+\.json$/;

/** The rows with only `fields`; throws if a row lacks one (the vendor table changed shape). */
export function compactCodeTable(
  rows: readonly Record<string, unknown>[],
  fields: readonly string[],
  name: string,
): Record<string, unknown>[] {
  return rows.map((row, index) => {
    const kept: Record<string, unknown> = {};
    for (const field of fields) {
      if (!(field in row)) throw new Error(`${name}: row ${index} has no field "${field}"`);
      kept[field] = row[field];
    }
    return kept;
  });
}

export function codeTablesBrowserBuild(): Plugin {
  return {
    name: 'code-tables-browser-build',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      const path = id.split('?')[0] ?? id;
      if (!CODE_TABLE.test(path)) return null;
      const fields = USED_FIELDS[basename(path)];
      if (!fields) return null;
      const rows = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>[];
      return JSON.stringify(compactCodeTable(rows, fields, basename(path)));
    },
  };
}
