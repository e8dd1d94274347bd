// What happens once a watch's run has found its new leads (and added them to the list, pulled and
// traced them as the watch says): its webhooks get them (server/deliveries/, docs/webhooks.md).
// It is called after a run that is done or stopped by a cap (both found new leads), never after
// one that failed; an error it throws is logged and does not fail the run.
import { deliverWatchRun } from '../deliveries/deliver-watch-run';
import type { WorkDeps } from '../jobs/work-types';

export interface WatchRunEvent {
  /** The watch's id: its saved search's. */
  searchId: string;
  runId: string;
  searchName: string;
  /** The watch's owner (a user's name key). */
  owner: string;
  /** The list the new leads were added to (null: none, the list was deleted). */
  listId: string | null;
  /** The new leads' property ids, in the order the search answered them. */
  newIds: string[];
  removedIds: string[];
  /** When the run finished (ISO). */
  ranAt: string;
}

export async function afterWatchRun(deps: WorkDeps, event: WatchRunEvent): Promise<void> {
  // One delivery per active endpoint (and part of 500 leads), once per run: a run handed over
  // twice (its job retried) sends nothing twice.
  await deliverWatchRun(deps, event);
}
