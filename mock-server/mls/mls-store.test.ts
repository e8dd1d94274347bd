// Unit tests of the MLS listing store over a small dataset: ids, boards and numbers, shares, addresses, determinism.
import { describe, expect, it } from 'vitest';
import { buildRecord } from '../dataset/build-record';
import { generateDataset } from '../dataset/generate-dataset';
import { buildPropertyStore } from '../property-store';
import { BOARD_CODES, boardIndex } from './boards';
import { findByAddress } from './address-lookup';
import { listingIdOfRow, unlinkedListingIdOfRow } from './listing-ids';
import { listingFacts } from './listing-facts';
import { buildListingRecord, publicBlock } from './listing-record';
import {
  buildMlsIndex,
  indexOfListingId,
  indexOfMlsNumber,
  indexOfRow,
  listingsOfBoard,
} from './mls-index';
import { mlsStoreFor } from './mls-store';
import { resolveSelection } from './select';

const CONFIG = { properties: 4000, seed: 11, now: new Date('2026-03-01T00:00:00Z') };
const store = buildPropertyStore(CONFIG);
const mls = mlsStoreFor(store);
const { ix, ds } = mls;

describe('listing ids', () => {
  it('give a listing to exactly the properties with an MLS status, and decode back to their row', () => {
    let linked = 0;
    for (let row = 0; row < ds.count; row++) {
      const id = listingIdOfRow(ds, row);
      expect(id !== null).toBe((ds.cols.mlsStatus[row] ?? 0) !== 0);
      if (id !== null) {
        linked++;
        const k = indexOfRow(ix, row);
        expect(ix.ids[k]).toBe(id);
        expect(listingFacts(ix, k)).toMatchObject({ row, linked: true });
      }
      const unlinked = unlinkedListingIdOfRow(ds, row);
      if (unlinked !== null) {
        expect(listingFacts(ix, indexOfListingId(ix, unlinked))).toMatchObject({
          row,
          linked: false,
        });
      }
    }
    // A realistic share: roughly 30% of properties are listed, a few percent of listings are unlinked.
    expect(linked / ds.count).toBeGreaterThan(0.2);
    expect(linked / ds.count).toBeLessThan(0.4);
    const unlinked = ix.count - linked;
    expect(unlinked).toBeGreaterThan(0);
    expect(unlinked / ix.count).toBeLessThan(0.08);
  });

  it('are sorted and each found by indexOfListingId; nearby numbers are not', () => {
    for (let k = 0; k < ix.count; k++) {
      const id = ix.ids[k] ?? 0;
      if (k > 0) expect(id).toBeGreaterThan(ix.ids[k - 1] ?? 0);
      expect(indexOfListingId(ix, id)).toBe(k);
    }
    expect(indexOfListingId(ix, (ix.ids[0] ?? 0) - 1)).toBe(-1);
    expect(indexOfListingId(ix, 1.5)).toBe(-1);
  });
});

describe('boards and MLS numbers', () => {
  it('are unique within a board, repeat across boards, and resolve back', () => {
    const seenAcross = new Map<number, number>();
    for (let b = 0; b < BOARD_CODES.length; b++) {
      const numbers = Array.from(listingsOfBoard(ix, b), (k) => ix.mlsNumber[k] ?? 0);
      expect(new Set(numbers).size).toBe(numbers.length);
      for (const k of listingsOfBoard(ix, b)) {
        expect(indexOfMlsNumber(ix, String(ix.mlsNumber[k]), b)).toBe(k);
        seenAcross.set(ix.mlsNumber[k] ?? 0, (seenAcross.get(ix.mlsNumber[k] ?? 0) ?? 0) + 1);
      }
    }
    expect([...seenAcross.values()].some((n) => n > 1)).toBe(true);
    expect(indexOfMlsNumber(ix, '020000001', 0)).toBe(-1);
    expect(boardIndex(' HAR ')).toBe(BOARD_CODES.indexOf('har'));
  });

  it('file listings with their metro’s boards', () => {
    const records = Array.from({ length: 200 }, (_, k) => listingFacts(ix, k * 5));
    const boards = new Set(records.map((f) => f.boardCode));
    expect(boards.size).toBeGreaterThan(3);
    for (const f of records) {
      const state = ds.zips.entries[ds.cols.zip[f.row] ?? 0]?.state;
      if (f.boardCode === 'har' || f.boardCode === 'actris' || f.boardCode === 'ntreis')
        expect(state).toBe('TX');
      if (f.boardCode === 'stellar' || f.boardCode === 'miamire') expect(state).toBe('FL');
    }
  });
});

describe('listings', () => {
  it('repeat the search record’s MLS columns for linked listings', () => {
    for (let k = 0; k < ix.count; k += 3) {
      const f = listingFacts(ix, k);
      if (!f.linked) continue;
      const record = buildRecord(ds, f.row);
      expect(record.mlsListingId).toBe(String(f.listingId));
      expect(record.mlsStatus).toBe(f.status);
      expect(record.mlsListingPrice).toBe(f.listingPrice);
      expect(record.mlsDaysOnMarket).toBe(f.daysOnMarket);
      expect(record.mlsHasPhotos).toBe(f.hasPhotos);
    }
  });

  it('have consistent status dates and prices', () => {
    const all = resolveSelection({}, true).sections;
    for (let k = 0; k < ix.count; k += 7) {
      const r = buildListingRecord(mls, k, all, 'http://x') as Record<string, unknown> & {
        cosellingAgent: unknown;
        openHouses: unknown[];
      };
      const l = r;
      const status = String(l.standardStatus);
      expect(String(l.listingContractDate) <= String(l.modificationTimestamp)).toBe(true);
      expect(
        String(l.modificationTimestamp).slice(0, 10) <= CONFIG.now.toISOString().slice(0, 10),
      ).toBe(true);
      const sold = status === 'Closed' || status === 'Sold';
      expect(l.soldDate !== null).toBe(sold);
      expect(l.soldPrice !== null).toBe(sold);
      expect(Number(l.originalListingPrice)).toBeGreaterThanOrEqual(Number(l.listingPrice));
      if (l.priceChangeTimestamp !== null)
        expect(String(l.priceChangeTimestamp) <= String(l.modificationTimestamp)).toBe(true);
      expect(r.cosellingAgent !== null).toBe(
        ['Pending', 'Contingent', 'Active Under Contract', 'Closed', 'Sold'].includes(status),
      );
      if (!['Active', 'Coming Soon'].includes(status)) expect(r.openHouses).toEqual([]);
    }
  });

  it('place unlinked listings at an address no property has, and find them by it', () => {
    const addresses = new Set<string>();
    for (let row = 0; row < ds.count; row++) addresses.add(buildRecord(ds, row).address.address);
    const sections = resolveSelection({ field_sections: ['address'] }, true).sections;
    let checked = 0;
    for (let k = 0; k < ix.count; k++) {
      if (listingFacts(ix, k).linked) continue;
      const address = String(
        (buildListingRecord(mls, k, sections, '') as { address: { unparsedAddress: string } })
          .address.unparsedAddress,
      );
      expect(addresses.has(address)).toBe(false);
      expect(findByAddress(mls.address(), address)).toEqual({ row: -1, listing: k });
      checked++;
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('the public block names owner 1 as the search record does', () => {
    for (let row = 0; row < ds.count; row += 11) {
      const record = buildRecord(ds, row);
      const name =
        record.companyName ??
        [record.owner1FirstName, record.owner1LastName].filter(Boolean).join(' ');
      expect(publicBlock(mls, row).owner1FullName).toBe(name);
    }
  });

  it('are the same for the same seed and differ for another seed', () => {
    const again = buildMlsIndex(
      generateDataset({ count: CONFIG.properties, seed: CONFIG.seed, now: CONFIG.now }),
    );
    expect(again.ids).toEqual(ix.ids);
    expect(again.mlsNumber).toEqual(ix.mlsNumber);
    const other = buildMlsIndex(
      generateDataset({ count: CONFIG.properties, seed: CONFIG.seed + 1, now: CONFIG.now }),
    );
    expect(other.ids).not.toEqual(ix.ids);
    const sections = resolveSelection({}, true).sections;
    expect(buildListingRecord(mls, 5, sections, 'o')).toEqual(
      buildListingRecord(mls, 5, sections, 'o'),
    );
  });
});
