// What background work is given (WorkDeps), how a kind of work registers itself (WorkSetup), and what
// an /app/v1 route may use of it (WorkAccess); work.ts lists the kinds of work and starts them.
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

/** What an /app/v1 route may use of the background work (enqueue a run, start an export). */
export interface WorkAccess {
  /** The runner, started on first use; rejects where none can run (the route answers 503). */
  jobs(): Promise<JobRunner>;
  callService: ServiceCaller;
}
