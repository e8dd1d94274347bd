// Display words for MLS values: statuses, times, yes/no, lists; missing values read as a dash.
import { MISSING, formatInteger } from '../../lib/format';

export type StatusTone = 'active' | 'pending' | 'sold' | 'off';

/** standardStatus → the colour family of its search flag (reference-shapes statuses). */
export function statusTone(status: string | null | undefined): StatusTone {
  switch (status) {
    case 'Active':
    case 'Coming Soon':
      return 'active';
    case 'Pending':
    case 'Pending Sale':
    case 'Contingent':
    case 'Active Under Contract':
      return 'pending';
    case 'Closed':
    case 'Sold':
      return 'sold';
    default:
      return 'off';
  }
}

export function yesNo(value: boolean | null | undefined): string {
  if (value === true) return 'Yes';
  if (value === false) return 'No';
  return MISSING;
}

export function text(value: string | null | undefined): string {
  return value === null || value === undefined || value.trim() === '' ? MISSING : value;
}

export function listText(values: readonly string[] | null | undefined): string {
  return values && values.length > 0 ? values.join(', ') : MISSING;
}

/** "13:00" → "1:00 PM"; other text passes through. */
export function formatClock(value: string | null | undefined): string {
  if (!value) return MISSING;
  const match = /^(\d{1,2}):(\d{2})/.exec(value);
  if (!match) return value;
  const hours = Number(match[1]);
  const suffix = hours >= 12 ? 'PM' : 'AM';
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  return `${twelve}:${match[2]} ${suffix}`;
}

export function squareFeet(value: number | null | undefined): string {
  return value === null || value === undefined ? MISSING : `${formatInteger(value)} sq ft`;
}

export function days(value: number | null | undefined): string {
  if (value === null || value === undefined) return MISSING;
  return value === 1 ? '1 day' : `${formatInteger(value)} days`;
}

/** "2026-10-30T12:24:00Z" → "2026-10-30", for the date formatter. */
export function dayOf(value: string | null | undefined): string | undefined {
  return value ? value.slice(0, 10) : undefined;
}
