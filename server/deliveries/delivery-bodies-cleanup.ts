// The `webhook-bodies-cleanup` housekeeping job (docs/jobs.md "Housekeeping", docs/webhooks.md
// "How long a delivery is kept"): a delivery's body is the JSON it sent, the leads' records and,
// when traced, their owners' phones and emails. Kept as sent so a retry or a redelivery sends the
// same signed bytes, it would otherwise outlive every other copy of those contacts, which the
// held clean-ups delete past the team's freshness window plus a day.
//
// The rule: once a delivery is final (delivered or failed) and was made more than the team's
// freshness window plus one day ago, its body is cleared (NULL, with body_cleared_at); the row and
// its attempts stay.
// - The window, not a fixed period: it is the team's own answer to "how long is what we hold about
//   an owner good for" (setting `freshnessDays`, 1 to 365, default 30), and every held copy already
//   follows it; a body is one more copy. A team that keeps contacts 7 days keeps no webhook body
//   with them for 30, and one that keeps them a year may redeliver for a year.
// - Measured from when the body was made (created_at), not from its last attempt: the content is a
//   snapshot taken then, and a redelivery would otherwise restart its clock, keeping it forever.
// - The same one-day margin as the held rows (CLEANUP_MARGIN_DAYS): one rule to explain, and an
//   admin who lowered the window by mistake has a day to raise it again.
// - Final deliveries only: a pending or retrying one is still being sent by its job (retries last
//   about a day), so it keeps its body whatever its age and is cleared once it has settled.
// - Cleared, not deleted: the row is the log the team reads (when, which state, how many leads,
//   each attempt's status and time) and holds no contact; it also keeps the UNIQUE
//   (endpoint_id, run_key) that stops a watch run handed over twice from delivering twice.
//   Deleting an endpoint still deletes its log.
// What a redelivery of a cleared delivery answers, and what the log shows: webhooks-handlers.ts
// (410) and src/features/lists/watch/delivery-log.tsx.
import { type AgedCleanup, setupAgedCleanups } from '../held/held-cleanup';

export const DELIVERY_BODIES_CLEANUP: AgedCleanup = {
  queue: 'webhook-bodies-cleanup',
  // Off the watches' :00, the held clean-ups' :17 and :47, and the deliveries a watch run makes
  // just after :00.
  cron: '32 * * * *',
  tag: '[webhook-bodies]',
  done: (count) => `cleared the content of ${count} webhook deliveries made`,
  take: (store, days, limit) => store.webhooks.clearBodiesOlderThan(days, limit),
};

/** Registers the job's worker and hourly schedule, and runs it once now (WORK_SETUPS). */
export const setupDeliveryBodiesCleanup = setupAgedCleanups([DELIVERY_BODIES_CLEANUP]);
