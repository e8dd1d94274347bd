// Generates open mortgages (purchase loans, refinances, second liens), lenders, loan types and equity.
import type { GenContext } from './gen-context';
import {
  ASSUMABLE_LOANS,
  BANK_LOAN_TYPES,
  COMMERCIAL_LOAN_TYPES,
  LOAN_ARM,
  LOAN_DOWN_PAYMENT,
  PRIVATE_LOAN_TYPES,
  REFI_LOAN_TYPES,
  SECOND_LOAN_TYPES,
  THIRD_LOAN_TYPES,
} from './gen-tables';
import { TRANSFER } from './gen-transfer';
import { LOAN_TYPE_ROWS } from '../data/code-tables';
import { yearOfDay } from './dates';
import { FLAG, MAIL_KIND, NULL_I32, NULL_U8, OWNER_KIND, PT } from './types';

/** Typical 30-year fixed rate in the year a loan was made. */
function rateForYear(year: number): number {
  if (year < 2009) return 0.062;
  if (year < 2013) return 0.045;
  if (year < 2022) return 0.036;
  return 0.068;
}

/** Remaining balance of a 30-year amortizing loan after `months` payments. */
function amortized(principal: number, annualRate: number, months: number): number {
  if (months >= 360) return 0;
  const r = annualRate / 12;
  const g = Math.pow(1 + r, 360);
  return (principal * (g - Math.pow(1 + r, Math.max(0, months)))) / (g - 1);
}

export interface LenderCounts {
  banks: number;
  privates: number;
}

export function genMortgage(
  ctx: GenContext,
  row: number,
  transfer: number,
  portfolioOwner: boolean,
  lenders: LenderCounts,
): void {
  const { rng, cols, nowDay } = ctx;
  if (transfer === TRANSFER.reo) return; // the bank owns it outright
  const value = cols.value[row] ?? 100_000;
  const sale = cols.lastSaleDate[row] ?? NULL_I32;
  const amount = cols.lastSaleAmount[row] ?? 0;
  const kind = ctx.owners.kind[cols.owner[row] ?? 0];
  const corporate = kind === OWNER_KIND.corporate;
  const absentee = cols.mailKind[row] !== MAIL_KIND.ownerOccupied;
  const type = cols.propertyType[row] ?? PT.SFR;
  const commercial = type === PT.OTHER || (type === PT.MFR && (cols.units[row] ?? 1) > 4);
  const daysSinceSale = sale === NULL_I32 ? 30 * 365 : nowDay - sale;
  let flags = cols.flags[row] ?? 0;

  let balance1 = 0;
  let original = 0;
  let type1: number = NULL_U8;
  let isPrivate = false;
  let cash = false;
  if (transfer === TRANSFER.armsLength) {
    cash = rng.chance(
      corporate ? 0.6 : portfolioOwner ? 0.5 : kind === OWNER_KIND.trust ? 0.25 : 0.14,
    );
    if (cash) {
      flags |= FLAG.cashBuyer;
      if (corporate || absentee) flags |= FLAG.investorBuyer;
    } else if (amount > 0) {
      isPrivate = rng.chance(corporate || portfolioOwner ? 0.3 : 0.04);
      type1 = isPrivate
        ? PRIVATE_LOAN_TYPES.draw(rng)
        : commercial
          ? COMMERCIAL_LOAN_TYPES.draw(rng)
          : BANK_LOAN_TYPES.draw(rng);
      const code = LOAN_TYPE_ROWS[type1]?.code ?? '';
      const down = LOAN_DOWN_PAYMENT[code] ?? (isPrivate ? 0.25 : rng.pick([0.2, 0.2, 0.1, 0.05]));
      original = Math.round((amount * (1 - down)) / 100) * 100;
      const years = daysSinceSale / 365.25;
      // Older loans are increasingly paid off; private bridge loans rarely last past 3 years.
      const paidOff = isPrivate
        ? years > 3 && rng.chance(0.8)
        : rng.chance(Math.min(0.6, years / 55));
      if (!paidOff) {
        balance1 = amortized(original, rateForYear(yearOfDay(sale)), Math.floor(years * 12));
      }
    }
  } else if (
    rng.chance(transfer === TRANSFER.none ? 0.25 : transfer === TRANSFER.inherited ? 0.15 : 0.35)
  ) {
    // A loan taken out after a non-sale transfer (or before records began).
    const monthsAgo = rng.int(6, 180);
    original =
      Math.round((value * rng.range(0.3, 0.7)) / Math.pow(1.045, monthsAgo / 12) / 100) * 100;
    type1 = REFI_LOAN_TYPES.draw(rng);
    balance1 = amortized(original, rateForYear(yearOfDay(nowDay - monthsAgo * 30)), monthsAgo);
  }
  // Refinance: a new first loan replaces the old one.
  if ((balance1 > 0 || cash) && daysSinceSale > 3 * 365 && rng.chance(cash ? 0.08 : 0.25)) {
    const monthsAgo = rng.int(3, Math.min(170, Math.floor(daysSinceSale / 30) - 1));
    original =
      Math.round((value * rng.range(0.5, 0.8)) / Math.pow(1.045, monthsAgo / 12) / 100) * 100;
    type1 = REFI_LOAN_TYPES.draw(rng);
    isPrivate = false;
    balance1 = amortized(original, rateForYear(yearOfDay(nowDay - monthsAgo * 30)), monthsAgo);
  }
  let count = 0;
  let balance = 0;
  if (balance1 > 0) {
    count = 1;
    balance = balance1;
    cols.lastMortgage1[row] = original;
    cols.loanType1[row] = type1;
    cols.lender[row] = isPrivate
      ? lenders.banks + rng.int(0, lenders.privates - 1)
      : rng.int(0, lenders.banks - 1);
    if (isPrivate) flags |= FLAG.privateLender;
    if (ASSUMABLE_LOANS.has(type1)) flags |= FLAG.assumable;
    if (type1 === LOAN_ARM) flags |= FLAG.adjustableRate;
    if (rng.chance(0.1)) {
      count = 2;
      const type2 = SECOND_LOAN_TYPES.draw(rng);
      cols.loanType2[row] = type2;
      balance += value * rng.range(0.04, 0.15);
      if (type2 === LOAN_ARM) flags |= FLAG.adjustableRate;
      if (rng.chance(0.25)) cols.loanType3[row] = THIRD_LOAN_TYPES.draw(rng);
    }
  }
  cols.mortgageCount[row] = count;
  cols.mortgageBalance[row] = Math.round(balance);
  cols.flags[row] = flags;
}

/** Equity, equity percent and LTV from value and open balance (equity % = 100 − LTV). */
export function genEquity(ctx: GenContext, row: number): void {
  const { cols } = ctx;
  const value = cols.value[row] ?? 1;
  const balance = cols.mortgageBalance[row] ?? 0;
  cols.equity[row] = value - balance;
  const ltv = Math.min(30_000, Math.round((balance / value) * 100));
  cols.ltv[row] = ltv;
  cols.equityPercent[row] = 100 - ltv;
}
