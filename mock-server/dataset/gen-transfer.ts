// Generates the last transfer (sale, gift, inheritance or bank repossession) and the prior owner's tenure.
import { wholeYearsBetween } from './dates';
import type { GenContext } from './gen-context';
import { isMlsSold } from './gen-mls';
import { FLAG, NOTICE_TYPES } from './types';

/** How the current owner took title; drives the deed type and the flags. */
export const TRANSFER = {
  none: 0,
  armsLength: 1,
  nonArmsLength: 2,
  quitClaim: 3,
  inherited: 4,
  reo: 5,
} as const;

const NOTICE_REO = NOTICE_TYPES.indexOf('REO') + 1;

/** Days back from now, weighted towards the recent past, at most `max`. */
export function recentDaysAgo(ctx: GenContext, max: number): number {
  return Math.min(max, Math.floor(ctx.rng.exponential(max / 3)));
}

export function genTransfer(ctx: GenContext, row: number, kinds: Uint8Array): void {
  const { rng, cols, nowDay } = ctx;
  const value = cols.value[row] ?? 100_000;
  let flags = cols.flags[row] ?? 0;
  let sale: number;
  let amount: number;
  let kind: number;
  if (isMlsSold(cols.mlsStatus[row] ?? 0)) {
    // A closed MLS sale is the last sale.
    sale = cols.mlsSaleDate[row] ?? nowDay;
    amount = Math.round(((cols.mlsPrice[row] ?? value) * rng.range(0.95, 1.03)) / 100) * 100;
    kind = TRANSFER.armsLength;
  } else if (rng.chance(0.014)) {
    // Bank-owned: the lender took title at a trustee's/sheriff's sale.
    const reo = nowDay - recentDaysAgo(ctx, 900);
    cols.reoDate[row] = reo;
    if (rng.chance(0.7)) cols.auctionDate[row] = reo - rng.int(1, 30);
    if (rng.chance(0.6)) {
      cols.noticeType[row] = NOTICE_REO;
      cols.foreclosureDate[row] = reo - rng.int(0, 10);
    }
    if (rng.chance(0.5)) cols.preForeclosureDate[row] = reo - rng.int(90, 400);
    sale = reo;
    amount = Math.round((value * rng.range(0.55, 0.85)) / 100) * 100;
    kind = TRANSFER.reo;
  } else if (rng.chance(0.02)) {
    kinds[row] = TRANSFER.none;
    return;
  } else {
    const built = cols.yearBuilt[row];
    const ageYears = ctx.nowYear - (built !== undefined && built > 0 ? built : 1950);
    const maxDays = Math.max(30, ageYears * 365 + 180);
    let daysAgo = Math.floor(rng.exponential(11 * 365));
    if (daysAgo > maxDays) daysAgo = rng.int(0, maxDays);
    sale = nowDay - daysAgo;
    const u = rng.next();
    kind =
      u < 0.03
        ? TRANSFER.inherited
        : u < 0.08
          ? TRANSFER.quitClaim
          : u < 0.14
            ? TRANSFER.nonArmsLength
            : TRANSFER.armsLength;
    amount =
      kind === TRANSFER.armsLength
        ? Math.round((value / Math.pow(1.045, daysAgo / 365.25)) * rng.logNormal(0.07) * 0.01) * 100
        : 0;
  }
  kinds[row] = kind;
  cols.lastSaleDate[row] = sale;
  cols.lastSaleAmount[row] = amount;
  cols.yearsOwned[row] = wholeYearsBetween(sale, nowDay);
  if (kind === TRANSFER.armsLength) flags |= FLAG.lastSaleArmsLength;
  if (kind === TRANSFER.quitClaim) flags |= FLAG.quitClaim;
  if (kind === TRANSFER.inherited) flags |= FLAG.inherited;
  // The prior owner's tenure; a short one is a flip.
  if (kind === TRANSFER.reo) {
    cols.priorOwnerMonths[row] = rng.int(24, 240);
    if (rng.chance(0.85)) flags |= FLAG.priorOwnerIndividual;
  } else if (rng.chance(0.85)) {
    const flip = rng.chance(0.09);
    cols.priorOwnerMonths[row] = flip
      ? rng.int(1, 11)
      : Math.min(720, 12 + Math.floor(rng.exponential(96)));
    if (rng.chance(flip ? 0.35 : kind === TRANSFER.inherited ? 1 : 0.8)) {
      flags |= FLAG.priorOwnerIndividual;
    }
  }
  cols.flags[row] = flags;
}
