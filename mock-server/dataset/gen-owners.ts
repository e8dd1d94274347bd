// Generates owners: portfolio pools (companies, banks, investors, trusts), one-off owners, occupancy and mail.
import {
  COMPANY_FIRST_WORDS,
  COMPANY_SECOND_WORDS,
  COMPANY_SUFFIXES,
  FIRST_NAMES,
  LAST_NAMES,
  REO_OWNERS,
  STREET_NAMES,
  STREET_SUFFIXES,
} from '../data/name-lists';
import { METROS } from '../geo/metros';
import type { GenContext } from './gen-context';
import { TRANSFER } from './gen-transfer';
import { cumulative, WeightedChoice } from './prng';
import { MAIL_KIND, NULL_I32, OWNER_KIND, PT, TRUST_WORDS } from './types';

/** A pool of owners holding several properties each, drawn with Zipf weights (a few own many). */
interface Pool {
  start: number;
  cum: Float64Array;
}

export interface OwnerPools {
  corporate: Pool;
  banks: Pool;
  investors: Pool;
  trusts: Pool;
  companyNames: string[];
}

function zipf(n: number, s: number): Float64Array {
  return cumulative(Array.from({ length: n }, (_, i) => 1 / Math.pow(i + 1, s)));
}

function setPerson(ctx: GenContext, o: number, withPartner: number): void {
  const { rng, owners } = ctx;
  owners.first1[o] = rng.int(0, FIRST_NAMES.length - 1);
  const last = rng.int(0, LAST_NAMES.length - 1);
  owners.last1[o] = last;
  if (rng.chance(withPartner)) {
    owners.first2[o] = rng.int(0, FIRST_NAMES.length - 1);
    owners.last2[o] = rng.chance(0.85) ? last : rng.int(0, LAST_NAMES.length - 1);
  }
}

function setMail(ctx: GenContext, o: number, dirIdx: number): void {
  const { rng, owners } = ctx;
  owners.mailZip[o] = dirIdx;
  owners.mailHouse[o] = rng.int(100, 29_999);
  owners.mailStreetName[o] = rng.int(0, STREET_NAMES.length - 1);
  owners.mailSuffix[o] = rng.int(0, STREET_SUFFIXES.length - 1);
}

function randomZipInState(ctx: GenContext, state: string): number {
  const list = ctx.directory.byState.get(state) ?? [];
  return list[ctx.rng.int(0, list.length - 1)] ?? 0;
}

function randomZipOutsideState(ctx: GenContext): number {
  const n = ctx.directoryState.length;
  for (;;) {
    const i = ctx.rng.int(0, n - 1);
    if (ctx.directoryState[i] !== ctx.stateIdx) return i;
  }
}

const METRO_CHOICE = new WeightedChoice(
  METROS.map((m) => m.state),
  METROS.map((m) => m.weight),
);

/** A portfolio owner's office: mostly in a metro state (weighted like the properties), else anywhere. */
function officeZip(ctx: GenContext): number {
  if (ctx.rng.chance(0.75)) return randomZipInState(ctx, METRO_CHOICE.draw(ctx.rng));
  return ctx.rng.int(0, ctx.directory.entries.length - 1);
}

function newOwner(ctx: GenContext, kind: number): number {
  const o = ctx.owners.count++;
  ctx.owners.kind[o] = kind;
  return o;
}

/** Creates the pools up front; they take the first owner rows. */
export function createOwnerPools(ctx: GenContext, count: number): OwnerPools {
  const { rng, owners } = ctx;
  const companyNames: string[] = [];
  const used = new Set<string>();
  const nCorp = Math.max(40, Math.round((count * 0.17) / 7));
  const corpStart = owners.count;
  for (let i = 0; i < nCorp; i++) {
    const o = newOwner(ctx, OWNER_KIND.corporate);
    const first = rng.pick(COMPANY_FIRST_WORDS);
    const second = rng.pick(COMPANY_SECOND_WORDS);
    const suffix = rng.pick(COMPANY_SUFFIXES);
    let name = `${first} ${second} ${suffix}`;
    for (let n = 2; used.has(name); n++) name = `${first} ${second} ${n} ${suffix}`;
    used.add(name);
    owners.company[o] = companyNames.length;
    companyNames.push(name);
    setMail(ctx, o, officeZip(ctx));
  }
  const bankStart = owners.count;
  for (const bank of REO_OWNERS) {
    const o = newOwner(ctx, OWNER_KIND.corporate);
    owners.company[o] = companyNames.length;
    companyNames.push(bank);
    setMail(ctx, o, rng.int(0, ctx.directory.entries.length - 1));
  }
  const nInv = Math.max(30, Math.round((count * 0.72 * 0.08) / 2.5));
  const invStart = owners.count;
  for (let i = 0; i < nInv; i++) {
    const o = newOwner(ctx, OWNER_KIND.individual);
    setPerson(ctx, o, 0.4);
    setMail(ctx, o, officeZip(ctx));
  }
  const nTrust = Math.max(10, Math.round((count * 0.1 * 0.08) / 3));
  const trustStart = owners.count;
  for (let i = 0; i < nTrust; i++) {
    const o = newOwner(ctx, OWNER_KIND.trust);
    setPerson(ctx, o, 0.4);
    owners.trustWord[o] = rng.int(0, TRUST_WORDS.length - 1);
    setMail(ctx, o, officeZip(ctx));
  }
  return {
    corporate: { start: corpStart, cum: zipf(nCorp, 0.95) },
    banks: { start: bankStart, cum: zipf(REO_OWNERS.length, 0.8) },
    investors: { start: invStart, cum: zipf(nInv, 0.5) },
    trusts: { start: trustStart, cum: zipf(nTrust, 0.9) },
    companyNames,
  };
}

// Owner kind by property type: [individual, corporate, trust] weights, indexed by PT.
const KIND_BY_TYPE = [
  [78, 12, 10], // SFR
  [65, 25, 10], // MFR (small; large ones are handled below)
  [60, 30, 10], // LAND
  [78, 12, 10], // CONDO
  [82, 10, 8], // MOBILE
  [18, 75, 7], // OTHER
].map(
  (w) => new WeightedChoice([OWNER_KIND.individual, OWNER_KIND.corporate, OWNER_KIND.trust], w),
);
const KIND_LARGE_MFR = new WeightedChoice(
  [OWNER_KIND.individual, OWNER_KIND.corporate, OWNER_KIND.trust],
  [12, 80, 8],
);

function pick(ctx: GenContext, pool: Pool): number {
  return pool.start + ctx.rng.pickIndex(pool.cum);
}

/**
 * Assigns the owner of `row` and where their mail goes. Only one-off owners of homes live in
 * them (owner-occupied); portfolio owners always get mail at their office.
 */
export function genOwner(
  ctx: GenContext,
  row: number,
  transfer: number,
  vacant: boolean,
  pools: OwnerPools,
): void {
  const { rng, cols, owners } = ctx;
  const type = cols.propertyType[row] ?? PT.SFR;
  const units = cols.units[row] ?? 1;
  let o: number;
  let occupied = false;
  if (transfer === TRANSFER.reo) {
    o = pick(ctx, pools.banks);
  } else {
    const kind = (type === PT.MFR && units > 4 ? KIND_LARGE_MFR : KIND_BY_TYPE[type])?.draw(rng);
    if (kind === OWNER_KIND.corporate) {
      o = pick(ctx, pools.corporate);
    } else if (kind === OWNER_KIND.trust && rng.chance(0.08)) {
      o = pick(ctx, pools.trusts);
    } else if (kind === OWNER_KIND.individual && rng.chance(0.08)) {
      o = pick(ctx, pools.investors);
    } else {
      o = newOwner(ctx, kind ?? OWNER_KIND.individual);
      setPerson(ctx, o, kind === OWNER_KIND.trust ? 0.4 : 0.5);
      if (kind === OWNER_KIND.trust) owners.trustWord[o] = rng.int(0, TRUST_WORDS.length - 1);
      const home = type === PT.SFR || type === PT.CONDO || type === PT.MOBILE;
      const pOccupied = vacant ? 0 : home ? 0.86 : type === PT.MFR && units <= 4 ? 0.4 : 0;
      occupied = rng.chance(pOccupied);
      if (!occupied) {
        setMail(
          ctx,
          o,
          rng.chance(0.62) ? randomZipInState(ctx, ctx.state) : randomZipOutsideState(ctx),
        );
      }
    }
  }
  cols.owner[row] = o;
  const mailZip = owners.mailZip[o] ?? NULL_I32;
  if (occupied || mailZip === NULL_I32) {
    cols.mailKind[row] = MAIL_KIND.ownerOccupied;
    cols.mailState[row] = ctx.stateIdx;
  } else {
    const mailState = ctx.directoryState[mailZip] ?? 0;
    cols.mailKind[row] =
      mailState === ctx.stateIdx ? MAIL_KIND.inStateAbsentee : MAIL_KIND.outOfStateAbsentee;
    cols.mailState[row] = mailState;
  }
}
