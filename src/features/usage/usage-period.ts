// The period the Usage screen shows: a from–to pair of UTC days, checked by the same rules as the
// server's (the contract's usagePeriodProblem), and the current calendar month to start with.
import { z } from 'zod';
import { dayStartMs, usagePeriodProblem } from '../../api/app-store/contract';

export interface UsagePeriodValues {
  from: string;
  to: string;
}

const daySchema = z
  .string()
  .refine((day) => Number.isFinite(dayStartMs(day)), { error: 'Enter a day' });

/** The form's schema: two days, the start not after the end, at most 400 days apart. */
export const usagePeriodFormSchema = z
  .object({ from: daySchema, to: daySchema })
  .superRefine((period, ctx) => {
    const problem = usagePeriodProblem(period.from, period.to);
    if (problem) ctx.addIssue({ code: 'custom', path: ['to'], message: problem });
  });

const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The current calendar month in UTC, as the server's default. */
export function currentMonth(now: number): UsagePeriodValues {
  const date = new Date(now);
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth();
  return {
    from: utcDay(Date.UTC(year, month, 1)),
    to: utcDay(Date.UTC(year, month + 1, 1) - 86_400_000),
  };
}
