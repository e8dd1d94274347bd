// Vite plugin: the browser build ships only the fields of the vendor code tables
// (src/api/contract/codes/*.json) that each module reads, and ships them as rows of values, not of
// objects. code-values.ts, on the first visit, reads the codes alone (which the search accepts),
// written in runs where they count up (101 to 404 as [101, 404]); codes.ts, the labels, a chunk
// loaded once the first screen is painted, reads the codes and their descriptions.
//
// The tables stay as copied from the vendor docs; a JSON import brings every field of every row,
// and codes.ts never reads the flood zones' long descriptions (only their risk group) nor the
// property use codes' `deprecated` / `new_oct_2024` flags and `property_type`. Written as objects, each of the ~850
// rows also repeats its field names, which gzip stores as a back-reference per field: the module
// lists the values and makes the objects once it runs. Dev, tests and the mock keep the full
// tables: the plugin applies to `vite build` only.
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import type { Plugin } from 'vite';

const CODE_AND_LABEL = ['code', 'description'];

/** Per table (file name): the fields codes.ts reads. Tables not listed ship whole, as JSON. */
export const USED_FIELDS: Readonly<Record<string, readonly string[]>> = {
  'construction-types.json': CODE_AND_LABEL,
  'document-type-codes.json': CODE_AND_LABEL,
  'flood-zone-types.json': ['code', 'risk_group'],
  'loan-type-codes.json': CODE_AND_LABEL,
  'property-use-codes.json': CODE_AND_LABEL,
  'roof-construction-codes.json': CODE_AND_LABEL,
  'roof-material-codes.json': CODE_AND_LABEL,
  'sewage-types.json': CODE_AND_LABEL,
  'water-source-types.json': CODE_AND_LABEL,
};

/** A code table's id: this, then its path without `.json`, so Vite's JSON plugin leaves it alone. */
const MODULE_PREFIX = '\0code-table:';
/** The same for a table's codes alone, as code-values.ts imports them. */
const CODES_PREFIX = '\0code-table-codes:';

/** The module that reads a table's codes alone (the ones the first visit checks requests with). */
const CODE_VALUES = /[\\/]src[\\/]api[\\/]contract[\\/]code-values\.ts$/;

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

/**
 * An ES module whose default export is the table's rows with only `fields`, as compactCodeTable
 * returns them, written as one array of values per row.
 */
export function codeTableModule(
  rows: readonly Record<string, unknown>[],
  fields: readonly string[],
  name: string,
): string {
  const values = compactCodeTable(rows, fields, name).map((row) => fields.map((f) => row[f]));
  const object = fields.map((field, i) => `${JSON.stringify(field)}: row[${i}]`).join(', ');
  return `export default ${JSON.stringify(values)}.map((row) => ({ ${object} }));\n`;
}

/**
 * An ES module whose default export is the table's rows with `code` alone, as compactCodeTable
 * returns them. Three or more integers that count up by one are written as their first and last.
 */
export function codeListModule(rows: readonly Record<string, unknown>[], name: string): string {
  const codes = compactCodeTable(rows, ['code'], name).map((row) => row.code);
  const items: unknown[] = [];
  for (let i = 0; i < codes.length;) {
    const first = codes[i];
    if (Array.isArray(first)) throw new Error(`${name}: row ${i} has a list of codes`);
    let last = i;
    while (Number.isInteger(codes[last]) && codes[last + 1] === (codes[last] as number) + 1) last++;
    if (last - i >= 2) {
      items.push([first, codes[last]]);
      i = last + 1;
    } else {
      items.push(first);
      i += 1;
    }
  }
  const expand =
    '(c) => Array.isArray(c) ? Array.from({ length: c[1] - c[0] + 1 }, (_, i) => c[0] + i) : [c]';
  return `export default ${JSON.stringify(items)}.flatMap(${expand}).map((code) => ({ code }));\n`;
}

export function codeTablesBrowserBuild(): Plugin {
  return {
    name: 'code-tables-browser-build',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!source.endsWith('.json') || !USED_FIELDS[basename(source)]) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || !CODE_TABLE.test(resolved.id)) return null;
      const prefix = importer && CODE_VALUES.test(importer) ? CODES_PREFIX : MODULE_PREFIX;
      return prefix + resolved.id.replace(/\.json$/, '');
    },
    load(id) {
      const prefix = [CODES_PREFIX, MODULE_PREFIX].find((p) => id.startsWith(p));
      if (prefix === undefined) return null;
      const path = `${id.slice(prefix.length)}.json`;
      const name = basename(path);
      const rows = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>[];
      return prefix === CODES_PREFIX
        ? codeListModule(rows, name)
        : codeTableModule(rows, USED_FIELDS[name] ?? [], name);
    },
  };
}
