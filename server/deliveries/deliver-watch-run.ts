// What a watch's run hands to webhooks (issue 41 item 3): `deliverWatchRun` builds the payload
// of the run's new leads from what the team holds (free) and enqueues one delivery per active
// endpoint of the search and per part of 500 leads. A run with no new leads sends nothing:
// removals are not leads to act on (the run history shows them; the payload counts them).
// Called again for the same run (its job retried), it makes no second delivery.
import type { WorkDeps } from '../jobs/work-types';
import { deliveryLabel, enqueueDelivery, retryScheduleFromEnv } from './delivery-job';
import { heldLeads } from './lead-payload';
import { LEADS_PER_DELIVERY, partsOf, watchLeadsBody } from './payloads';

/** One finished run of a watch (a watch is its saved search: searchId is the watch's id). */
export interface WatchRunEvent {
  /** The watch's id: its saved search's. */
  searchId: string;
  runId: string;
  searchName: string;
  /** The watch's owner (a user's name key). */
  owner: string;
  /** The list the new leads went to (null: none, the list was deleted). */
  listId: string | null;
  /** The new leads' property ids, in the order the search answered them. */
  newIds: string[];
  removedIds: string[];
  /** When the run finished (ISO). */
  ranAt: string;
}

export async function deliverWatchRun(deps: WorkDeps, event: WatchRunEvent): Promise<void> {
  const newIds = [...new Set(event.newIds)];
  if (newIds.length === 0) return;
  const store = await deps.store();
  const endpoints = await store.webhooks.activeTargets(event.searchId);
  if (endpoints.length === 0) return;
  const parts = partsOf(await heldLeads(store, newIds), LEADS_PER_DELIVERY);
  const schedule = retryScheduleFromEnv();
  const search = { id: event.searchId, name: event.searchName, owner: event.owner };
  const run = {
    runId: event.runId,
    ranAt: event.ranAt,
    listId: event.listId,
    newCount: newIds.length,
    removedCount: new Set(event.removedIds).size,
  };
  for (const endpoint of endpoints) {
    for (const [index, leads] of parts.entries()) {
      const id = crypto.randomUUID();
      const part = { number: index + 1, of: parts.length };
      const delivery = await store.webhooks.createDelivery({
        id,
        endpointId: endpoint.id,
        event: 'watch.new_leads',
        runKey: `${event.runId}:${part.number}`,
        body: watchLeadsBody(id, search, run, part, leads),
        leadCount: leads.length,
      });
      // A delivery already tried (the run handed over twice) is left to its own retries.
      if (delivery.state === 'pending')
        await enqueueDelivery(
          deps.jobs,
          delivery.id,
          schedule,
          deliveryLabel(event.owner, event.searchName, endpoint.url),
        );
    }
  }
  deps.log(
    `[webhooks] run ${event.runId}: ${newIds.length} new leads to ${endpoints.length} endpoint(s) in ${parts.length} part(s)`,
  );
}
