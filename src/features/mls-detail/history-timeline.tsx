// priceChangeHistory and statusChangeHistory as small timelines: newest first, each with its date,
// the new price or status, and the change from the one before.
import { formatDate, formatMoney, MISSING } from '../../lib/format';
import type { MlsRecord } from '../../api/contract/mls-response';
import { NotProvided } from './facts';
import { StatusBadge } from './status-badge';

type PriceChange = NonNullable<MlsRecord['priceChangeHistory']>[number];
type StatusChange = NonNullable<MlsRecord['statusChangeHistory']>[number];

/** Newest first by date; entries without a date keep their order, after the dated ones. */
function newestFirst<T extends { date?: string | null | undefined }>(items: readonly T[]): T[] {
  return items
    .map((item, i) => ({ item, i }))
    .sort((a, b) => {
      const da = a.item.date ?? '';
      const db = b.item.date ?? '';
      if (da === db) return a.i - b.i;
      if (da === '') return 1;
      if (db === '') return -1;
      return da < db ? 1 : -1;
    })
    .map(({ item }) => item);
}

/** "−$37,000 (−4.7%)" for a cut, "+$12,000 (+1.6%)" for a rise. */
function priceChangeText(previous: number | null | undefined, next: number | null | undefined) {
  if (previous == null || next == null || previous === 0) return undefined;
  const diff = next - previous;
  if (diff === 0) return 'no change';
  const sign = diff < 0 ? '−' : '+';
  const percent = Math.abs((diff / previous) * 100).toFixed(1);
  return `${sign}${formatMoney(Math.abs(diff))} (${sign}${percent}%)`;
}

function When({ date }: { date: string | null | undefined }) {
  return date ? (
    <time className="mls-timeline__date" dateTime={date}>
      {formatDate(date)}
    </time>
  ) : (
    <span className="mls-timeline__date">Date not given</span>
  );
}

export function PriceTimeline({ items }: { items: readonly PriceChange[] }) {
  if (items.length === 0) return <NotProvided>No price changes since it was listed.</NotProvided>;
  return (
    <ol className="mls-timeline" aria-label="Price changes, newest first">
      {newestFirst(items).map((c, i) => {
        const change = priceChangeText(c.previousPrice, c.newPrice);
        const cut = c.previousPrice != null && c.newPrice != null && c.newPrice < c.previousPrice;
        return (
          <li key={`${c.date ?? ''}-${i}`} className="mls-timeline__item">
            <When date={c.date} />
            <span className="mls-timeline__what">
              {formatMoney(c.newPrice)}
              <span className="mls-muted"> from {formatMoney(c.previousPrice)}</span>
            </span>
            {change ? (
              <span className={`mls-timeline__change${cut ? ' mls-timeline__change--down' : ''}`}>
                {change}
              </span>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}

export function StatusTimeline({ items }: { items: readonly StatusChange[] }) {
  if (items.length === 0) return <NotProvided>No status changes on record.</NotProvided>;
  return (
    <ol className="mls-timeline" aria-label="Status changes, newest first">
      {newestFirst(items).map((c, i) => (
        <li key={`${c.date ?? ''}-${i}`} className="mls-timeline__item">
          <When date={c.date} />
          <span className="mls-timeline__what">
            {c.newStatus ? <StatusBadge status={c.newStatus} /> : MISSING}
          </span>
          <span className="mls-timeline__change">
            {c.previousStatus ? `from ${c.previousStatus}` : 'listed'}
          </span>
        </li>
      ))}
    </ol>
  );
}
