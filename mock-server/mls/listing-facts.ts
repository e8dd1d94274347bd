// The core facts of one listing: status, prices, dates and where it is; read from the columns, or generated when unlinked.
import { Rng, WeightedChoice } from '../dataset/prng';
import { FLAG, MLS_STATUSES, NULL_I32, type Dataset, type MlsStatus } from '../dataset/types';
import { BOARD_CODES } from './boards';
import { hash32, isUnlinkedListingId, rowOfListingId } from './listing-ids';
import type { MlsIndex } from './mls-index';

export interface ListingFacts {
  index: number;
  listingId: number;
  /** The property row: the listing's own property, or the neighbour an unlinked listing stands beside. */
  row: number;
  linked: boolean;
  boardCode: string;
  mlsNumber: string;
  status: MlsStatus;
  listingPrice: number;
  daysOnMarket: number;
  listDay: number;
  statusDay: number;
  /** Day the sale closed (Closed and Sold only). */
  saleDay: number | null;
  hasPhotos: boolean;
  /** The listing's house number: an unlinked listing is the free number next door (same street). */
  house: number;
}

const SALT_UNLINKED_FACTS = 0x6e6577;

/** New construction and lots sold by builders: what unlinked listings mostly are. */
const UNLINKED_STATUS = new WeightedChoice<MlsStatus>(
  [...MLS_STATUSES],
  [34, 10, 14, 5, 5, 15, 5, 5, 5, 2],
);

interface StatusDates {
  dom: number;
  listDay: number;
  statusDay: number;
  saleDay: number | null;
}

/** Days on market and dates for a status, shaped like the dataset generator's (gen-mls.ts). */
function datesFor(rng: Rng, status: MlsStatus, nowDay: number): StatusDates {
  switch (status) {
    case 'Active': {
      const dom = Math.min(365, Math.floor(rng.exponential(40)));
      const listDay = nowDay - dom;
      return { dom, listDay, statusDay: listDay + rng.int(0, dom), saleDay: null };
    }
    case 'Coming Soon': {
      const listDay = nowDay - rng.int(0, 7);
      return { dom: 0, listDay, statusDay: listDay, saleDay: null };
    }
    case 'Pending':
    case 'Contingent':
    case 'Active Under Contract': {
      const dom = 1 + Math.min(300, Math.floor(rng.exponential(30)));
      const listDay = nowDay - dom - rng.int(0, 45);
      return { dom, listDay, statusDay: listDay + dom, saleDay: null };
    }
    case 'Closed':
    case 'Sold': {
      const dom = 1 + Math.min(300, Math.floor(rng.exponential(35)));
      const listDay = nowDay - rng.int(40, 450) - dom;
      const statusDay = Math.min(nowDay, listDay + dom + rng.int(20, 45));
      return { dom, listDay, statusDay, saleDay: statusDay };
    }
    case 'Expired': {
      const dom = rng.int(90, 240);
      const listDay = nowDay - dom - rng.int(10, 500);
      return { dom, listDay, statusDay: listDay + dom, saleDay: null };
    }
    case 'Canceled': {
      const dom = rng.int(10, 150);
      const listDay = nowDay - dom - rng.int(5, 600);
      return { dom, listDay, statusDay: listDay + dom, saleDay: null };
    }
    default: {
      const dom = rng.int(30, 200);
      const listDay = nowDay - dom - rng.int(60, 1_300);
      return { dom, listDay, statusDay: listDay + dom, saleDay: null };
    }
  }
}

/** The facts of listing `index`. Linked listings repeat the search record's MLS columns exactly. */
export function listingFacts(ix: MlsIndex, index: number): ListingFacts {
  const ds: Dataset = ix.ds;
  const c = ds.cols;
  const listingId = ix.ids[index] ?? 0;
  const row = rowOfListingId(listingId);
  const linked = !isUnlinkedListingId(listingId);
  const boardCode = BOARD_CODES[ix.board[index] ?? 0] ?? BOARD_CODES[0];
  const mlsNumber = String(ix.mlsNumber[index] ?? 0);
  const house = c.house[row] ?? 0;
  if (linked) {
    const sale = c.mlsSaleDate[row] ?? NULL_I32;
    return {
      index,
      listingId,
      row,
      linked,
      boardCode,
      mlsNumber,
      status: MLS_STATUSES[(c.mlsStatus[row] ?? 1) - 1] ?? 'Active',
      listingPrice: c.mlsPrice[row] ?? 0,
      daysOnMarket: c.mlsDaysOnMarket[row] ?? 0,
      listDay: c.mlsListingDate[row] ?? ds.nowDay,
      statusDay: c.mlsStatusDate[row] ?? ds.nowDay,
      saleDay: sale === NULL_I32 ? null : sale,
      hasPhotos: ((c.flags[row] ?? 0) & FLAG.mlsHasPhotos) !== 0,
      house,
    };
  }
  const rng = new Rng(hash32(ds.seed ^ SALT_UNLINKED_FACTS, listingId));
  const status = UNLINKED_STATUS.draw(rng);
  const dates = datesFor(rng, status, ds.nowDay);
  const value = (c.value[row] ?? 250_000) * rng.range(0.95, 1.2);
  return {
    index,
    listingId,
    row,
    linked,
    boardCode,
    mlsNumber,
    status,
    listingPrice: Math.round(value / 100) * 100,
    daysOnMarket: dates.dom,
    listDay: dates.listDay,
    statusDay: dates.statusDay,
    saleDay: dates.saleDay,
    hasPhotos: rng.chance(0.92),
    // House numbers come in blocks of four with one property each (place-properties.ts), so the
    // neighbour number inside the block is never a property's address.
    house: house ^ 1,
  };
}
