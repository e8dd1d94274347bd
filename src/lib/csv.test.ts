import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { csvHead, csvLines, toCsv, UTF8_BOM } from './csv';

function parse(csv: string) {
  return Papa.parse<string[]>(csv.replace(UTF8_BOM, ''), { skipEmptyLines: true }).data;
}

describe('toCsv', () => {
  it('starts with a UTF-8 BOM and keeps accents', () => {
    const csv = toCsv(['Name'], [['José Núñez']]);
    expect(csv.startsWith(UTF8_BOM)).toBe(true);
    expect(parse(csv)).toEqual([['Name'], ['José Núñez']]);
  });

  it('quotes commas, quotes and line breaks so they round-trip', () => {
    const tricky = ['Smith, John', 'He said "hi"', 'line 1\nline 2'];
    expect(parse(toCsv(['a', 'b', 'c'], [tricky]))).toEqual([['a', 'b', 'c'], tricky]);
  });

  it('writes empty cells for null and undefined, and keeps numbers', () => {
    expect(parse(toCsv(['a', 'b', 'c'], [[null, undefined, 42]]))).toEqual([
      ['a', 'b', 'c'],
      ['', '', '42'],
    ]);
  });

  it('defuses text that a spreadsheet would run as a formula, but not negative numbers', () => {
    const [, row] = parse(toCsv(['a', 'b'], [['=HYPERLINK("x")', -5000]]));
    expect(row).toEqual(['\'=HYPERLINK("x")', '-5000']);
  });

  it('uses CRLF line endings', () => {
    expect(toCsv(['a'], [['1']])).toBe(`${UTF8_BOM}a\r\n1\r\n`);
  });
});

describe('csvHead and csvLines', () => {
  it('join, page by page, into exactly the document toCsv writes', () => {
    const headers = ['Name', '=Sum', 'Note'];
    const rows = [
      ['Smith, John', 1, null],
      ['=HYPERLINK("x")', -5, 'line 1\nline 2'],
      ['José', undefined, '"q"'],
    ];
    const pieces =
      csvHead(headers) + csvLines(rows.slice(0, 1)) + csvLines([]) + csvLines(rows.slice(1));
    expect(pieces).toBe(toCsv(headers, rows));
  });
});
