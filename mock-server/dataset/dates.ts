// Dates as Int32 day numbers (days since 1970-01-01 UTC) and their ISO YYYY-MM-DD form.

const MS_PER_DAY = 86_400_000;

/** The UTC day number of an instant. */
export function dayOfDate(date: Date): number {
  return Math.floor(date.getTime() / MS_PER_DAY);
}

export function dayFromParts(year: number, month: number, day: number): number {
  return Math.floor(Date.UTC(year, month - 1, day) / MS_PER_DAY);
}

/** Day number of a YYYY-MM-DD string; NaN when it is not one. */
export function dayFromIso(iso: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!m) return Number.NaN;
  return dayFromParts(Number(m[1]), Number(m[2]), Number(m[3]));
}

const pad2 = (n: number): string => (n < 10 ? `0${n}` : String(n));

export function isoFromDay(day: number): string {
  const c = civilOfDay(day);
  const y = Math.floor(c / 10_000);
  return `${y}-${pad2(Math.floor(c / 100) % 100)}-${pad2(c % 100)}`;
}

/**
 * The civil date of a day number packed as yyyymmdd, without allocating a Date (the generator
 * calls this per row). Howard Hinnant's days-to-civil algorithm.
 */
export function civilOfDay(day: number): number {
  const z = day + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365,
  );
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const m = mp < 10 ? mp + 3 : mp - 9;
  const y = yoe + era * 400 + (m <= 2 ? 1 : 0);
  return y * 10_000 + m * 100 + d;
}

export function yearOfDay(day: number): number {
  return Math.floor(civilOfDay(day) / 10_000);
}

function daysInMonth(year: number, month0: number): number {
  return new Date(Date.UTC(year, month0 + 1, 0)).getUTCDate();
}

/**
 * The day `months` calendar months before `day`, with the day of month clamped to the target
 * month's length (2025-03-31 minus 1 month is 2025-02-28), as search windows count back.
 */
export function monthsBefore(day: number, months: number): number {
  const d = new Date(day * MS_PER_DAY);
  const total = d.getUTCFullYear() * 12 + d.getUTCMonth() - months;
  const year = Math.floor(total / 12);
  const month0 = total - year * 12;
  const dom = Math.min(d.getUTCDate(), daysInMonth(year, month0));
  return Math.floor(Date.UTC(year, month0, dom) / MS_PER_DAY);
}

/** Whole years from `from` to `to` (anniversaries passed), as "years owned" counts them. */
export function wholeYearsBetween(from: number, to: number): number {
  const a = civilOfDay(from);
  const b = civilOfDay(to);
  // yyyymmdd arithmetic: the year difference, less one if the anniversary (mmdd) is still ahead.
  let years = Math.floor(b / 10_000) - Math.floor(a / 10_000);
  if (b % 10_000 < a % 10_000) years--;
  return Math.max(0, years);
}
