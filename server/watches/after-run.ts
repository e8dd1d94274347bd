// What happens once a watch's run has found its new leads (and added them to the list, pulled and
// traced them as the watch says): the hook deliveries build on (signed webhooks, issue 41 item 3).
// For now it does nothing. It is called after a run that is done or stopped by a cap (both found
// new leads), never after one that failed; an error it throws is logged and does not fail the run.
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

export async function afterWatchRun(_deps: WorkDeps, _event: WatchRunEvent): Promise<void> {
  // Deliveries are wired here at merge.
}
