import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { columnLetter, toXlsx } from './xlsx';

describe('toXlsx', () => {
  it('names columns as Excel does', () => {
    expect([0, 25, 26, 27, 701, 702].map(columnLetter)).toEqual([
      'A',
      'Z',
      'AA',
      'AB',
      'ZZ',
      'AAA',
    ]);
  });

  it('zips a workbook whose sheet holds the header and the rows, numbers as numbers', () => {
    const bytes = toXlsx(
      ['Name', 'Value'],
      [
        ['Smith & Sons <LLC>', 1200],
        [null, 3.5],
      ],
    );
    const files = unzipSync(bytes);
    expect(Object.keys(files).sort()).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'xl/_rels/workbook.xml.rels',
      'xl/styles.xml',
      'xl/workbook.xml',
      'xl/worksheets/sheet1.xml',
    ]);
    const sheet = strFromU8(files['xl/worksheets/sheet1.xml'] ?? new Uint8Array());
    expect(sheet).toContain(
      '<c r="A1" t="inlineStr" s="1"><is><t xml:space="preserve">Name</t></is></c>',
    );
    expect(sheet).toContain('<t xml:space="preserve">Smith &amp; Sons &lt;LLC&gt;</t>');
    expect(sheet).toContain('<c r="B2"><v>1200</v></c>');
    // An empty cell is left out, so the next one keeps its own reference.
    expect(sheet).toContain('<row r="3"><c r="B3"><v>3.5</v></c></row>');
  });

  it('drops characters XML cannot hold', () => {
    const sheet = strFromU8(
      unzipSync(toXlsx(['A'], [['bell\u0007']]))['xl/worksheets/sheet1.xml'] ?? new Uint8Array(),
    );
    expect(sheet).toContain('>bell</t>');
  });
});
