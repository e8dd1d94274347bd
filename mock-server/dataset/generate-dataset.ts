// generateDataset: builds the whole columnar dataset, zip by zip, from one seeded PRNG stream.
import { BANK_LENDERS, PRIVATE_LENDERS } from '../data/name-lists';
import { METROS } from '../geo/metros';
import { zipDirectory } from '../geo/zip-directory';
import { allocateColumns, allocateOwners } from './columns';
import { dayOfDate, monthsBefore, yearOfDay } from './dates';
import { genBuilding } from './gen-building';
import type { GenContext } from './gen-context';
import { genRegistryFlags } from './generated-flags';
import { genDistress, genDocuments, genRentAndUpdate } from './gen-events';
import { genEquity, genMortgage } from './gen-finance';
import { genMls } from './gen-mls';
import { createOwnerPools, genOwner } from './gen-owners';
import { roofMaterialChoice } from './gen-tables';
import { genTransfer, TRANSFER } from './gen-transfer';
import { genValue } from './gen-value';
import {
  buildNeighborhoods,
  buildStreets,
  placeRow,
  selectZips,
  zipChildren,
} from './place-properties';
import { Rng } from './prng';
import { NULL_I32, type Dataset, type OwnerTable, type PropertyColumns } from './types';

export interface GenerateOptions {
  /** Number of properties. */
  count: number;
  seed: number;
  /** "Today" of the dataset: event dates, windows and years owned count back from it. */
  now: Date;
}

const TILE_ROOF_STATES = new Set(['FL', 'AZ', 'CA']);

/**
 * Generates `count` properties clustered around the metros of METROS. Deterministic: the same
 * (count, seed, now) always yields the same dataset. No per-row objects are created.
 */
export function generateDataset({ count, seed, now }: GenerateOptions): Dataset {
  if (!Number.isInteger(count) || count < 1 || count > 20_000_000) {
    throw new RangeError('count must be an integer from 1 to 20,000,000');
  }
  const directory = zipDirectory();
  const rng = new Rng(seed);
  const nowDay = dayOfDate(now);
  const states = [...directory.stateNames.keys()].sort();
  const stateIndex = new Map(states.map((s, i) => [s, i] as const));

  const zips = selectZips(directory, states, count, rng);
  const neighborhoods = buildNeighborhoods(zips, rng);
  const streets = buildStreets(zips, rng);
  const kids = zipChildren(zips, streets, neighborhoods, rng);
  const cols = allocateColumns(count);
  const owners = allocateOwners(count + Math.ceil(count * 0.07) + 200);
  const firstMetro = METROS[0];
  if (!firstMetro) throw new Error('no metros');
  const ctx: GenContext = {
    rng,
    cols,
    owners,
    directory,
    states,
    directoryState: Uint8Array.from(directory.entries, (e) => stateIndex.get(e.state) ?? 0),
    nowDay,
    nowYear: yearOfDay(nowDay),
    metro: firstMetro,
    state: firstMetro.state,
    stateIdx: 0,
    incomeFactor: 1,
    roofMaterial: roofMaterialChoice(false),
  };
  const pools = createOwnerPools(ctx, count);
  const firstOneOffOwner = owners.count;
  const lenderCounts = { banks: BANK_LENDERS.length, privates: PRIVATE_LENDERS.length };
  const tileRoofs = roofMaterialChoice(true);
  const shingleRoofs = roofMaterialChoice(false);
  // Scratch: how each row's owner took title (only needed during generation).
  const transfers = new Uint8Array(count);

  zips.entries.forEach((entry, z) => {
    const metro = METROS[zips.metro[z] ?? 0] ?? firstMetro;
    ctx.metro = metro;
    ctx.state = entry.state;
    ctx.stateIdx = zips.state[z] ?? 0;
    ctx.incomeFactor = Math.pow((zips.medianIncome[z] ?? metro.income) / metro.income, 0.8);
    ctx.roofMaterial = TILE_ROOF_STATES.has(entry.state) ? tileRoofs : shingleRoofs;
    const end = zips.rowEnd[z] ?? 0;
    for (let row = zips.rowStart[z] ?? 0; row < end; row++) {
      placeRow(cols, row, z, neighborhoods, kids, rng);
      genBuilding(ctx, row);
      genValue(ctx, row);
      genMls(ctx, row);
      genTransfer(ctx, row, transfers);
      const transfer = transfers[row] ?? TRANSFER.none;
      const vacant = rng.chance(transfer === TRANSFER.reo ? 0.65 : 0.05);
      genOwner(ctx, row, transfer, vacant, pools);
      genMortgage(ctx, row, transfer, (cols.owner[row] ?? 0) < firstOneOffOwner, lenderCounts);
      genEquity(ctx, row);
      genDistress(ctx, row, transfer, vacant);
      genDocuments(ctx, row, transfer);
      genRentAndUpdate(ctx, row);
    }
  });
  genRegistryFlags(cols, count, seed);
  accumulatePortfolios(cols, owners, count, nowDay);

  return {
    count,
    seed,
    now: new Date(now.getTime()),
    nowDay,
    cols,
    zips,
    streets,
    neighborhoods,
    owners,
    states,
    companyNames: pools.companyNames,
    lenders: [...BANK_LENDERS, ...PRIVATE_LENDERS],
    bankLenderCount: BANK_LENDERS.length,
    directory,
  };
}

/** Sums each owner's properties into the portfolio totals every one of them reports. */
function accumulatePortfolios(
  cols: PropertyColumns,
  owners: OwnerTable,
  count: number,
  nowDay: number,
): void {
  const since6 = monthsBefore(nowDay, 6);
  const since12 = monthsBefore(nowDay, 12);
  for (let row = 0; row < count; row++) {
    const o = cols.owner[row] ?? 0;
    owners.propertiesOwned[o] = (owners.propertiesOwned[o] ?? 0) + 1;
    owners.portfolioValue[o] = (owners.portfolioValue[o] ?? 0) + (cols.value[row] ?? 0);
    owners.portfolioEquity[o] = (owners.portfolioEquity[o] ?? 0) + (cols.equity[row] ?? 0);
    owners.portfolioMortgageBalance[o] =
      (owners.portfolioMortgageBalance[o] ?? 0) + (cols.mortgageBalance[row] ?? 0);
    const sale = cols.lastSaleDate[row] ?? NULL_I32;
    if (sale !== NULL_I32 && sale >= since6)
      owners.purchasedLast6[o] = (owners.purchasedLast6[o] ?? 0) + 1;
    if (sale !== NULL_I32 && sale >= since12) {
      owners.purchasedLast12[o] = (owners.purchasedLast12[o] ?? 0) + 1;
    }
  }
}
