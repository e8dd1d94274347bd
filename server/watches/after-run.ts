// What happens once a watch's run has found its new leads (and added them to the list, pulled and
// traced them as the watch says): its webhooks get them (server/deliveries/, docs/webhooks.md).
// It is called after a run that is done or stopped by a cap (both found new leads), never after
// one that failed; an error it throws is logged and does not fail the run. The event is the
// deliveries' own type (WatchRunEvent): one shape for the watch that sends it and the webhooks.
import { deliverWatchRun, type WatchRunEvent } from '../deliveries/deliver-watch-run';
import type { WorkDeps } from '../jobs/work-types';

export async function afterWatchRun(deps: WorkDeps, event: WatchRunEvent): Promise<void> {
  // One delivery per active endpoint (and part of 500 leads), once per run: a run handed over
  // twice (its job retried) sends nothing twice.
  await deliverWatchRun(deps, event);
}
