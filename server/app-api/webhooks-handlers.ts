// What the webhook routes do (src/api/app-store/webhooks-routes.ts, docs/lists-api.md "Webhooks"),
// spread into APP_HANDLERS. An endpoint is its search's: its owner or an admin manages it; anyone
// else gets a 403 for a search shared with them and a 404 for one that is not.
import type { AppRoutes, WebhookDelivery, WebhookRouteName } from '../app-contract';
import { contentKeptDays } from '../app-contract';
import {
  deliveryLabel,
  enqueueDelivery,
  retryScheduleFromEnv,
  TEST_SCHEDULE,
} from '../deliveries/delivery-job';
import { testBody } from '../deliveries/payloads';
import { newWebhookSecret } from '../deliveries/signature';
import { checkTarget, httpsOnlyFromEnv, TargetRefused } from '../deliveries/target-check';
import { StoreRefusal } from '../store/refusal';
import type { AppStore } from '../store/store';
import type { WatchedSearch } from '../store/webhooks-repo';
import type { AppHandlers, RouteCall } from './route-call';

type Who = Pick<RouteCall<AppRoutes['searchWebhooks']>, 'store' | 'user' | 'admin'>;

const MESSAGES = {
  searchNotFound: 'No saved search with this id',
  endpointNotFound: 'No webhook with this id',
  deliveryNotFound: 'No webhook delivery with this id',
  notOwner: 'Only the search’s owner or an admin can manage its webhooks.',
  tooMany: 'A watch sends to at most 5 webhooks.',
  duplicate: 'This watch already sends to this URL.',
  stillTrying: 'This delivery is still being tried. Redeliver it once it has delivered or failed.',
};

/**
 * A 410 for a delivery whose content was cleared (delivery-bodies-cleanup.ts): there is nothing to
 * send again, and the words say why and where the leads still are.
 */
function contentCleared(delivery: WebhookDelivery, clearedAt: string): StoreRefusal {
  const days = contentKeptDays(delivery, clearedAt);
  return new StoreRefusal(
    410,
    `This delivery cannot be redelivered: its content was cleared after ${days} days, as the ` +
      'team keeps what webhooks sent only for its freshness window plus a day. ' +
      (delivery.event === 'webhook.test'
        ? 'Send a new test instead.'
        : 'Its leads are still in the watch’s list.'),
  );
}

/** The search, if the caller may manage its webhooks; else the 404 or 403 to answer. */
async function managedSearch(
  { store, user, admin }: Who,
  searchId: string,
): Promise<WatchedSearch> {
  const search = await store.webhooks.search(searchId);
  if (!search || (search.deleted && !admin)) throw new StoreRefusal(404, MESSAGES.searchNotFound);
  if (search.owner === user || admin) return search;
  if (search.shared) throw new StoreRefusal(403, MESSAGES.notOwner);
  throw new StoreRefusal(404, MESSAGES.searchNotFound);
}

async function managedEndpoint(who: Who, id: string) {
  const endpoint = await who.store.webhooks.endpoint(id);
  if (!endpoint) throw new StoreRefusal(404, MESSAGES.endpointNotFound);
  try {
    return { endpoint, search: await managedSearch(who, endpoint.searchId) };
  } catch (error) {
    // Someone else's private search's endpoint does not exist for this caller.
    if (error instanceof StoreRefusal && error.status === 404)
      throw new StoreRefusal(404, MESSAGES.endpointNotFound);
    throw error;
  }
}

/** The URL as it will be kept, checked (scheme, credentials, DNS to allowed addresses): a 400 when refused. */
async function checkedUrl(store: AppStore, url: string): Promise<string> {
  const { allowPrivateTargets } = await store.webhooks.settings();
  try {
    return (
      await checkTarget(url, { httpsOnly: httpsOnlyFromEnv(), allowPrivate: allowPrivateTargets })
    ).href;
  } catch (error) {
    if (error instanceof TargetRefused) throw new StoreRefusal(400, error.message);
    throw error;
  }
}

async function settingsFor(store: AppStore, admin: boolean) {
  return { ...(await store.webhooks.settings()), canChange: admin };
}

export const WEBHOOK_HANDLERS: Pick<AppHandlers, WebhookRouteName> = {
  allWebhooks: async ({ store }) => ({ endpoints: await store.webhooks.allEndpoints() }),
  allWebhookDeliveries: async ({ store }) => ({ deliveries: await store.webhooks.allDeliveries() }),
  webhookSettings: ({ store, admin }) => settingsFor(store, admin),
  putWebhookSettings: async ({ store, user, admin, body }) => {
    await store.webhooks.setAllowPrivateTargets(body.allowPrivateTargets, user);
    return settingsFor(store, admin);
  },

  searchWebhooks: async (call) => {
    const search = await managedSearch(call, call.params.id);
    return { endpoints: await call.store.webhooks.endpointsOf(search.id) };
  },
  createWebhook: async (call) => {
    const search = await managedSearch(call, call.params.id);
    const url = await checkedUrl(call.store, call.body.url);
    if ((await call.store.webhooks.endpointsOf(search.id)).some((e) => e.url === url))
      throw new StoreRefusal(409, MESSAGES.duplicate);
    const secret = newWebhookSecret();
    const endpoint = await call.store.webhooks.create({
      searchId: search.id,
      owner: search.owner,
      url,
      secret,
      by: call.user,
    });
    if (endpoint === 'too-many') throw new StoreRefusal(409, MESSAGES.tooMany);
    return { endpoint, secret };
  },
  patchWebhook: async (call) => {
    const { endpoint } = await managedEndpoint(call, call.params.id);
    const url =
      call.body.url === undefined ? undefined : await checkedUrl(call.store, call.body.url);
    const changed = await call.store.webhooks.patch(endpoint.id, {
      ...(url !== undefined && { url }),
      ...(call.body.paused !== undefined && { paused: call.body.paused }),
    });
    if (!changed) throw new StoreRefusal(404, MESSAGES.endpointNotFound);
    return changed;
  },
  deleteWebhook: async (call) => {
    const { endpoint } = await managedEndpoint(call, call.params.id);
    await call.store.webhooks.remove(endpoint.id, call.user);
    return { deleted: true as const };
  },
  rotateWebhookSecret: async (call) => {
    const { endpoint } = await managedEndpoint(call, call.params.id);
    const secret = newWebhookSecret();
    const rotated = await call.store.webhooks.rotate(endpoint.id, secret, call.user);
    if (!rotated) throw new StoreRefusal(404, MESSAGES.endpointNotFound);
    return { endpoint: rotated, secret };
  },
  testWebhook: async (call) => {
    const { endpoint, search } = await managedEndpoint(call, call.params.id);
    const jobs = await call.work.jobs();
    const id = crypto.randomUUID();
    await call.store.webhooks.createDelivery({
      id,
      endpointId: endpoint.id,
      event: 'webhook.test',
      runKey: null,
      body: testBody(id, { id: search.id, name: search.name, owner: search.owner }),
      leadCount: 0,
    });
    await enqueueDelivery(
      jobs,
      id,
      TEST_SCHEDULE,
      deliveryLabel(search.owner, search.name, endpoint.url),
    );
    return { delivery: (await call.store.webhooks.delivery(id))! };
  },
  webhookDeliveries: async (call) => {
    const { endpoint } = await managedEndpoint(call, call.params.id);
    return { deliveries: await call.store.webhooks.deliveriesOf(endpoint.id) };
  },
  redeliver: async (call) => {
    const delivery = await call.store.webhooks.delivery(call.params.id);
    if (!delivery) throw new StoreRefusal(404, MESSAGES.deliveryNotFound);
    const { endpoint, search } = await managedEndpoint(call, delivery.endpointId).catch(
      (error: unknown) => {
        throw error instanceof StoreRefusal && error.status === 404
          ? new StoreRefusal(404, MESSAGES.deliveryNotFound)
          : error;
      },
    );
    if (delivery.bodyClearedAt) throw contentCleared(delivery, delivery.bodyClearedAt);
    if (delivery.state === 'pending' || delivery.state === 'retrying')
      throw new StoreRefusal(409, MESSAGES.stillTrying);
    const jobs = await call.work.jobs();
    if ((await call.store.webhooks.startSeries(delivery.id)) === undefined) {
      // Cleared (or deleted) since it was read above: the clean-up committed first.
      const now = await call.store.webhooks.delivery(delivery.id);
      if (!now) throw new StoreRefusal(404, MESSAGES.deliveryNotFound);
      throw contentCleared(now, now.bodyClearedAt ?? new Date().toISOString());
    }
    const schedule = delivery.event === 'webhook.test' ? TEST_SCHEDULE : retryScheduleFromEnv();
    const label = deliveryLabel(search.owner, search.name, endpoint.url);
    if (!(await enqueueDelivery(jobs, delivery.id, schedule, label)))
      throw new StoreRefusal(409, MESSAGES.stillTrying);
    return { delivery: (await call.store.webhooks.delivery(delivery.id))! };
  },
};
