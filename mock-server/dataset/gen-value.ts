// Generates estimated and assessed values from size, age, metro price level and the zip's income.
import type { GenContext } from './gen-context';
import { NULL_I32, PT } from './types';

const TYPE_PRICE_FACTOR = [1, 0.85, 0, 0.95, 0.4, 0.75]; // by PT index (LAND priced by lot)

export function genValue(ctx: GenContext, row: number): void {
  const { rng, cols, metro } = ctx;
  const type = cols.propertyType[row] ?? PT.SFR;
  const ppsf = metro.pricePerSqft * ctx.incomeFactor;
  const lot = cols.lotSqft[row] ?? NULL_I32;
  let v: number;
  if (type === PT.LAND) {
    v = Math.max(8_000, (lot === NULL_I32 ? 10_000 : lot) * ppsf * 0.04 * rng.logNormal(0.5));
  } else {
    const sqft = cols.sqft[row] ?? 1_000;
    const age = ctx.nowYear - (cols.yearBuilt[row] ?? ctx.nowYear);
    const ageFactor = Math.min(1.1, Math.max(0.65, 1.1 - 0.005 * age));
    const units = cols.units[row] ?? 1;
    const typeFactor = (TYPE_PRICE_FACTOR[type] ?? 1) * (units > 4 ? 0.94 : 1);
    v = sqft * ppsf * typeFactor * ageFactor * rng.logNormal(0.18);
    if (lot !== NULL_I32 && lot > 10_000) v += (lot - 10_000) * ppsf * 0.01;
  }
  const value = Math.min(2_000_000_000, Math.max(10_000, Math.round(v / 1_000) * 1_000));
  cols.value[row] = value;
  const assessed = Math.round(value * metro.assessmentRatio * rng.logNormal(0.08));
  cols.assessedValue[row] = assessed;
  cols.assessedLand[row] =
    type === PT.LAND ? assessed : Math.round(assessed * rng.range(0.18, 0.45));
}
