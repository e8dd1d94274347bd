// A minimal Excel (.xlsx) writer: one sheet, a header row, text and numbers. An .xlsx file is a zip
// of a few XML parts; fflate builds the zip. Loaded on demand (dynamic import) with the first Excel
// export, and run in the export's worker.
import { strToU8, Zip, ZipDeflate, ZipPassThrough } from 'fflate';

export type XlsxCell = string | number | null | undefined;

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

// XML 1.0 forbids most control characters; a stray one would make Excel call the file corrupt.
// eslint-disable-next-line no-control-regex
const INVALID_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
// Anything escapeXml would change. Most cells hold none of it, and one test is far cheaper than
// five replaces over millions of cells.
// eslint-disable-next-line no-control-regex
const NEEDS_ESCAPE = /[&<>"\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/;

function escapeXml(text: string): string {
  if (!NEEDS_ESCAPE.test(text)) return text;
  return text
    .replace(INVALID_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** 0 → "A", 25 → "Z", 26 → "AA". */
export function columnLetter(index: number): string {
  let n = index + 1;
  let letters = '';
  while (n > 0) {
    const rem = (n - 1) % 26;
    letters = String.fromCharCode(65 + rem) + letters;
    n = Math.floor((n - 1) / 26);
  }
  return letters;
}

/** Column letters, worked out once per column rather than once per cell. */
class ColumnLetters {
  private readonly letters: string[] = [];

  of(index: number): string {
    return (this.letters[index] ??= columnLetter(index));
  }
}

// Excel drops a text's leading and trailing spaces unless told to keep them. Said only where it
// matters: on every text cell it was a fifth of the sheet's size, and zipping the sheet is most
// of the writer's time.
const EDGE_SPACE = /^\s|\s$/;

function cellXml(value: XlsxCell, ref: string, style: string): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'number' && Number.isFinite(value))
    return `<c r="${ref}"${style}><v>${value}</v></c>`;
  const text = String(value);
  const keep = EDGE_SPACE.test(text) ? ' xml:space="preserve"' : '';
  // Inline strings: no shared-string table to build, and text is never read as a formula. (A
  // shared-string table was tried: an export's many one-off texts, addresses, names and ids,
  // made it slower to write, 12 → 15 s for 50,000 rows of 70 columns.)
  return `<c r="${ref}" t="inlineStr"${style}><is><t${keep}>${escapeXml(text)}</t></is></c>`;
}

function rowXml(
  cells: readonly XlsxCell[],
  rowIndex: number,
  columns: ColumnLetters,
  style = '',
): string {
  const r = rowIndex + 1;
  // An empty cell is left out, so every cell keeps its own reference.
  const body = cells.map((v, i) => cellXml(v, `${columns.of(i)}${r}`, style)).join('');
  return `<row r="${r}">${body}</row>`;
}

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>`;

const ROOT_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`;

const WORKBOOK_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>`;

/** Two cell styles: 0 plain, 1 bold (the header row). */
const STYLES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs></styleSheet>`;

function workbook(sheetName: string): string {
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="${escapeXml(sheetName.slice(0, 31))}" sheetId="1" r:id="rId1"/></sheets></workbook>`;
}

const SHEET_HEAD = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews><sheetData>`;
const SHEET_TAIL = '</sheetData></worksheet>';

/** The sheet's first part: its head and `headers` in bold on the first row. */
export function sheetStartXml(headers: readonly string[]): string {
  return SHEET_HEAD + rowXml(headers, 0, new ColumnLetters(), ' s="1"');
}

/** The sheet's last part. */
export const SHEET_END_XML = SHEET_TAIL;

const LETTERS = new ColumnLetters();

/**
 * Data rows as sheet XML; `before` data rows came earlier (the header is the sheet's row 1, so
 * the first of these is row `before + 2`). The server's export writes a page at a time with it.
 */
export function sheetRowsXml(rows: readonly (readonly XlsxCell[])[], before = 0): string {
  const piece: string[] = [];
  for (let i = 0; i < rows.length; i += 1)
    piece.push(rowXml(rows[i] ?? [], before + i + 1, LETTERS));
  return piece.join('');
}

/** Rows per piece of sheet XML: a few hundred kilobytes, so no piece is ever the whole sheet. */
const ROWS_PER_PIECE = 500;

/** The sheet's XML in pieces, `headers` in bold on the first row. */
function* sheetPieces(
  headers: readonly string[],
  rows: readonly (readonly XlsxCell[])[],
): Generator<string> {
  yield sheetStartXml(headers);
  for (let start = 0; start < rows.length; start += ROWS_PER_PIECE)
    yield sheetRowsXml(rows.slice(start, start + ROWS_PER_PIECE), start);
  yield SHEET_END_XML;
}

function ignore(): void {}

/**
 * A zip entry deflated by the browser's own zlib (CompressionStream), several times faster than
 * deflate in JavaScript: for 50,000 rows of 70 columns, 140 MB of sheet XML, zipping it with
 * fflate's deflate was ~9 of the writer's ~12 s. fflate's ZipPassThrough counts the size and CRC
 * of what is pushed; this entry hands it on to the compressor and its output to the zip.
 */
class NativeDeflateEntry extends ZipPassThrough {
  private readonly input: WritableStreamDefaultWriter<Uint8Array<ArrayBuffer>>;
  /** Settles once the compressor's last output has been handed to the zip. */
  readonly finished: Promise<void>;

  /** Throws when the browser has no CompressionStream, or none for raw deflate. */
  constructor(filename: string) {
    super(filename);
    const stream = new CompressionStream('deflate-raw');
    this.compression = 8;
    this.input = stream.writable.getWriter();
    const output = stream.readable.getReader();
    this.finished = (async () => {
      for (;;) {
        const { value, done } = await output.read();
        if (done) break;
        this.ondata(null, value, false);
      }
      this.ondata(null, new Uint8Array(0), true);
    })();
  }

  // A compressor that fails rejects every write and `ready` as well as `finished`: the failure
  // is reported once, by `finished`, and nowhere left unhandled.
  protected override process(chunk: Uint8Array<ArrayBuffer>, final: boolean): void {
    if (chunk.length > 0) this.input.write(chunk).catch(ignore);
    if (final) this.input.close().catch(ignore);
  }

  /** Resolves when the compressor can take more: the sheet is made no faster than it is zipped. */
  ready(): Promise<void> {
    return this.input.ready.catch(ignore);
  }
}

/** The sheet's zip entry: natively deflated where the browser can, else by fflate. */
function sheetEntry(filename: string): {
  entry: ZipPassThrough | ZipDeflate;
  ready: () => Promise<void>;
  finished: Promise<void>;
} {
  try {
    const entry = new NativeDeflateEntry(filename);
    return { entry, ready: () => entry.ready(), finished: entry.finished };
  } catch {
    return {
      entry: new ZipDeflate(filename, { level: 6 }),
      ready: () => Promise.resolve(),
      finished: Promise.resolve(),
    };
  }
}

/**
 * The .xlsx zip around a sheet given as pieces of XML, handed to `write` chunk by chunk as it is
 * made: the browser collects them into a Blob, the server's export writes them to its file from
 * the sheet it wrote to disk page by page, so neither holds the sheet whole.
 */
export async function zipWorkbook(
  sheetXml: AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
  write: (chunk: Uint8Array<ArrayBuffer>) => void | Promise<void>,
  sheetName = 'Leads',
): Promise<void> {
  let failure: Error | null = null;
  let resolveDone: () => void = () => undefined;
  const done = new Promise<void>((resolve) => (resolveDone = resolve));
  let queued: Uint8Array<ArrayBuffer>[] = [];
  const flush = async () => {
    const chunks = queued;
    queued = [];
    for (const chunk of chunks) await write(chunk);
  };
  const zip = new Zip((error, chunk, final) => {
    if (error) failure ??= error;
    else queued.push(chunk as Uint8Array<ArrayBuffer>);
    if (error || final) resolveDone();
  });
  const small: [string, string][] = [
    ['[Content_Types].xml', CONTENT_TYPES],
    ['_rels/.rels', ROOT_RELS],
    ['xl/workbook.xml', workbook(sheetName)],
    ['xl/_rels/workbook.xml.rels', WORKBOOK_RELS],
    ['xl/styles.xml', STYLES],
  ];
  for (const [name, xml] of small) {
    const entry = new ZipDeflate(name, { level: 6 });
    zip.add(entry);
    entry.push(strToU8(xml), true);
  }
  const sheet = sheetEntry('xl/worksheets/sheet1.xml');
  zip.add(sheet.entry);
  for await (const piece of sheetXml) {
    sheet.entry.push(piece);
    await sheet.ready();
    await flush();
  }
  sheet.entry.push(new Uint8Array(0), true);
  await sheet.finished;
  zip.end();
  await done;
  await flush();
  if (failure) throw failure;
}

/** The .xlsx file: `headers` in bold on a frozen first row, then `rows`. */
export async function toXlsx(
  headers: readonly string[],
  rows: readonly (readonly XlsxCell[])[],
  sheetName = 'Leads',
): Promise<Blob> {
  const parts: Uint8Array<ArrayBuffer>[] = [];
  const encoder = new TextEncoder();
  function* encoded() {
    for (const piece of sheetPieces(headers, rows)) yield encoder.encode(piece);
  }
  await zipWorkbook(encoded(), (chunk) => void parts.push(chunk), sheetName);
  return new Blob(parts, { type: XLSX_MIME });
}
