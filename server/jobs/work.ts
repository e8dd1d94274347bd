// Background work: what each kind of job (a watch's run, a webhook delivery, an export) needs, how
// each registers its queues, workers and schedules on the runner, and how /app/v1 routes reach it.
// A kind of work adds its setup to WORK_SETUPS; `startWork` runs them all once the runner starts
// (server/api-handler.ts), in the production server and in vite dev and preview alike, so a watch
// runs and an export completes whichever of them serves the app.
import { exportWork } from '../exports/export-work';
import type { AppStore } from '../store/store';
import type { JobRunner } from './job-runner';
import type { ServiceCaller } from './service-call';

/** What a job's code may use: the team database, the runner (to enqueue more), the service. */
export interface WorkDeps {
  store: () => Promise<AppStore>;
  jobs: JobRunner;
  callService: ServiceCaller;
  log: (line: string) => void;
}

/** Registers one kind of work's queues, workers and schedules; called once per runner. */
export type WorkSetup = (deps: WorkDeps) => Promise<void>;

/** Every kind of work this server runs. */
const WORK_SETUPS: readonly WorkSetup[] = [exportWork()];

export async function startWork(
  deps: WorkDeps,
  setups: readonly WorkSetup[] = WORK_SETUPS,
): Promise<void> {
  for (const setup of setups) await setup(deps);
}

/** What an /app/v1 route may use of the background work (enqueue a run, start an export). */
export interface WorkAccess {
  /** The runner, started on first use; rejects where none can run (the route answers 503). */
  jobs(): Promise<JobRunner>;
  callService: ServiceCaller;
}
