// A job of the queue in a sales user's words: what it is, where it stands, and why it failed.
import type { JobSummary } from '../../api/app-store/work-contract';
import { callTime } from './usage-words';

const QUEUE_WORDS: Record<string, string> = {
  'watch-run': 'Watch run',
  'watches-tick': 'Watch schedule check',
  'webhook-delivery': 'Webhook delivery',
  'export-run': 'Server export',
  'exports-sweep': 'Export resume check',
  'skip-answers-cleanup': 'Old skip answers clean-up',
  'held-records-cleanup': 'Old held records clean-up',
  'webhook-bodies-cleanup': 'Old webhook contents clean-up',
};

/** "Watch run: Denver pre-foreclosures", or the queue's name for a kind this screen does not know. */
export function jobWhat(job: JobSummary): string {
  const kind = QUEUE_WORDS[job.queue] ?? job.queue;
  return job.subject ? `${kind}: ${job.subject}` : kind;
}

/** Where the job stands: waiting (until when), running, done, retrying (which try, when), failed (why). */
export function jobStateWords(job: JobSummary, now: number): string {
  const tries = job.retryLimit + 1;
  switch (job.state) {
    case 'created':
      return Date.parse(job.startAfter) > now
        ? `Waiting until ${callTime(job.startAfter)}`
        : 'Waiting';
    case 'active':
      return job.retryCount > 0 ? `Running (try ${job.retryCount + 1} of ${tries})` : 'Running';
    case 'retry':
      return `Retrying: try ${job.retryCount + 1} of ${tries} at ${callTime(job.startAfter)}${
        job.lastError ? `; last try: ${job.lastError}` : ''
      }`;
    case 'completed':
      return 'Done';
    case 'cancelled':
      return 'Cancelled';
    case 'failed':
      return `Failed after ${job.retryCount + 1} ${job.retryCount === 0 ? 'try' : 'tries'}${
        job.lastError ? `: ${job.lastError}` : ''
      }`;
  }
}

/** Which tone the state's badge takes. */
export function jobTone(job: JobSummary): 'ok' | 'busy' | 'warn' | 'bad' | 'quiet' {
  if (job.state === 'failed') return 'bad';
  if (job.state === 'retry') return 'warn';
  if (job.state === 'active') return 'busy';
  if (job.state === 'completed') return 'ok';
  return 'quiet';
}
