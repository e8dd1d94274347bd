// The team's held records as the answer by `ids` reads them: which ids are held within the
// team's freshness window (a team setting, as GET /app/v1/records/held reads it), and those records.
import type { AppStore } from '../store/store';
import { loggedFailure } from './logged-failure';

export interface HeldRecords {
  /** Which of `ids` are held within the freshness window, and the window. Throws when the database cannot say. */
  lookup(ids: readonly string[]): Promise<{ held: string[]; freshnessDays: number }>;
  /** The held records among `ids` still within `freshnessDays` (one may have expired meanwhile). */
  read(ids: readonly string[], freshnessDays: number): Promise<unknown[]>;
}

export function heldRecordsOf(
  store: () => Promise<AppStore>,
  log: (line: string) => void,
): HeldRecords {
  const logged = loggedFailure(log);
  return {
    lookup: (ids) =>
      logged('look up held records', async () => {
        const opened = await store();
        const freshnessDays = await opened.settings.freshnessDays();
        const { held } = await opened.records.held(ids, freshnessDays);
        return { held, freshnessDays };
      }),
    read: (ids, freshnessDays) =>
      logged('read held records', async () => (await store()).records.read(ids, freshnessDays)),
  };
}
