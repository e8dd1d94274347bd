// The total number of leads, big: the first thing a user wants to know about a search.
import { Skeleton } from '../../../components/ui/skeleton';
import { formatInteger } from '../../../lib/format';

export interface CountWidgetProps {
  count: number | undefined;
  loading: boolean;
  /** "match this search" / "in this saved list". */
  context: string;
  /** The count query failed; a number from the list may still be shown. */
  failed?: boolean;
}

export function CountWidget({ count, loading, context, failed = false }: CountWidgetProps) {
  return (
    <div className="count-widget">
      <p className="count-widget__value" role="status" aria-label="Lead count">
        {count === undefined ? (
          loading ? (
            <Skeleton width={140} height={28} />
          ) : (
            <span className="count-widget__unknown">{failed ? 'Count unavailable' : '—'}</span>
          )
        ) : (
          <>
            <span className="count-widget__number">{formatInteger(count)}</span>{' '}
            {count === 1 ? 'lead' : 'leads'}
          </>
        )}
      </p>
      <p className="count-widget__context">{context}</p>
    </div>
  );
}
