// CSV writing with papaparse: correct quoting, a UTF-8 BOM so Excel reads accents, no formula injection.
// Whole (toCsv, the browser's export) or in pieces (csvHead, then csvLines a page at a time: the
// server's export appends each page to its file); the pieces joined are exactly toCsv's document.
import Papa from 'papaparse';

export type CsvCell = string | number | boolean | null | undefined;

/** Excel only detects UTF-8 in a CSV file when it starts with a byte order mark. */
export const UTF8_BOM = '\uFEFF';

const OPTIONS = { escapeFormulae: true, newline: '\r\n' } as const;

const cellsOf = (rows: readonly (readonly CsvCell[])[]) =>
  rows.map((row) => row.map((cell) => cell ?? ''));

/** The document's start: the byte order mark and the header row, ending in a line break. */
export function csvHead(headers: readonly string[]): string {
  return `${UTF8_BOM}${Papa.unparse([[...headers]], OPTIONS)}\r\n`;
}

/** Data rows, each ending in a line break (none: an empty string). */
export function csvLines(rows: readonly (readonly CsvCell[])[]): string {
  return rows.length === 0 ? '' : `${Papa.unparse(cellsOf(rows), OPTIONS)}\r\n`;
}

/**
 * A CSV document from a header row and data rows. Text cells that start like a formula
 * (=, +, -, @) are prefixed with ' so spreadsheets do not run them; numbers stay numbers.
 */
export function toCsv(headers: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return csvHead(headers) + csvLines(rows);
}
