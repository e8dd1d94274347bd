// The background work's tables beside the jobs: the watches (what each watches, for whom, when,
// its last run, what it spent this month against its cap) and, for an admin, the team's webhook
// deliveries (where, what, how it went).
import type { AllWebhookDeliveries } from '../../api/app-store/webhooks-contract';
import type { WatchesAnswer } from '../../api/app-store/watch-contract';
import { integerFormat } from '../../lib/plural';
import { agoWords, creditsWords, runStatusWords, scheduleWords } from '../../state/watch-words';
import { callTime } from './usage-words';

export function WatchesTable({
  watches,
  team,
  now,
}: {
  watches: WatchesAnswer['watches'];
  team: boolean;
  now: Date;
}) {
  return (
    <table className="usage-table usage-table--wide">
      <caption>{team ? 'The team’s watches' : 'Your watches'}</caption>
      <thead>
        <tr>
          <th scope="col">Search</th>
          {team ? <th scope="col">For</th> : null}
          <th scope="col">When</th>
          <th scope="col">Last run</th>
          <th scope="col" className="usage-table__number">
            Credits this month
          </th>
        </tr>
      </thead>
      <tbody>
        {watches.map((watch) => (
          <tr key={watch.searchId}>
            <th scope="row">{watch.searchName}</th>
            {team ? <td>{watch.owner}</td> : null}
            <td>{watch.paused ? `Paused (${scheduleWords(watch)})` : scheduleWords(watch)}</td>
            <td>
              {watch.lastRun
                ? `${agoWords(watch.lastRun.startedAt, now)}: +${integerFormat.format(watch.lastRun.newCount)} · ${runStatusWords(watch.lastRun)}`
                : 'Not run yet'}
            </td>
            <td className="usage-table__number">
              {creditsWords(watch.creditsThisMonth)}
              {watch.monthlyCreditCap !== null
                ? ` of ${integerFormat.format(watch.monthlyCreditCap)}`
                : ''}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const DELIVERY_STATE_WORDS: Record<AllWebhookDeliveries[number]['state'], string> = {
  pending: 'Waiting',
  retrying: 'Retrying',
  delivered: 'Delivered',
  failed: 'Failed',
};

/** "hooks.example.com" of a webhook's URL (the path can be long and says little). */
function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

export function DeliveriesTable({ deliveries }: { deliveries: AllWebhookDeliveries }) {
  return (
    <table className="usage-table usage-table--wide">
      <caption>The team’s webhook deliveries</caption>
      <thead>
        <tr>
          <th scope="col">When</th>
          <th scope="col">For</th>
          <th scope="col">To</th>
          <th scope="col">What</th>
          <th scope="col">How it went</th>
        </tr>
      </thead>
      <tbody>
        {deliveries.map((delivery) => {
          const last = delivery.attempts[0];
          const tries = delivery.attempts.length;
          return (
            <tr key={delivery.id}>
              <td className="usage-table__when">{callTime(delivery.createdAt)}</td>
              <td>{delivery.owner}</td>
              <td>{hostOf(delivery.url)}</td>
              <td>
                {delivery.event === 'webhook.test'
                  ? 'Test'
                  : `${integerFormat.format(delivery.leadCount)} new leads`}
              </td>
              <td>
                {DELIVERY_STATE_WORDS[delivery.state]}
                {tries > 1 ? ` after ${tries} tries` : ''}
                {last?.status ? ` (HTTP ${last.status})` : last?.error ? ` (${last.error})` : ''}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
