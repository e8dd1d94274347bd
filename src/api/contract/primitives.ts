// Small reusable zod schemas for the wire formats the service uses (dates, zips, coordinates, id lists).
import { z } from 'zod';
import { ringLongitudeProblem } from './ring-longitudes';
import { LIMITS } from './limits';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date written YYYY-MM-DD. */
function isIsoDate(value: string): boolean {
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

export const isoDate = z
  .string()
  .refine(isIsoDate, { error: 'must be a valid date in YYYY-MM-DD format' });

export const nonEmptyText = z.string().trim().min(1);

export const zipCode = z
  .string()
  .regex(/^\d{5}(-\d{4})?$/, { error: 'must be a 5-digit US zip code' });

/** The spec's I is int32 (notation, §1): anything outside is a 400, not a search for it. */
const INT32_MIN = -2_147_483_648;
export const INT32_MAX = 2_147_483_647;

export const integer = z.number().int().min(INT32_MIN).max(INT32_MAX);

export const latitude = z.number().min(-90).max(90);
export const longitude = z.number().min(-180).max(180);

const latLon = z.strictObject({ lat: latitude, lon: longitude });

/**
 * A polygon ring: at least three points (spec §2.1). Each edge is read the short way round, so a
 * ring may cross the antimeridian (docs/mock.md "Polygons across the antimeridian"); a ring with no
 * clear short-way reading (an edge of exactly 180°, or one circling a pole) is refused.
 */
export const ring = z
  .array(latLon)
  .min(3, { error: 'must contain at least 3 points' })
  .max(LIMITS.maxPolygonPoints)
  .superRefine((points, ctx) => {
    const problem = ringLongitudeProblem(points.map((p) => p.lon));
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** A string of digits whose value lies in [min, max], for census fields declared as S. */
export function digitsInRange(min: number, max: number) {
  return z.string().refine((v) => /^\d+$/.test(v) && Number(v) >= min && Number(v) <= max, {
    error: `must be a number from ${min} to ${max}`,
  });
}

const NUMERIC_STRING_ERROR = 'must be a number or a numeric string';

/**
 * A number the spec declares as S (ltv_max, deck_area_max): a numeric string or a number,
 * normalized to a number.
 */
export function numericString(opts: { min?: number; max?: number } = {}) {
  return z
    .union([z.number(), z.string().regex(/^-?\d+(\.\d+)?$/, { error: NUMERIC_STRING_ERROR })], {
      error: NUMERIC_STRING_ERROR,
    })
    .transform((v) => Number(v))
    .pipe(
      z
        .number()
        .min(opts.min ?? Number.NEGATIVE_INFINITY)
        .max(opts.max ?? Number.POSITIVE_INFINITY),
    );
}

/** One value or a list of values, always handed on as a list. */
export function oneOrMany<T extends z.ZodType>(item: T, description: string) {
  return z
    .union([item, z.array(item).min(1)], { error: `must be ${description} or a list of them` })
    .transform((v): z.output<T>[] => (Array.isArray(v) ? v : [v]));
}
