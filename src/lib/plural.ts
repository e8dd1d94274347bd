// Counts of things ("1 lead", "12,345 leads"): the one formatter the first screen needs, kept apart
// from format.ts so the first visit does not carry every formatter (and its Intl objects) that the
// table, the drawer and the exports use (docs/performance.md "How the first screen stays small").
export const integerFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** "1 lead" / "12,345 leads". */
export function pluralize(count: number, singular: string, plural = `${singular}s`): string {
  return `${integerFormat.format(count)} ${count === 1 ? singular : plural}`;
}
