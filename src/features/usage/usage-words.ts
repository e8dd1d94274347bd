// The Usage screen's words: credits with their unknown part ("120 + 2 of unknown cost"), caps
// ("412 of 1,000 monthly credits"), the time left until a cap resets ("6 h 12 min"), and periods.
import type { UsageAnswer } from '../../api/app-store/contract';
import { integerFormat, pluralize } from '../../lib/plural';

/** "1,240"; with calls of unknown cost, "1,240 + 2 unknown": never counted as 0. */
export function creditsWords(credits: number, unknownCalls: number): string {
  const known = integerFormat.format(credits);
  return unknownCalls === 0 ? known : `${known} + ${integerFormat.format(unknownCalls)} unknown`;
}

/** "6 h 12 min", "12 min", "under a minute", "3 days 4 h" until `resetsAt`. */
export function timeLeft(resetsAt: string, now: number): string {
  const minutes = Math.floor((Date.parse(resetsAt) - now) / 60_000);
  if (!(minutes >= 1)) return 'under a minute';
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const rest = minutes % 60;
  if (days > 0) return `${pluralize(days, 'day')}${hours ? ` ${hours} h` : ''}`;
  return hours > 0 ? `${hours} h ${rest} min` : `${rest} min`;
}

type Cap = UsageAnswer['caps']['monthly'];

/** "412 of 1,000 monthly credits" or "412 credits; no monthly cap". */
export function monthlyCapWords(cap: Cap): string {
  const used = integerFormat.format(cap.used);
  if (cap.cap === null) return `${used} credits; no monthly cap`;
  return `${used} of ${integerFormat.format(cap.cap)} monthly credits`;
}

/** "1,240 of 5,000 credits; resets in 6 h 12 min" (the team's day; or with no daily cap). */
export function dailyCapWords(cap: Cap, now: number): string {
  const used = integerFormat.format(cap.used);
  const left = `resets in ${timeLeft(cap.resetsAt, now)}`;
  if (cap.cap === null) return `${used} credits; no daily cap; the day ${left}`;
  return `${used} of ${integerFormat.format(cap.cap)} credits; ${left}`;
}

/** The share of a cap used, 0–1 (a meter's value); undefined with no cap. */
export function capShare(cap: Cap): number | undefined {
  if (cap.cap === null) return undefined;
  if (cap.cap === 0) return 1;
  return Math.min(1, cap.used / cap.cap);
}

const dayFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
const dateTimeFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'UTC',
  timeZoneName: 'short',
});

/** "Mar 1" for a YYYY-MM-DD day (UTC, as the ledger's days are). */
export function shortDay(day: string): string {
  return dayFormat.format(new Date(`${day}T00:00:00Z`));
}

/** "Mar 1, 9:00 AM UTC" for a call's time. */
export function callTime(at: string): string {
  return dateTimeFormat.format(new Date(at));
}

/** "Mar 1 – Mar 31" for the period shown. */
export function periodWords(from: string, to: string): string {
  return from === to ? shortDay(from) : `${shortDay(from)} – ${shortDay(to)}`;
}

/** The chart's summary for its aria-label: the total, the busiest day, the days with spend. */
export function chartSummary(byDay: readonly UsageAnswer['byDay'][number][]): string {
  if (byDay.length === 0) return 'Credits by day: no days in the period.';
  const total = byDay.reduce((sum, day) => sum + day.credits, 0);
  const busiest = byDay.reduce<UsageAnswer['byDay'][number] | undefined>(
    (top, day) => (day.credits > (top?.credits ?? 0) ? day : top),
    undefined,
  );
  const spent = byDay.filter((day) => day.credits > 0 || day.unknownCalls > 0).length;
  const start = `Credits by day, ${periodWords(byDay[0]!.day, byDay.at(-1)!.day)}: `;
  if (!busiest) return `${start}none spent.`;
  return (
    `${start}${pluralize(total, 'credit')} over ${pluralize(spent, 'day')} with spend; ` +
    `the most on ${shortDay(busiest.day)} (${integerFormat.format(busiest.credits)}).`
  );
}
