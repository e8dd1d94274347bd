// What a bulk MLS lookup found for each lead, kept by property id so the results table and the lead
// export can show it on the leads' own rows. The lookup runs in the MLS drawer (another feature):
// the app makes the store, hands the drawer's rows to `merge`, which takes any object shaped like a
// bulk row, and gives the store to the results.
import { createStore, type ReadableStore } from '../lib/store';

/** One looked-up lead: a listing's fields, or a miss ("no listing"). */
export interface MlsJoinEntry {
  matched: boolean;
  status?: string | null | undefined;
  listPrice?: number | null | undefined;
  daysOnMarket?: number | null | undefined;
  agent?: string | null | undefined;
}

/** The fields of a bulk lookup row that the join reads (the MLS drawer's BulkRow has them all). */
interface MlsLookupRow {
  /** The property id sent as assessor_id; null when the id could not be read. */
  assessorId: number | null;
  matched: boolean;
  status?: string | null | undefined;
  listingPrice?: number | null | undefined;
  daysOnMarket?: number | null | undefined;
  listingAgent?: string | null | undefined;
}

export type MlsJoin = ReadonlyMap<string, MlsJoinEntry>;

/** `get` is the joined leads now: a new Map after every change, so React sees the change. */
export interface MlsJoinStore extends ReadableStore<MlsJoin> {
  /** Adds (or replaces) the answers of a lookup; a later lookup of the same lead wins. */
  merge: (rows: readonly MlsLookupRow[]) => void;
  /** Takes the MLS columns off the table and out of the export. */
  clear: () => void;
}

const EMPTY: MlsJoin = new Map();

function entryOf(row: MlsLookupRow): MlsJoinEntry {
  if (!row.matched) return { matched: false };
  return {
    matched: true,
    status: row.status,
    listPrice: row.listingPrice,
    daysOnMarket: row.daysOnMarket,
    agent: row.listingAgent,
  };
}

export function createMlsJoinStore(): MlsJoinStore {
  const join = createStore(EMPTY);
  return {
    ...join,
    merge: (rows) => {
      const next = new Map(join.get());
      for (const row of rows) {
        if (row.assessorId !== null) next.set(String(row.assessorId), entryOf(row));
      }
      join.set(next);
    },
    clear: () => {
      if (join.get().size > 0) join.set(EMPTY);
    },
  };
}
