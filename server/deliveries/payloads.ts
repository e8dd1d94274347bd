// The JSON bodies of deliveries (docs/webhooks.md "The payload"): `watch.new_leads`, one per part
// of at most 500 leads, and `webhook.test`. Each carries its own delivery id, so a receiver can
// tell a retry (the same id again) from a new delivery.
import type { WebhookLead } from './lead-payload';

export const LEADS_PER_DELIVERY = 500;

export interface DeliverySearch {
  id: string;
  name: string;
  owner: string;
}

export interface WatchRunPart {
  runId: string;
  ranAt: string;
  listId: string | null;
  newCount: number;
  removedCount: number;
}

export function watchLeadsBody(
  deliveryId: string,
  search: DeliverySearch,
  run: WatchRunPart,
  part: { number: number; of: number },
  leads: readonly WebhookLead[],
  createdAt: Date = new Date(),
): string {
  return JSON.stringify({
    event: 'watch.new_leads',
    deliveryId,
    createdAt: createdAt.toISOString(),
    ranAt: run.ranAt,
    search,
    run: {
      id: run.runId,
      ranAt: run.ranAt,
      listId: run.listId,
      newCount: run.newCount,
      removedCount: run.removedCount,
    },
    part,
    leads,
  });
}

export function testBody(
  deliveryId: string,
  search: DeliverySearch,
  createdAt: Date = new Date(),
): string {
  return JSON.stringify({
    event: 'webhook.test',
    deliveryId,
    createdAt: createdAt.toISOString(),
    search,
    message: 'A test from Lead List Builder: this endpoint is set up. No leads are in a test.',
    leads: [],
  });
}

/** `items` in runs of at most `size`; one empty run for none (never called so). */
export function partsOf<T>(items: readonly T[], size: number): T[][] {
  const parts: T[][] = [];
  for (let i = 0; i < items.length; i += size) parts.push(items.slice(i, i + size));
  return parts;
}
