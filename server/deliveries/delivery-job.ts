// The `webhook-delivery` job (docs/jobs.md, docs/webhooks.md "Retries"): one try per run of the
// job, logged in webhook_attempts. A 2xx delivers; anything else (another status, a redirect, a
// timeout, a refused address) fails the try and the job throws, so pg-boss retries it with
// backoff: 12 retries from 60 s, doubling, reach about a day; after the last, the delivery is
// failed. The delivery id is the job's singletonKey: one job per delivery waits at a time.
import type { JobHandler, JobRunner } from '../jobs/job-runner';
import type { AppStore } from '../store/store';
import { postDelivery } from './post-delivery';
import { httpsOnlyFromEnv } from './target-check';

const WEBHOOK_DELIVERY_JOB = 'webhook-delivery';

/**
 * What the delivery job uses of WorkDeps (server/jobs/work.ts), named here because work.ts
 * imports this module's setup: the type would otherwise tie the two modules in a cycle.
 */
interface DeliveryDeps {
  store: () => Promise<AppStore>;
  jobs: JobRunner;
}

export interface RetrySchedule {
  retryLimit: number;
  retryDelaySeconds: number;
  retryBackoff: boolean;
}

interface DeliveryJobData {
  deliveryId: string;
  /** The schedule's limit, so the last try knows it is the last. */
  retryLimit: number;
  /** Whose watch (a user key) and what it delivers, for the jobs list (GET /app/v1/jobs). */
  owner?: string;
  subject?: string;
}

/** Who a delivery is for and what it is, in words the jobs list shows ("Denver → hooks.example.com"). */
export interface DeliveryLabel {
  owner: string;
  subject: string;
}

/** "Denver pre-foreclosures → hooks.example.com": the search and the receiving host. */
export function deliveryLabel(owner: string, searchName: string, url: string): DeliveryLabel {
  let host = url;
  try {
    host = new URL(url).host;
  } catch {
    // A stored URL was checked on save; keep it as it is if it does not parse now.
  }
  return { owner, subject: `${searchName} → ${host}` };
}

function wholeNumber(env: NodeJS.ProcessEnv, name: string, fallback: number, max: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > max)
    throw new Error(`${name} must be a whole number from 0 to ${max}, got "${raw}"`);
  return value;
}

/**
 * WEBHOOK_RETRY_LIMIT (default 12) and WEBHOOK_RETRY_DELAY_SECONDS (default 60; backoff doubles
 * it at each retry, unless the delay is set below 5 s, which tests use to see "retried, then
 * failed" in seconds).
 */
export function retryScheduleFromEnv(env: NodeJS.ProcessEnv = process.env): RetrySchedule {
  const retryDelaySeconds = wholeNumber(env, 'WEBHOOK_RETRY_DELAY_SECONDS', 60, 86_400);
  return {
    retryLimit: wholeNumber(env, 'WEBHOOK_RETRY_LIMIT', 12, 50),
    retryDelaySeconds,
    retryBackoff: retryDelaySeconds >= 5,
  };
}

/** A test is tried once: its sender is watching the log now and can redeliver it. */
export const TEST_SCHEDULE: RetrySchedule = {
  retryLimit: 0,
  retryDelaySeconds: 0,
  retryBackoff: false,
};

/** Puts a delivery's next series of tries on the queue; false when one already waits. */
export async function enqueueDelivery(
  jobs: JobRunner,
  deliveryId: string,
  schedule: RetrySchedule,
  label?: DeliveryLabel,
): Promise<boolean> {
  const data: DeliveryJobData = { deliveryId, retryLimit: schedule.retryLimit, ...label };
  const id = await jobs.enqueue(WEBHOOK_DELIVERY_JOB, data, {
    singletonKey: deliveryId,
    retryLimit: schedule.retryLimit,
    retryDelaySeconds: schedule.retryDelaySeconds,
    retryBackoff: schedule.retryBackoff,
    // A try takes 10 s at most; a server killed mid-try leaves it to be retried soon.
    expireInSeconds: 60,
  });
  return id !== null;
}

class AttemptFailed extends Error {
  override name = 'AttemptFailed';
}

function deliveryHandler(deps: DeliveryDeps): JobHandler<DeliveryJobData> {
  return async (job) => {
    const store = await deps.store();
    const target = await store.webhooks.target(job.data.deliveryId);
    // The endpoint (and with it the delivery) was deleted, or it was delivered already, or its
    // body was cleared: only a final delivery past the window is, so a job still here for it is a
    // stale one with nothing to send (never an empty POST). Its log already says how it ended.
    if (!target || target.state === 'delivered' || target.body === null) return;
    const last = job.retryCount >= job.data.retryLimit;
    if (target.paused) {
      await store.webhooks.recordAttempt(target.id, target.series, {
        status: null,
        error: 'Not sent: the endpoint is paused. Resume it and redeliver.',
        responseMs: null,
        answerHead: null,
        outcome: 'failed',
      });
      return;
    }
    const { allowPrivateTargets } = await store.webhooks.settings();
    const result = await postDelivery(
      {
        url: target.url,
        secret: target.secret,
        deliveryId: target.id,
        event: target.event,
        body: target.body,
      },
      { httpsOnly: httpsOnlyFromEnv(), allowPrivate: allowPrivateTargets },
    );
    const outcome = result.delivered ? 'delivered' : last ? 'failed' : 'retrying';
    await store.webhooks.recordAttempt(target.id, target.series, {
      status: result.status,
      error: result.error,
      responseMs: result.responseMs,
      answerHead: result.answerHead,
      outcome,
    });
    if (!result.delivered)
      throw new AttemptFailed(
        result.status !== null
          ? `the receiver answered HTTP ${result.status}`
          : (result.error ?? 'failed'),
      );
  };
}

/** Registers the delivery queue's worker (WORK_SETUPS in server/jobs/work.ts). */
export async function setupWebhookDeliveries(deps: DeliveryDeps): Promise<void> {
  await deps.jobs.work(WEBHOOK_DELIVERY_JOB, deliveryHandler(deps), { concurrency: 5 });
}
