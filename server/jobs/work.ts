// Background work: what each kind of job (a watch's run, a webhook delivery, an export, the
// clean-ups of old skip answers, held records and webhook bodies) needs, how each registers its queues, workers and
// schedules on the runner, and how /app/v1 routes reach it.
// A kind of work adds its setup to WORK_SETUPS; `startWork` runs them all once the runner starts
// (server/api-handler.ts), in the production server and in vite dev and preview alike, so a watch
// runs and an export completes whichever of them serves the app.
import { setupDeliveryBodiesCleanup } from '../deliveries/delivery-bodies-cleanup';
import { setupWebhookDeliveries } from '../deliveries/delivery-job';
import { exportWork } from '../exports/export-work';
import { setupHeldCleanups } from '../held/held-cleanup';
import { setupWatches } from '../watches/watch-work';
import type { WorkDeps, WorkSetup } from './work-types';

// The types live in work-types.ts so that a kind of work (imported here) can use them without an
// import cycle; they are re-exported for the code that already reads them from here.
export type { WorkDeps, WorkSetup } from './work-types';

/** Every kind of work this server runs. */
const WORK_SETUPS: readonly WorkSetup[] = [
  setupWatches,
  setupWebhookDeliveries,
  exportWork(),
  setupHeldCleanups,
  setupDeliveryBodiesCleanup,
];

export async function startWork(
  deps: WorkDeps,
  setups: readonly WorkSetup[] = WORK_SETUPS,
): Promise<void> {
  for (const setup of setups) await setup(deps);
}
