// CSV writing with papaparse: correct quoting, a UTF-8 BOM so Excel reads accents, no formula injection.
import Papa from 'papaparse';

export type CsvCell = string | number | boolean | null | undefined;

/** Excel only detects UTF-8 in a CSV file when it starts with a byte order mark. */
export const UTF8_BOM = '\uFEFF';

/**
 * A CSV document from a header row and data rows. Text cells that start like a formula
 * (=, +, -, @) are prefixed with ' so spreadsheets do not run them; numbers stay numbers.
 */
export function toCsv(headers: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const body = Papa.unparse(
    { fields: [...headers], data: rows.map((row) => row.map((cell) => cell ?? '')) },
    { escapeFormulae: true, newline: '\r\n' },
  );
  return `${UTF8_BOM}${body}\r\n`;
}
