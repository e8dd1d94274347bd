import { gzipSync, strFromU8, unzipSync } from 'fflate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { columnLetter, toXlsx, XLSX_MIME, type XlsxCell } from './xlsx';

async function bytesOf(blob: Blob): Promise<Uint8Array> {
  return new Uint8Array(await blob.arrayBuffer());
}

async function sheetOf(
  headers: string[],
  rows: (readonly XlsxCell[])[],
): Promise<{ sheet: string; bytes: Uint8Array }> {
  const bytes = await bytesOf(await toXlsx(headers, rows));
  const sheet = strFromU8(unzipSync(bytes)['xl/worksheets/sheet1.xml'] ?? new Uint8Array());
  return { sheet, bytes };
}

/** Each entry's CRC-32 as the zip's central directory states it (fflate's unzip does not check). */
function statedCrcs(zip: Uint8Array): Map<string, number> {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  let end = zip.length - 22;
  while (view.getUint32(end, true) !== 0x06054b50) end -= 1;
  const entries = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  const crcs = new Map<string, number>();
  for (let i = 0; i < entries; i += 1) {
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    const name = strFromU8(zip.subarray(at + 46, at + 46 + nameLength));
    crcs.set(name, view.getUint32(at + 16, true));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return crcs;
}

/** The CRC-32 of `data`, from an independent implementation: the gzip trailer fflate writes. */
function gzipCrc(data: Uint8Array): number {
  const gz = gzipSync(data);
  return new DataView(gz.buffer, gz.byteOffset + gz.length - 8, 4).getUint32(0, true);
}

describe('toXlsx', () => {
  afterEach(() => vi.unstubAllGlobals());

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

  it('zips a workbook whose sheet holds the header and the rows, numbers as numbers', async () => {
    const blob = await toXlsx(
      ['Name', 'Value'],
      [
        ['Smith & Sons <LLC>', 1200],
        [null, 3.5],
      ],
    );
    expect(blob.type).toBe(XLSX_MIME);
    const files = unzipSync(await bytesOf(blob));
    expect(Object.keys(files).sort()).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'xl/_rels/workbook.xml.rels',
      'xl/styles.xml',
      'xl/workbook.xml',
      'xl/worksheets/sheet1.xml',
    ]);
    const sheet = strFromU8(files['xl/worksheets/sheet1.xml'] ?? new Uint8Array());
    expect(sheet).toContain('<c r="A1" t="inlineStr" s="1"><is><t>Name</t></is></c>');
    expect(sheet).toContain('<t>Smith &amp; Sons &lt;LLC&gt;</t>');
    expect(sheet).toContain('<c r="B2"><v>1200</v></c>');
    // An empty cell is left out, so the next one keeps its own reference.
    expect(sheet).toContain('<row r="3"><c r="B3"><v>3.5</v></c></row>');
    expect(sheet.endsWith('</sheetData></worksheet>')).toBe(true);
  });

  it('keeps spaces at a text’s edges, and says so only for those texts', async () => {
    const { sheet } = await sheetOf(['A', 'B'], [['  padded ', 'plain words']]);
    expect(sheet).toContain('<t xml:space="preserve">  padded </t>');
    expect(sheet).toContain('<t>plain words</t>');
  });

  it('drops characters XML cannot hold, and writes text that looks like a formula as text', async () => {
    const { sheet } = await sheetOf(['A', 'B'], [['bell\u0007', '=SUM(A1:A2)']]);
    expect(sheet).toContain('<t>bell</t>');
    expect(sheet).toContain('<c r="B2" t="inlineStr"><is><t>=SUM(A1:A2)</t></is></c>');
  });

  it('writes every row, in order, however many pieces the sheet is made in', async () => {
    const rows = Array.from({ length: 1_234 }, (_, i) => [`Owner ${i}`, i]);
    const { sheet } = await sheetOf(['Owner', 'N'], rows);
    const numbers = [...sheet.matchAll(/<row r="(\d+)">/g)].map((m) => Number(m[1]));
    expect(numbers).toEqual(Array.from({ length: 1_235 }, (_, i) => i + 1));
    expect(sheet).toContain('<row r="1235"><c r="A1235" t="inlineStr"><is><t>Owner 1233</t>');
  });

  it('states the right CRC-32 for every part, or Excel calls the file corrupt', async () => {
    const rows = Array.from({ length: 800 }, (_, i) => [`Ünïcødé ${i}`, i / 3]);
    const bytes = await bytesOf(await toXlsx(['Name', 'Value'], rows));
    const stated = statedCrcs(bytes);
    const files = unzipSync(bytes);
    expect([...stated.keys()].sort()).toEqual(Object.keys(files).sort());
    for (const [name, content] of Object.entries(files)) {
      expect(stated.get(name), name).toBe(gzipCrc(content));
    }
  });

  it('writes the same file without the browser’s CompressionStream (fflate deflates it)', async () => {
    const rows = Array.from({ length: 600 }, (_, i) => [`Row ${i}`, i, i % 2 ? null : 'x']);
    const native = await sheetOf(['A', 'B', 'C'], rows);
    vi.stubGlobal('CompressionStream', undefined);
    const fallback = await sheetOf(['A', 'B', 'C'], rows);
    expect(fallback.sheet).toBe(native.sheet);
    const stated = statedCrcs(fallback.bytes);
    expect(stated.get('xl/worksheets/sheet1.xml')).toBe(
      gzipCrc(new TextEncoder().encode(native.sheet)),
    );
  });

  it('rejects with the compressor’s own error when it fails, and leaves no rejection unhandled', async () => {
    vi.stubGlobal(
      'CompressionStream',
      class {
        readonly readable: ReadableStream<Uint8Array>;
        readonly writable: WritableStream<Uint8Array>;
        constructor() {
          const failing = new TransformStream<Uint8Array, Uint8Array>({
            transform() {
              throw new Error('zlib failed');
            },
          });
          this.readable = failing.readable;
          this.writable = failing.writable;
        }
      },
    );
    const rows = Array.from({ length: 1_200 }, (_, i) => [`Row ${i}`, i]);
    await expect(toXlsx(['A', 'B'], rows)).rejects.toThrow('zlib failed');
  });
});
