// What a bulk MLS lookup found for each lead, kept by property id so the results table and the lead
// export can show it on the leads' own rows. The lookup runs in the MLS drawer (another feature):
// the app hands its rows to `merge`, which takes any object shaped like a bulk row.

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

export interface MlsJoinStore {
  /** The joined leads now; a new Map after every change, so React sees the change. */
  getSnapshot: () => MlsJoin;
  subscribe: (listener: () => void) => () => void;
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
  let join = EMPTY;
  const listeners = new Set<() => void>();
  const publish = (next: MlsJoin) => {
    join = next;
    for (const listener of listeners) listener();
  };
  return {
    getSnapshot: () => join,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    merge: (rows) => {
      const next = new Map(join);
      for (const row of rows) {
        if (row.assessorId !== null) next.set(String(row.assessorId), entryOf(row));
      }
      publish(next);
    },
    clear: () => {
      if (join.size > 0) publish(EMPTY);
    },
  };
}
