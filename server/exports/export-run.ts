// One run of a server export (docs/jobs.md "Exports"): take the export (its attempt), cut its file
// to the committed length, then fetch its pages from the committed resultIndex, a few in flight,
// and commit each page (its rows appended, merge keys, progress, the file's new length) in one
// transaction; at the end make the file (zip an .xlsx) and mark it done. A kill anywhere loses at
// most the pages fetched and not committed: the next run cuts off what they wrote and fetches
// them again, so every row is in the file exactly once.
import type { FileHandle } from 'node:fs/promises';
import type { ServiceCaller } from '../jobs/service-call';
import type { ExportRow } from '../store/exports-repo';
import type { AppStore } from '../store/store';
import { openAtCommitted, rm, writeAt, type ExportFiles } from './export-files';
import { FORMAT_WRITERS, type ExportFormatWriter } from './export-format';
import {
  contactsById,
  exportColumnsOf,
  needsContacts,
  projectPage,
  rowsPerNumber,
  type OwnerContacts,
  type PropertyRecord,
} from './lead-rows';
import {
  EXPORT_PAGE_SIZE,
  ExportRefused,
  fetchSearchPage,
  pagesInOrder,
  type FetchedPage,
  type Sleep,
} from './search-pages';

export interface ExportRunDeps {
  store: AppStore;
  callService: ServiceCaller;
  files: ExportFiles;
  log: (line: string) => void;
  /** Pages fetched at once (default 4). */
  inFlight?: number;
  /** Least ms between two pages' starts (default 20: 50 a second, under the vendor's 60). */
  gapMs?: number;
  /** How often the runner says it is alive (default 10 s). */
  heartbeatMs?: number;
  sleep?: Sleep;
  /** Tests: after a page's bytes are written, before its commit (a throw there is a crash). */
  afterWrite?: (index: number) => void | Promise<void>;
}

export type RunOutcome = 'done' | 'failed' | 'cancelled' | 'lost';

/** The agent the export's calls spend as (the ledger sums its credits by this name). */
export const exportAgent = (id: string) => `export:${id}`;

/** The held owner contacts of `ids` (free: what the team already traced), by property id. */
async function heldContacts(
  store: AppStore,
  ids: string[],
): Promise<ReadonlyMap<string, OwnerContacts>> {
  const freshnessDays = await store.settings.freshnessDays();
  const rows = await store.skips.latestFor(ids, freshnessDays);
  return contactsById({
    contacts: rows.map((row) => ({
      id: row.propertyId,
      matched: row.matched,
      answer: row.answer,
      tracedAt: row.pulledAt,
      tracedBy: row.pulledBy,
    })),
    freshnessDays,
  });
}

interface Run {
  deps: ExportRunDeps;
  row: ExportRow;
  file: FileHandle;
  writer: ExportFormatWriter;
  /** The file's committed length, as the last commit left it. */
  committed: number;
}

/** Commits one page's rows (or, with no records and no keys, the header); false: stop. */
async function commit(
  run: Run,
  index: number,
  next: { nextIndex: number; total: number | null; leads: number },
  rows: { cells: (string | number | null)[][]; keys: (string | null)[] } | { head: Uint8Array },
): Promise<'committed' | 'lost' | 'cancelled'> {
  const { deps, row, file, writer } = run;
  const outcome = await deps.store.exports.commitPage(row.id, row.attempt, {
    index,
    ...next,
    keys: 'head' in rows ? [] : rows.keys,
    write: async (kept, before, at) => {
      const bytes =
        'head' in rows
          ? rows.head
          : writer.rows(
              kept.map((i) => rows.cells[i] ?? []),
              before,
            );
      await writeAt(file, bytes, at);
      await deps.afterWrite?.(index);
      run.committed = at + bytes.length;
      return bytes.length;
    },
  });
  return outcome;
}

/** Every page from the committed position to the end; 'committed' when all are in. */
async function writePages(run: Run): Promise<'committed' | 'lost' | 'cancelled'> {
  const { deps, row } = run;
  const { settings } = row;
  const columns = exportColumnsOf(settings.columnIds, row.privacy);
  const projection = {
    columns,
    dedupe: settings.dedupe,
    filters: settings.contactFilters,
    perNumber: rowsPerNumber(settings.columnIds),
  };
  const withContacts = needsContacts(
    settings.columnIds,
    settings.contactFilters?.withPhone ?? false,
  );
  if (run.committed === 0) {
    const head = run.writer.head(columns.map((c) => c.label));
    const outcome = await commit(
      run,
      row.nextIndex,
      { nextIndex: row.nextIndex, total: null, leads: 0 },
      { head },
    );
    if (outcome !== 'committed') return outcome;
  }
  let total = row.total;
  const source = {
    callService: deps.callService,
    search: row.search,
    owner: row.owner,
    agent: exportAgent(row.id),
    sleep: deps.sleep,
  };
  const pages = pagesInOrder({
    from: row.nextIndex,
    // Until the first page says how many match, only it is fetched.
    end: () => (total === null ? row.nextIndex + 1 : total),
    fetch: (index) =>
      fetchSearchPage(
        source,
        index,
        total === null ? EXPORT_PAGE_SIZE : Math.min(EXPORT_PAGE_SIZE, total - index),
      ),
    inFlight: deps.inFlight ?? 4,
    gapMs: deps.gapMs ?? 20,
  });
  for await (const page of pages) {
    const { records, last, wanted } = pageRecords(page, total ?? row.maxRows);
    total = wanted;
    const contacts = withContacts
      ? await heldContacts(
          deps.store,
          records.map((r) => r.id),
        )
      : undefined;
    const projected = projectPage(records, projection, contacts);
    const outcome = await commit(
      run,
      page.index,
      { nextIndex: page.index + EXPORT_PAGE_SIZE, total, leads: records.length },
      { cells: projected.rows, keys: projected.keys },
    );
    if (outcome !== 'committed' || last) return outcome;
  }
  return 'committed';
}

/**
 * The page's records within the export (the limit or the matches, whichever is fewer), whether it
 * is the last, and the rows wanted as this page says: as the browser's loop (run-export.ts), a
 * short page ends the export whatever the count said; unreadable records count towards it.
 */
function pageRecords(
  page: FetchedPage,
  wanted: number,
): { records: PropertyRecord[]; last: boolean; wanted: number } {
  let total = Math.min(wanted, page.resultCount);
  const records = page.records.slice(0, Math.max(0, total - page.index));
  const short = page.sent < page.size;
  if (short) total = page.index + records.length;
  return { records, last: short || page.index + EXPORT_PAGE_SIZE >= total, wanted: total };
}

async function removeFiles(files: ExportFiles, row: ExportRow) {
  await rm(files.partPath(row.id, row.format), { force: true });
  await rm(files.filePath(row.id, row.format), { force: true });
}

/**
 * Runs export `id` as `attempt` to its end. Answers how it ended; throws on a failure worth
 * retrying (the service or the database unreachable): the job's retry resumes from the last commit.
 */
export async function runServerExport(
  deps: ExportRunDeps,
  id: string,
  attempt: number,
): Promise<RunOutcome> {
  let file: FileHandle | undefined;
  const row = await deps.store.exports.claim(id, attempt, async (claimed) => {
    file = await openAtCommitted(deps.files.partPath(id, claimed.format), claimed.bytesCommitted);
  });
  if (!row || !file) return 'lost';
  const beat = setInterval(
    () => void deps.store.exports.beat(id, attempt).catch(() => undefined),
    deps.heartbeatMs ?? 10_000,
  );
  beat.unref();
  const run: Run = {
    deps,
    row,
    file,
    writer: FORMAT_WRITERS[row.format],
    committed: row.bytesCommitted,
  };
  try {
    const outcome = await writePages(run);
    if (outcome === 'cancelled') await removeFiles(deps.files, row);
    if (outcome !== 'committed') return outcome;
    const fileBytes = await run.writer.finish(file, run.committed, id, deps.files);
    if (!(await deps.store.exports.finish(id, attempt, { status: 'done', fileBytes })))
      return 'lost';
    await run.writer.cleanup(id, deps.files);
    return 'done';
  } catch (error) {
    if (!(error instanceof ExportRefused)) throw error;
    deps.log(`[exports] ${id} failed: ${error.message}`);
    await deps.store.exports.finish(id, attempt, { status: 'failed', error: error.message });
    return 'failed';
  } finally {
    clearInterval(beat);
    await file.close().catch(() => undefined);
  }
}
