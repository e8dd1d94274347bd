// One endpoint's delivery log, newest first: when, what, its state, and its newest attempt's
// status, response time and the first bytes of the answer; a delivered or failed one can be
// redelivered (same body, same delivery id, a new series of tries), unless its content was cleared
// past the team's freshness window (docs/webhooks.md "How long a delivery is kept"): then the row
// says so instead of offering a redelivery the server would refuse.
import { contentKeptDays, type WebhookDelivery } from '../../../api/app-store/webhooks-contract';
import { problemWords, useDeliveryLog, type DeliveriesModel } from './use-deliveries';

const STATE_WORDS: Record<WebhookDelivery['state'], string> = {
  pending: 'Waiting',
  retrying: 'Retrying',
  delivered: 'Delivered',
  failed: 'Failed',
};

const EVENT_WORDS: Record<WebhookDelivery['event'], string> = {
  'watch.new_leads': 'New leads',
  'webhook.test': 'Test',
};

/** "Nov 28, 10:17 PM"; the year only when it is not this one. */
function when(iso: string): string {
  const date = new Date(iso);
  return date.toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    ...(date.getFullYear() !== new Date().getFullYear() && { year: 'numeric' }),
    hour: 'numeric',
    minute: '2-digit',
  });
}

/** What the last cell offers: a redelivery, or why there is none. */
function DeliveryAction({
  delivery,
  model,
}: {
  delivery: WebhookDelivery;
  model: DeliveriesModel;
}) {
  if (delivery.bodyClearedAt) {
    const days = contentKeptDays(delivery, delivery.bodyClearedAt);
    return (
      <span className="deliveries__cleared">
        Content cleared after {days} {days === 1 ? 'day' : 'days'}: nothing to redeliver
      </span>
    );
  }
  if (delivery.state !== 'delivered' && delivery.state !== 'failed') return null;
  return (
    <button
      type="button"
      className="button button--ghost"
      disabled={model.redeliver.isPending}
      aria-label={`Redeliver the ${EVENT_WORDS[delivery.event].toLowerCase()} delivery of ${when(delivery.createdAt)}`}
      onClick={() =>
        model.redeliver.mutate({ deliveryId: delivery.id, endpointId: delivery.endpointId })
      }
    >
      Redeliver
    </button>
  );
}

function DeliveryRow({ delivery, model }: { delivery: WebhookDelivery; model: DeliveriesModel }) {
  const last = delivery.attempts[0];
  const tries = delivery.attempts.length;
  return (
    <tr>
      <td>{when(delivery.createdAt)}</td>
      <td>
        {EVENT_WORDS[delivery.event]}
        {delivery.event === 'watch.new_leads'
          ? ` (${delivery.leadCount.toLocaleString('en-US')})`
          : ''}
      </td>
      <td>
        <span className={`deliveries__state deliveries__state--${delivery.state}`}>
          {STATE_WORDS[delivery.state]}
        </span>
        {tries > 1 ? <span className="deliveries__tries"> after {tries} tries</span> : null}
      </td>
      <td>{last ? (last.status ?? '—') : '—'}</td>
      <td>{last?.responseMs != null ? `${last.responseMs.toLocaleString('en-US')} ms` : '—'}</td>
      <td className="deliveries__answer">{last ? (last.error ?? last.answerHead ?? '') : ''}</td>
      <td>
        <DeliveryAction delivery={delivery} model={model} />
      </td>
    </tr>
  );
}

export function DeliveryLog({
  endpointId,
  url,
  model,
}: {
  endpointId: string;
  url: string;
  model: DeliveriesModel;
}) {
  const log = useDeliveryLog(endpointId, true);
  if (log.isPending) return <p className="deliveries__hint">Reading the delivery log…</p>;
  if (log.isError)
    return (
      <p className="deliveries__hint">
        The delivery log could not be read: {problemWords(log.error)}
      </p>
    );
  if (log.data.length === 0)
    return <p className="deliveries__hint">Nothing sent yet. Send a test to see it here.</p>;
  return (
    <div className="deliveries__log-wrap">
      <table className="deliveries__log">
        <caption className="visually-hidden">Delivery log of {url}</caption>
        <thead>
          <tr>
            <th scope="col">Time</th>
            <th scope="col">Event</th>
            <th scope="col">State</th>
            <th scope="col">Status</th>
            <th scope="col">Response</th>
            <th scope="col">Answer (first bytes)</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {log.data.map((delivery) => (
            <DeliveryRow key={delivery.id} delivery={delivery} model={model} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
