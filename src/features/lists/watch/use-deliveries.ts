// The model of a watch's "Webhooks" section: the search's endpoints (GET /searches/:id/webhooks),
// each one's delivery log when it is open, and the changes (add, pause, rotate, delete, send a
// test, redeliver), each refreshing what it changed. The secret of an add or a rotation is kept
// here, in memory only, until the user says they copied it: the server never answers it again.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../../../api/api-error';
import { useAppStore } from '../../../api/app-store/queries';
import type { WebhookDelivery } from '../../../api/app-store/webhooks-contract';

/** Under the app store's stem, so the lead's other refreshes reach them too. */
const keys = {
  endpoints: (searchId: string) => ['app-store', 'webhooks', searchId] as const,
  log: (endpointId: string) => ['app-store', 'webhook-log', endpointId] as const,
};

/** While a delivery is waiting for a try, the log looks again this often (ms). */
const LOG_POLL_MS = 3000;

export function problemWords(error: unknown): string {
  return isApiError(error) ? error.message : 'That did not work. Try again.';
}

export interface ShownSecret {
  endpointId: string;
  url: string;
  secret: string;
  /** 'added' or 'rotated': the words above it differ. */
  why: 'added' | 'rotated';
}

export function useDeliveries(searchId: string) {
  const store = useAppStore();
  const queryClient = useQueryClient();
  const [secret, setSecret] = useState<ShownSecret | null>(null);
  const endpoints = useQuery({
    queryKey: keys.endpoints(searchId),
    queryFn: async () => (await store.searchWebhooks(searchId)).endpoints,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: keys.endpoints(searchId) });

  const add = useMutation({
    mutationFn: (url: string) => store.createWebhook(searchId, url),
    onSuccess: async (answer) => {
      setSecret({
        endpointId: answer.endpoint.id,
        url: answer.endpoint.url,
        secret: answer.secret,
        why: 'added',
      });
      await refresh();
    },
  });
  const rotate = useMutation({
    mutationFn: (endpointId: string) => store.rotateWebhookSecret(endpointId),
    onSuccess: async (answer) => {
      setSecret({
        endpointId: answer.endpoint.id,
        url: answer.endpoint.url,
        secret: answer.secret,
        why: 'rotated',
      });
      await refresh();
    },
  });
  const pause = useMutation({
    mutationFn: ({ id, paused }: { id: string; paused: boolean }) =>
      store.patchWebhook(id, { paused }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (endpointId: string) => store.deleteWebhook(endpointId),
    onSuccess: async (_answer, endpointId) => {
      if (secret?.endpointId === endpointId) setSecret(null);
      await refresh();
    },
  });
  const logChanged = (endpointId: string) =>
    Promise.all([queryClient.invalidateQueries({ queryKey: keys.log(endpointId) }), refresh()]);
  const test = useMutation({
    mutationFn: (endpointId: string) => store.testWebhook(endpointId),
    onSuccess: (_answer, endpointId) => logChanged(endpointId),
  });
  const redeliver = useMutation({
    mutationFn: ({ deliveryId }: { deliveryId: string; endpointId: string }) =>
      store.redeliver(deliveryId),
    // On a refusal too: a log read before the delivery's content was cleared (the 410) then shows
    // it cleared instead of a Redeliver that cannot work.
    onSettled: (_answer, _error, { endpointId }) => logChanged(endpointId),
  });

  return {
    endpoints: endpoints.data,
    pending: endpoints.isPending,
    readProblem: endpoints.isError
      ? `The webhooks could not be read: ${problemWords(endpoints.error)}`
      : null,
    secret,
    forgetSecret: () => setSecret(null),
    add,
    rotate,
    pause,
    remove,
    test,
    redeliver,
  };
}

export type DeliveriesModel = ReturnType<typeof useDeliveries>;

const waiting = (deliveries: readonly WebhookDelivery[] | undefined) =>
  deliveries?.some((d) => d.state === 'pending' || d.state === 'retrying') ?? false;

/** An endpoint's delivery log, read while it is open, looked at again while a try is due. */
export function useDeliveryLog(endpointId: string, open: boolean) {
  const store = useAppStore();
  return useQuery({
    queryKey: keys.log(endpointId),
    queryFn: async () => (await store.webhookDeliveries(endpointId)).deliveries,
    enabled: open,
    refetchInterval: (query) => (waiting(query.state.data) ? LOG_POLL_MS : false),
  });
}
