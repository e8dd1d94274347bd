// The job runner of a process: started once, on the store's database, when the server asks for it
// (production.ts at start-up, vite dev and preview once their store is open; the API tests never
// do, so they run no pg-boss timers), and stopped before the store closes. A failed start is tried
// again next time.
import type { JobRunner } from './job-runner';

export interface LazyJobRunner {
  get(): Promise<JobRunner>;
  stop(): Promise<void>;
}

export function lazyJobRunner(start: () => Promise<JobRunner>): LazyJobRunner {
  let started: Promise<JobRunner> | undefined;
  return {
    get() {
      started ??= start().catch((error: unknown) => {
        started = undefined;
        throw error;
      });
      return started;
    },
    async stop() {
      const pending = started;
      started = undefined;
      const runner = await pending?.catch(() => undefined);
      await runner?.stop();
    },
  };
}
