// The ledger as a CSV file (GET /app/v1/usage.csv): one row per settled call, with a UTF-8 BOM so
// Excel reads accents, and text cells that start like a formula made inert (summaries echo what a
// user typed). Unknown credits stay empty, with "unknown" as their source: never a 0.
import Papa from 'papaparse';
import type { LedgerLine, UsagePeriod } from '../store/usage-repo';

export const LEDGER_CSV_HEADERS = [
  'at',
  'user',
  'operation',
  'summary',
  'records',
  'credits',
  'credits source',
  'request id',
  'agent',
] as const;

export function ledgerCsv(period: UsagePeriod, lines: readonly LedgerLine[]) {
  const data = lines.map((line) => [
    line.at,
    line.user,
    line.operation,
    line.summary,
    line.records,
    line.credits ?? '',
    line.creditsSource,
    line.requestId ?? '',
    line.agent ?? '',
  ]);
  const body = Papa.unparse(
    { fields: [...LEDGER_CSV_HEADERS], data },
    { escapeFormulae: true, newline: '\r\n' },
  );
  return { fileName: `ledger-${period.from}-to-${period.to}.csv`, text: `\uFEFF${body}\r\n` };
}
