// The MLS listing index: one pass over the dataset columns into a few typed arrays (no per-listing objects).
import { METROS } from '../geo/metros';
import type { Dataset } from '../dataset/types';
import { BOARD_CODES, boardForMetro } from './boards';
import { hash32, LISTING_ID_BASE, listingIdOfRow, unlinkedListingIdOfRow } from './listing-ids';

/** MLS numbers are 8+ digit strings; each board counts up from here, so numbers repeat across boards. */
const MLS_NUMBER_BASE = 20_000_000;
const SALT_BOARD = 0x0b0a2d;
const SALT_NUMBER = 0x4e554d;

export interface MlsIndex {
  ds: Dataset;
  /** Number of listings, linked and unlinked. */
  count: number;
  /** Listing ids, ascending; a listing's position here is its index everywhere below. */
  ids: Int32Array;
  /** → BOARD_CODES */
  board: Uint8Array;
  mlsNumber: Int32Array;
  /** Listings of board b are byBoard[boardStart[b] .. boardStart[b + 1]), in ascending mlsNumber. */
  boardStart: Int32Array;
  byBoard: Int32Array;
}

/**
 * Builds the index: every property whose MLS status column is set has a listing, and a few
 * properties have an unlinked listing next door. ~9 bytes per listing; about 40 ms at 1M properties.
 */
export function buildMlsIndex(ds: Dataset): MlsIndex {
  let count = 0;
  for (let row = 0; row < ds.count; row++) {
    if (listingIdOfRow(ds, row) !== null) count++;
    if (unlinkedListingIdOfRow(ds, row) !== null) count++;
  }
  const ids = new Int32Array(count);
  const board = new Uint8Array(count);
  const mlsNumber = new Int32Array(count);
  const seq = new Int32Array(BOARD_CODES.length);
  const metroNames = METROS.map((m) => m.name);
  let i = 0;
  const add = (id: number, row: number) => {
    const metro = ds.zips.metro[ds.cols.zip[row] ?? 0] ?? 0;
    const b = boardForMetro(metroNames[metro] ?? '', metro, hash32(ds.seed ^ SALT_BOARD, id));
    const n = seq[b] ?? 0;
    seq[b] = n + 1;
    ids[i] = id;
    board[i] = b;
    // Each board numbers its listings 4 apart plus a 0–3 jitter: the same number turns up on
    // other boards about a quarter of the time, as real boards' numbers collide.
    mlsNumber[i] = MLS_NUMBER_BASE + 4 * n + (hash32(ds.seed ^ SALT_NUMBER, id) & 3);
    i++;
  };
  for (let row = 0; row < ds.count; row++) {
    const linked = listingIdOfRow(ds, row);
    if (linked !== null) add(linked, row);
    const unlinked = unlinkedListingIdOfRow(ds, row);
    if (unlinked !== null) add(unlinked, row);
  }
  const boardStart = new Int32Array(BOARD_CODES.length + 1);
  for (let b = 0; b < BOARD_CODES.length; b++)
    boardStart[b + 1] = (boardStart[b] ?? 0) + (seq[b] ?? 0);
  const fill = boardStart.slice(0, BOARD_CODES.length);
  const byBoard = new Int32Array(count);
  for (let k = 0; k < count; k++) {
    const b = board[k] ?? 0;
    const at = fill[b] ?? 0;
    byBoard[at] = k;
    fill[b] = at + 1;
  }
  return { ds, count, ids, board, mlsNumber, boardStart, byBoard };
}

/** Index of the listing with this id, or -1. */
export function indexOfListingId(ix: MlsIndex, id: number): number {
  if (!Number.isSafeInteger(id) || id < LISTING_ID_BASE) return -1;
  let lo = 0;
  let hi = ix.count - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    const v = ix.ids[mid] ?? 0;
    if (v === id) return mid;
    if (v < id) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}

/** Index of the listing of the property at `row`, or -1 when it has none. */
export function indexOfRow(ix: MlsIndex, row: number): number {
  const id = listingIdOfRow(ix.ds, row);
  return id === null ? -1 : indexOfListingId(ix, id);
}

/** Index of the listing with this MLS number on this board, or -1. */
export function indexOfMlsNumber(ix: MlsIndex, mlsNumber: string, board: number): number {
  const text = mlsNumber.trim();
  if (board < 0 || board >= BOARD_CODES.length || !/^[1-9]\d{0,14}$/.test(text)) return -1;
  const want = Number(text);
  let lo = ix.boardStart[board] ?? 0;
  let hi = (ix.boardStart[board + 1] ?? 0) - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    const k = ix.byBoard[mid] ?? 0;
    const v = ix.mlsNumber[k] ?? 0;
    if (v === want) return k;
    if (v < want) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}

/** Listing indexes of a board, in ascending MLS number. */
export function listingsOfBoard(ix: MlsIndex, board: number): Int32Array {
  return ix.byBoard.subarray(ix.boardStart[board] ?? 0, ix.boardStart[board + 1] ?? 0);
}
