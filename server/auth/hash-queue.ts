// Password checks run a few at a time: bcrypt costs about a second of CPU each, so a flood of
// sign-ins waits in a short queue instead of starving every other request; past the queue's
// bound it is turned away at once (SignInBusy → 503 with Retry-After) rather than held in memory.
import { availableParallelism } from 'node:os';

export class SignInBusy extends Error {
  override name = 'SignInBusy';
  constructor() {
    super('too many sign-ins are waiting for a password check');
  }
}

interface HashQueueOptions {
  /** Checks at once; half the cores by default, at least one. */
  concurrency?: number;
  /** Checks allowed to wait; one more is refused. */
  maxWaiting?: number;
}

export interface HashQueue {
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Running and waiting, for tests and the log. */
  load(): { running: number; waiting: number };
}

const DEFAULT_HASH_CONCURRENCY = Math.max(1, Math.floor(availableParallelism() / 2));
const DEFAULT_MAX_WAITING = 32;

export function createHashQueue(options: HashQueueOptions = {}): HashQueue {
  const concurrency = options.concurrency ?? DEFAULT_HASH_CONCURRENCY;
  const maxWaiting = options.maxWaiting ?? DEFAULT_MAX_WAITING;
  let running = 0;
  const waiting: (() => void)[] = [];

  return {
    async run(task) {
      if (running < concurrency) running += 1;
      else {
        if (waiting.length >= maxWaiting) throw new SignInBusy();
        // The finishing task hands its slot over, so `running` stays as it is.
        await new Promise<void>((resolve) => waiting.push(resolve));
      }
      try {
        return await task();
      } finally {
        const next = waiting.shift();
        if (next) next();
        else running -= 1;
      }
    },
    load: () => ({ running, waiting: waiting.length }),
  };
}
