// The /app/v1 routes of webhook deliveries (docs/lists-api.md "Webhooks"), spread into the route
// table (routes.ts). An endpoint is changed by its search's owner or an admin; the lists of every
// endpoint and delivery are the admins'.
import {
  allWebhookDeliveriesAnswerSchema,
  allWebhooksAnswerSchema,
  createWebhookBodySchema,
  deleteWebhookAnswerSchema,
  patchWebhookBodySchema,
  webhookDeliveriesAnswerSchema,
  webhookDeliveryAnswerSchema,
  webhookEndpointSchema,
  webhookEndpointsAnswerSchema,
  webhookSecretAnswerSchema,
  webhookSettingsAnswerSchema,
  webhookSettingsSchema,
} from './webhooks-contract';

// Fixed paths (/webhooks/all…) are registered before /webhooks/:id (the table's order).
export const WEBHOOK_ROUTES = {
  allWebhooks: {
    method: 'GET',
    path: '/webhooks',
    answer: allWebhooksAnswerSchema,
    adminOnly: 'Only an admin can list every webhook.',
  },
  allWebhookDeliveries: {
    method: 'GET',
    path: '/webhook-deliveries',
    answer: allWebhookDeliveriesAnswerSchema,
    adminOnly: 'Only an admin can list every webhook delivery.',
  },
  webhookSettings: {
    method: 'GET',
    path: '/settings/webhooks',
    answer: webhookSettingsAnswerSchema,
  },
  putWebhookSettings: {
    method: 'PUT',
    path: '/settings/webhooks',
    body: webhookSettingsSchema,
    answer: webhookSettingsAnswerSchema,
    adminOnly: 'Only an admin can change where webhooks may be sent.',
  },
  searchWebhooks: {
    method: 'GET',
    path: '/searches/:id/webhooks',
    answer: webhookEndpointsAnswerSchema,
  },
  createWebhook: {
    method: 'POST',
    path: '/searches/:id/webhooks',
    body: createWebhookBodySchema,
    answer: webhookSecretAnswerSchema,
    created: true,
  },
  patchWebhook: {
    method: 'PATCH',
    path: '/webhooks/:id',
    body: patchWebhookBodySchema,
    answer: webhookEndpointSchema,
  },
  deleteWebhook: { method: 'DELETE', path: '/webhooks/:id', answer: deleteWebhookAnswerSchema },
  rotateWebhookSecret: {
    method: 'POST',
    path: '/webhooks/:id/secret',
    answer: webhookSecretAnswerSchema,
  },
  testWebhook: {
    method: 'POST',
    path: '/webhooks/:id/test',
    answer: webhookDeliveryAnswerSchema,
    created: true,
  },
  webhookDeliveries: {
    method: 'GET',
    path: '/webhooks/:id/deliveries',
    answer: webhookDeliveriesAnswerSchema,
  },
  redeliver: {
    method: 'POST',
    path: '/webhook-deliveries/:id/redeliver',
    answer: webhookDeliveryAnswerSchema,
  },
} as const;

export type WebhookRouteName = keyof typeof WEBHOOK_ROUTES;
