// One run of a watch (the `watch-run` job): claim the run's key (once per watch and local date, or
// per manual job), ask the search's ids (free, the first 10,000), diff them against what the watch
// saw last, add the new ones to the watch's list, then buy their records and trace their owners as
// the watch says, each through the meter as the watch's agent under its monthly cap. A cap that
// refuses stops the run ('stopped-by-cap', its words kept; what was bought stays); a fault the run
// can name (a damaged search, a deleted list) fails it for good; anything else fails this try and
// pg-boss tries again, resuming from what the run found.
import { WATCH_LIMITS } from '../app-contract';
import type { RunningJob } from '../jobs/job-runner';
import type { WorkDeps } from '../jobs/work-types';
import { diffIds } from '../store/ids';
import { StoreRefusal } from '../store/refusal';
import type { AppStore } from '../store/store';
import type { RunClaim, WatchRow } from '../store/watches-repo';
import { afterWatchRun } from './after-run';
import { watchedRequest } from './search-request';
import { CapReached, idsNow, pullRecords, traceOwners, type Spender } from './service-steps';

export const WATCH_RUN_QUEUE = 'watch-run';

export interface WatchRunData {
  searchId: string;
  trigger: 'scheduled' | 'manual';
  /** The local date of a scheduled run (once per watch and date); Run now's is its job's id. */
  runKey?: string;
  /** Whose watch and its search's name, for the jobs list (GET /app/v1/jobs); the run reads neither. */
  owner?: string;
  subject?: string;
}

/** A fault the run can name and a retry would not mend: the run fails with these words. */
class RunRefused extends Error {
  override name = 'RunRefused';
}

interface Found {
  added: string[];
  removed: string[];
}

const WATCHED_MAX = WATCH_LIMITS.maxWatchedIds;
const count = (n: number) => n.toLocaleString('en-US');

/** What the run found: the same as its first try's when resumed, else a new diff (the list gets the new). */
async function findNew(
  store: AppStore,
  watch: WatchRow,
  claim: Extract<RunClaim, { kind: 'started' }>,
  spender: Spender,
): Promise<Found> {
  const watches = store.watches;
  if (claim.resumed && (await watches.foundOf(claim.runId)).matches !== null)
    return {
      added: await watches.runItems(claim.runId, 'new'),
      removed: await watches.runItems(claim.runId, 'removed'),
    };
  const request = watchedRequest(watch.search_query);
  if (!request.ok) throw new RunRefused(request.reason);
  const { ids, matches } = await idsNow(spender, request.request);
  const capped =
    matches > WATCHED_MAX
      ? `Watching the first ${count(WATCHED_MAX)} of ${count(matches)} matches.`
      : null;
  const before = await watches.seen(watch.search_id);
  if (before === null) {
    // No baseline (the watch could not take one when it was made): this run takes it.
    const note = `First run: noted the ${count(ids.length)} matches; new ones go to the list from the next run on.`;
    await watches.recordFound(
      claim.runId,
      watch.search_id,
      { matches, ids, added: [], removed: [] },
      [capped, note].filter(Boolean).join(' '),
    );
    return { added: [], removed: [] };
  }
  const { added, removed } = diffIds(before, ids);
  if (added.length > 0) await addToList(store, watch, added);
  await watches.recordFound(claim.runId, watch.search_id, { matches, ids, added, removed }, capped);
  return { added, removed };
}

async function addToList(store: AppStore, watch: WatchRow, added: string[]): Promise<void> {
  if (!watch.list_id)
    throw new RunRefused('The list for new leads was deleted: choose another list in the watch.');
  try {
    await store.lists.changeItems(watch.owner, watch.list_id, { add: added });
  } catch (error) {
    if (error instanceof StoreRefusal)
      throw new RunRefused(`The new leads could not be added to the list: ${error.message}`);
    throw error;
  }
}

/** Buys the new leads' records and traces their owners, as far as the watch says. */
async function buy(
  watch: WatchRow,
  added: readonly string[],
  spender: Spender,
  progress: { pulled: number; traced: number },
): Promise<void> {
  if (!watch.pull_records || added.length === 0) return;
  const records: Parameters<typeof traceOwners>[1][number][] = [];
  await pullRecords(spender, added, (page) => {
    records.push(...page);
    progress.pulled += page.length;
  });
  if (!watch.skip_trace) return;
  await traceOwners(spender, records, (traced) => {
    progress.traced += traced;
  });
}

function spenderOf(deps: WorkDeps, watch: WatchRow): Spender {
  return {
    callService: deps.callService,
    user: watch.owner,
    agent: { key: `watch:${watch.search_id}`, monthlyCap: watch.monthly_credit_cap },
  };
}

export async function runWatch(deps: WorkDeps, job: RunningJob<WatchRunData>): Promise<void> {
  const { searchId, trigger } = job.data;
  const runKey = trigger === 'manual' ? `manual:${job.id}` : (job.data.runKey ?? '');
  const store = await deps.store();
  const watch = await store.watches.row(searchId);
  if (!watch || watch.search_deleted) return;
  // Paused after the tick handed the run on: a scheduled run waits for the watch to resume.
  if (trigger === 'scheduled' && watch.paused) return;
  const claim = await store.watches.claimRun({ searchId, runKey, jobId: job.id, trigger });
  if (claim.kind === 'already') return;
  if (claim.kind === 'busy')
    throw new Error('Another run of this watch is under way; trying again later.');
  const progress = { pulled: 0, traced: 0 };
  let found: Found | undefined;
  try {
    found = await findNew(store, watch, claim, spenderOf(deps, watch));
    await buy(watch, found.added, spenderOf(deps, watch), progress);
    await store.watches.finishRun(claim.runId, { status: 'done', ...progress });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (error instanceof CapReached && found) {
      await store.watches.finishRun(claim.runId, {
        status: 'stopped-by-cap',
        ...progress,
        note: message,
      });
    } else {
      await store.watches.finishRun(claim.runId, { status: 'failed', ...progress, error: message });
      // A cap before anything was found, or a fault it can name: no retry would change it.
      if (error instanceof RunRefused || error instanceof CapReached) return;
      throw error;
    }
  }
  if (found) await announce(deps, watch, claim.runId, found);
}

/** Hands the run's findings on (deliveries); its failure is logged, the run stays as it ended. */
async function announce(deps: WorkDeps, watch: WatchRow, runId: string, found: Found) {
  try {
    await afterWatchRun(deps, {
      searchId: watch.search_id,
      runId,
      searchName: watch.search_name,
      owner: watch.owner,
      listId: watch.list_id,
      newIds: found.added,
      removedIds: found.removed,
      ranAt: new Date().toISOString(),
    });
  } catch (error) {
    deps.log(
      `[watches] after the run of ${watch.search_id}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}
