// Webhook endpoints of a watched search (issue 41 item 3, docs/webhooks.md): the bodies and answers
// of their /app/v1 routes, shared by the server (validation) and the browser (parsing answers).
// A watch is 1:1 with its saved search, so an endpoint is keyed by the search's id.
import { z } from 'zod';

export const WEBHOOK_LIMITS = {
  /** A target URL, in characters. */
  maxUrlLength: 2048,
  /** Endpoints per watched search. */
  maxEndpointsPerSearch: 5,
  /** Deliveries a log answers (newest first). */
  maxLogDeliveries: 100,
} as const;

const urlSchema = z
  .string()
  .trim()
  .min(1, { error: 'must not be empty' })
  .max(WEBHOOK_LIMITS.maxUrlLength, { error: 'must be at most 2,048 characters' });

export const createWebhookBodySchema = z.strictObject({ url: urlSchema });

export const patchWebhookBodySchema = z
  .strictObject({ url: urlSchema.optional(), paused: z.boolean().optional() })
  .refine((body) => body.url !== undefined || body.paused !== undefined, {
    error: 'Name the url or paused to change.',
  });

export const webhookEndpointSchema = z.object({
  id: z.string(),
  searchId: z.string(),
  /** The watch's owner (the saved search's). */
  owner: z.string(),
  url: z.string(),
  paused: z.boolean(),
  createdAt: z.string(),
  createdBy: z.string(),
  secretRotatedAt: z.string().nullable(),
  /** The newest delivery's state and time, for a glance; null before any. */
  lastDelivery: z
    .object({
      state: z.enum(['pending', 'delivered', 'retrying', 'failed']),
      at: z.string(),
    })
    .nullable(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

export const webhookEndpointsAnswerSchema = z.object({ endpoints: z.array(webhookEndpointSchema) });

/** Creation and rotation: the secret, shown this once (the server never answers it again). */
export const webhookSecretAnswerSchema = z.object({
  endpoint: webhookEndpointSchema,
  secret: z.string(),
});

export const deleteWebhookAnswerSchema = z.object({ deleted: z.literal(true) });

const DELIVERY_STATES = ['pending', 'delivered', 'retrying', 'failed'] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

const attemptSchema = z.object({
  attempt: z.number().int(),
  /** 1 for the first series of tries; each redelivery starts the next. */
  series: z.number().int(),
  at: z.string(),
  status: z.number().int().nullable(),
  /** Why the try failed without an HTTP status (a timeout, a refused address), else null. */
  error: z.string().nullable(),
  responseMs: z.number().int().nullable(),
  /** The first 512 bytes of the answer as text, control characters stripped. */
  answerHead: z.string().nullable(),
  outcome: z.enum(['delivered', 'retrying', 'failed']),
});
export type DeliveryAttempt = z.infer<typeof attemptSchema>;

const webhookDeliverySchema = z.object({
  id: z.string(),
  endpointId: z.string(),
  event: z.enum(['watch.new_leads', 'webhook.test']),
  state: z.enum(DELIVERY_STATES),
  leadCount: z.number().int(),
  series: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /**
   * When its content (the body it sent) was cleared, past the team's freshness window plus a day
   * (docs/webhooks.md "How long a delivery is kept"): it can no longer be redelivered. Else null.
   */
  bodyClearedAt: z.string().nullable(),
  /** Newest first. */
  attempts: z.array(attemptSchema),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

/** Whole days from a delivery's making to the clearing of its content: "cleared after 31 days". */
export function contentKeptDays(delivery: Pick<WebhookDelivery, 'createdAt'>, clearedAt: string) {
  return Math.floor((Date.parse(clearedAt) - Date.parse(delivery.createdAt)) / 86_400_000);
}

export const webhookDeliveriesAnswerSchema = z.object({
  deliveries: z.array(webhookDeliverySchema),
});

export const webhookDeliveryAnswerSchema = z.object({ delivery: webhookDeliverySchema });

/** For the admin's screen: every endpoint, with its search's name. */
export const allWebhooksAnswerSchema = z.object({
  endpoints: z.array(webhookEndpointSchema.extend({ searchName: z.string() })),
});

/** For the admin's screen: the newest deliveries of every endpoint, with whose they are. */
export const allWebhookDeliveriesAnswerSchema = z.object({
  deliveries: z.array(
    webhookDeliverySchema.extend({ owner: z.string(), url: z.string(), searchId: z.string() }),
  ),
});
export type AllWebhookDeliveries = z.infer<typeof allWebhookDeliveriesAnswerSchema>['deliveries'];

export const webhookSettingsSchema = z.strictObject({ allowPrivateTargets: z.boolean() });

export const webhookSettingsAnswerSchema = z.object({
  allowPrivateTargets: z.boolean(),
  canChange: z.boolean(),
  updatedBy: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
