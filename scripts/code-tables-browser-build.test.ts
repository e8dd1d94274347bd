import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  codeListModule,
  codeTableModule,
  compactCodeTable,
  USED_FIELDS,
} from './code-tables-browser-build';

const DIR = join(__dirname, '..', 'src', 'api', 'contract', 'codes');
const table = (name: string) =>
  JSON.parse(readFileSync(join(DIR, name), 'utf8')) as Record<string, unknown>[];

describe('code tables in the browser build', () => {
  it('names only tables that exist, and every table there is', () => {
    const files = readdirSync(DIR).filter((name) => name.endsWith('.json'));
    expect(Object.keys(USED_FIELDS).sort()).toEqual(files.sort());
  });

  it('writes each table as a module that makes the same rows, naming each field once', () => {
    for (const [name, fields] of Object.entries(USED_FIELDS)) {
      const rows = table(name);
      const source = codeTableModule(rows, fields, name);
      expect(source.startsWith('export default ')).toBe(true);
      // The module's one expression, run as the bundle would run it.
      const made = new Function(`return ${source.slice('export default '.length)}`)() as unknown;
      expect(made).toEqual(compactCodeTable(rows, fields, name));
      for (const field of fields) expect(source.split(`"${field}"`)).toHaveLength(2);
    }
  });

  it('keeps every row, in order, with exactly the fields codes.ts reads', () => {
    for (const [name, fields] of Object.entries(USED_FIELDS)) {
      const rows = table(name);
      const compact = compactCodeTable(rows, fields, name);
      expect(compact).toHaveLength(rows.length);
      compact.forEach((row, i) => {
        expect(Object.keys(row)).toEqual(fields);
        for (const field of fields) expect(row[field]).toEqual(rows[i]?.[field]);
      });
    }
  });

  it('drops the flood descriptions and the property use flags and types', () => {
    const flood = compactCodeTable(
      table('flood-zone-types.json'),
      USED_FIELDS['flood-zone-types.json'] ?? [],
      'flood',
    );
    expect(flood.some((row) => 'description' in row)).toBe(false);
    const uses = compactCodeTable(
      table('property-use-codes.json'),
      USED_FIELDS['property-use-codes.json'] ?? [],
      'uses',
    );
    expect(
      uses.some((row) => 'deprecated' in row || 'new_oct_2024' in row || 'property_type' in row),
    ).toBe(false);
  });

  it('refuses a table that lost a field it needs', () => {
    expect(() => compactCodeTable([{ code: 'A' }], ['code', 'risk_group'], 'flood')).toThrow(
      /row 0 has no field "risk_group"/,
    );
  });

  it("writes a table's codes alone, for code-values.ts, as the same rows of `code`, in order", () => {
    const run = (source: string) =>
      new Function(`return ${source.slice('export default '.length)}`)() as unknown;
    for (const name of Object.keys(USED_FIELDS)) {
      if (name === 'flood-zone-types.json') continue;
      const rows = table(name);
      expect(run(codeListModule(rows, name))).toEqual(compactCodeTable(rows, ['code'], name));
    }
    // 376 property use codes in 13 runs and single codes; the roof tables keep their NULL row.
    const uses = codeListModule(table('property-use-codes.json'), 'uses');
    expect(uses).toContain('[101,404]');
    expect(uses.length).toBeLessThan(250);
    const roof = table('roof-material-codes.json');
    expect(run(codeListModule(roof, 'roof'))).toContainEqual({ code: null });
  });

  it('refuses to write a table whose rows list several codes as codes alone', () => {
    expect(() => codeListModule(table('flood-zone-types.json'), 'flood')).toThrow(
      /row 0 has a list of codes/,
    );
  });
});
