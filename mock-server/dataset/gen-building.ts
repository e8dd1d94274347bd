// Generates a property's type, use code, size, age, construction, utilities, flood zone and features.
import type { GenContext } from './gen-context';
import {
  CONSTRUCTION_BY_STATE,
  FLOOD_COASTAL,
  FLOOD_INLAND,
  LIGHT_FRAME,
  MANUFACTURED,
  MFR_UNITS,
  ROOF_CONSTRUCTION,
  SEWAGE,
  SEWAGE_RURAL,
  USE_CODES,
  WATER,
} from './gen-tables';
import { WeightedChoice } from './prng';
import { FLAG, PT } from './types';

const TYPE_CHOICE = new WeightedChoice(
  [PT.SFR, PT.CONDO, PT.MFR, PT.LAND, PT.MOBILE, PT.OTHER],
  [64, 10, 9, 7, 4, 6],
);

const clamp = (v: number, lo: number, hi: number): number => (v < lo ? lo : v > hi ? hi : v);

/**
 * Writes every building column of `row`; returns nothing, the columns are the output. The helpers
 * below draw from the one stream in a fixed order: reordering a draw changes every later column.
 */
export function genBuilding(ctx: GenContext, row: number): void {
  const { rng, cols } = ctx;
  const type = TYPE_CHOICE.draw(rng);
  cols.propertyType[row] = type;
  const useCode = drawUseCode(ctx, type);
  cols.useCode[row] = useCode;

  if (type === PT.LAND) {
    genLand(ctx, row);
    return;
  }
  const size = drawSize(ctx, type, useCode);
  cols.yearBuilt[row] = size.year;
  cols.sqft[row] = size.sqft;
  if (size.lot > 0) cols.lotSqft[row] = Math.max(800, size.lot);
  cols.stories[row] = clamp(size.stories, 1, 200);
  if (type !== PT.OTHER) {
    cols.beds[row] = size.beds;
    cols.baths[row] = size.baths;
    cols.rooms[row] = Math.min(250, size.beds + 2 + rng.int(0, 3) * Math.max(1, size.units >> 2));
    cols.units[row] = size.units;
  } else {
    cols.baths[row] = size.baths;
  }
  genConstruction(ctx, row, type, size.units, useCode === RURAL_USE);
  genFlood(ctx, row);
  cols.flags[row] = drawFeatures(ctx, row, type, useCode, size);
}

/** The rural-residence use code: bigger lots, septic, RV parking. */
const RURAL_USE = 383;

function drawUseCode({ rng }: GenContext, type: number): number {
  switch (type) {
    case PT.SFR:
      return USE_CODES.SFR.draw(rng);
    case PT.CONDO:
      return USE_CODES.CONDO.draw(rng);
    case PT.MFR:
      return rng.chance(0.7) ? USE_CODES.MFR_SMALL.draw(rng) : USE_CODES.MFR_LARGE.draw(rng);
    case PT.LAND:
      return USE_CODES.LAND.draw(rng);
    case PT.MOBILE:
      return USE_CODES.MOBILE.draw(rng);
    default:
      return USE_CODES.OTHER.draw(rng);
  }
}

/** Vacant land: no building, so no size, rooms, age, construction or features. */
function genLand(ctx: GenContext, row: number): void {
  const { rng, cols } = ctx;
  cols.lotSqft[row] = Math.round(clamp(43_560 * 0.5 * rng.logNormal(1.0), 2_000, 2_000_000));
  if (rng.chance(0.5)) cols.sewage[row] = SEWAGE_RURAL.draw(rng);
  if (rng.chance(0.4)) cols.waterSource[row] = WATER.draw(rng);
  genFlood(ctx, row);
  cols.flags[row] = rng.chance(0.08) ? FLAG.hoa : 0;
}

interface BuildingSize {
  year: number;
  sqft: number;
  beds: number;
  baths: number;
  stories: number;
  units: number;
  lot: number;
}

/** A building's age, size, rooms and lot, by type. */
function drawSize(ctx: GenContext, type: number, useCode: number): BuildingSize {
  const { rng, metro } = ctx;
  const ageCenter = metro.medianYearBuilt;
  let year = Math.round(ageCenter + rng.normal() * 18);
  if (rng.chance(0.04)) year = ctx.nowYear - rng.int(0, 2);
  let sqft: number;
  let beds: number;
  let baths: number;
  let stories = 1;
  let units = 1;
  let lot = Math.round(5_500 * rng.logNormal(0.5));
  switch (type) {
    case PT.SFR: {
      sqft = clamp(Math.round(1_900 * rng.logNormal(0.3)), 700, 9_000);
      beds = clamp(Math.round(sqft / 650 + rng.normal() * 0.6), 1, 7);
      baths = clamp(Math.round(sqft / 900 + rng.normal() * 0.5), 1, 7);
      stories =
        sqft > 2_600 ? (rng.chance(0.7) ? 2 : rng.chance(0.1) ? 3 : 1) : rng.chance(0.3) ? 2 : 1;
      if (useCode === RURAL_USE) lot = Math.round(43_560 * rng.range(1, 5));
      break;
    }
    case PT.CONDO: {
      year += 5;
      sqft = clamp(Math.round(1_050 * rng.logNormal(0.3)), 450, 4_000);
      beds = clamp(Math.round(sqft / 600 + rng.normal() * 0.4), 1, 3);
      baths = clamp(Math.round(sqft / 700), 1, 3);
      lot = 0;
      break;
    }
    case PT.MFR: {
      year -= 5;
      const [lo, hi] = MFR_UNITS[useCode] ?? [2, 4];
      units = rng.int(lo, hi);
      sqft = Math.round(units * (units > 4 ? 850 : 950) * rng.logNormal(0.2));
      beds = Math.min(250, Math.round(units * (units > 4 ? 1.6 : 2)));
      baths = Math.min(250, Math.round(units * rng.range(1, 1.6)));
      stories =
        useCode === 358 ? rng.int(8, 30) : units > 4 ? rng.int(2, 4) : rng.chance(0.5) ? 2 : 1;
      lot = Math.round((units > 4 ? 2_000 * units : 7_000) * rng.logNormal(0.4));
      break;
    }
    case PT.MOBILE: {
      year = rng.int(1968, Math.min(ctx.nowYear, 2022));
      sqft = clamp(Math.round(1_200 * rng.logNormal(0.2)), 600, 2_400);
      beds = sqft > 1_300 ? 3 : 2;
      baths = sqft > 1_100 ? 2 : 1;
      lot = Math.round(6_000 * rng.logNormal(0.4));
      break;
    }
    default: {
      // Commercial and other non-residential uses.
      year -= 3;
      sqft = clamp(Math.round(8_000 * rng.logNormal(0.9)), 800, 400_000);
      beds = 0;
      baths = clamp(Math.round(sqft / 4_000), 1, 20);
      stories = useCode === 184 ? rng.int(10, 60) : rng.int(1, 4);
      lot = Math.round(20_000 * rng.logNormal(0.8));
    }
  }
  return { year: clamp(year, 1890, ctx.nowYear), sqft, beds, baths, stories, units, lot };
}

/** Construction, roof, sewage and water source. */
function genConstruction(
  ctx: GenContext,
  row: number,
  type: number,
  units: number,
  rural: boolean,
): void {
  const { rng, cols } = ctx;
  if (!rng.chance(0.06)) {
    const byState = CONSTRUCTION_BY_STATE[ctx.state] ?? CONSTRUCTION_BY_STATE.DEFAULT;
    const commercial = type === PT.OTHER || units > 4;
    cols.construction[row] =
      type === PT.MOBILE
        ? rng.chance(0.8)
          ? MANUFACTURED
          : LIGHT_FRAME
        : ((commercial ? CONSTRUCTION_BY_STATE.COMMERCIAL : byState)?.draw(rng) ?? LIGHT_FRAME);
  }
  if (!rng.chance(0.12)) cols.roofConstruction[row] = ROOF_CONSTRUCTION.draw(rng);
  if (!rng.chance(0.12)) cols.roofMaterial[row] = ctx.roofMaterial.draw(rng);
  if (!rng.chance(0.08)) cols.sewage[row] = rural ? SEWAGE_RURAL.draw(rng) : SEWAGE.draw(rng);
  if (!rng.chance(0.1)) cols.waterSource[row] = WATER.draw(rng);
}

/** The feature bits of `flags` (and the pool and deck areas), by type; returns the bits. */
function drawFeatures(
  ctx: GenContext,
  row: number,
  type: number,
  useCode: number,
  { units, year }: BuildingSize,
): number {
  const { rng, cols, metro } = ctx;
  let flags = 0;
  const sfr = type === PT.SFR;
  const big = type === PT.MFR && units > 4;
  const rural = useCode === RURAL_USE;
  if (
    rng.chance(
      sfr ? metro.poolShare : big ? 0.4 : type === PT.CONDO ? 0.05 : type === PT.MFR ? 0.08 : 0.03,
    )
  )
    flags |= FLAG.pool;
  if (flags & FLAG.pool) cols.poolArea[row] = rng.int(250, 900);
  if (
    rng.chance(sfr ? 0.78 : type === PT.MFR ? (big ? 0.3 : 0.35) : type === PT.CONDO ? 0.2 : 0.12)
  )
    flags |= FLAG.garage;
  if (rng.chance(sfr ? metro.basementShare : metro.basementShare * (type === PT.MFR ? 0.8 : 0.3)))
    flags |= FLAG.basement;
  if (rng.chance(sfr ? 0.25 : 0.1)) flags |= FLAG.deck;
  if (flags & FLAG.deck) cols.deckArea[row] = rng.int(80, 700);
  if (rng.chance(sfr ? 0.45 : 0.3)) flags |= FLAG.patio;
  if (rng.chance(sfr ? 0.4 : 0.15)) flags |= FLAG.attic;
  // The draw that decided breezeway before it moved to generated-flags.ts: kept, so every column
  // drawn after it keeps its value.
  rng.next();
  if (rng.chance(ctx.state === 'AZ' ? 0.25 : 0.07)) flags |= FLAG.carport;
  if (rng.chance(rural ? 0.3 : sfr ? 0.05 : 0.02)) flags |= FLAG.rvParking;
  if (rng.chance(type === PT.CONDO ? 0.6 : big ? 0.5 : 0.06)) flags |= FLAG.balcony;
  if (rng.chance(big ? 0.7 : type === PT.CONDO ? 0.45 : type === PT.OTHER ? 0.55 : 0.03))
    flags |= FLAG.fireSprinklers;
  if (
    rng.chance(
      type === PT.CONDO
        ? 0.95
        : useCode === 386
          ? 0.85
          : sfr && year >= 1990
            ? 0.45
            : type === PT.MOBILE
              ? 0.3
              : 0.1,
    )
  )
    flags |= FLAG.hoa;
  if (rng.chance(ctx.state === 'CO' || ctx.state === 'OH' ? 0.8 : 0.94))
    flags |= FLAG.airConditioning;
  return flags;
}

function genFlood(ctx: GenContext, row: number): void {
  // About one property in eight has no flood designation on file.
  if (ctx.rng.chance(0.12)) return;
  ctx.cols.floodZone[row] = (ctx.metro.coastal ? FLOOD_COASTAL : FLOOD_INLAND).draw(ctx.rng);
}
