// Lead-type totals as clickable bars, plus median list price and days on market.
import { memo } from 'react';
import type { LeadSummary } from '../../../api/contract/search-response';
import { ErrorNotice } from '../../../components/ui/error-notice';
import { Skeleton } from '../../../components/ui/skeleton';
import type { ErrorExplanation } from '../../../lib/explain-error';
import { formatInteger, formatMoney, MISSING } from '../../../lib/format';
import type { SearchFilters } from '../../../state/search/search-state';
import { isLeadTypeActive, LEAD_TYPES, type LeadType } from './lead-types';

export interface SummaryWidgetProps {
  /** For the "Show lead types" button's aria-controls. */
  id?: string | undefined;
  summary: LeadSummary | undefined;
  /** Matches of the search, for the share of each lead type. */
  total: number | undefined;
  filters: SearchFilters;
  loading: boolean;
  /** Set when the summary could not load and no older one is shown. */
  error?: ErrorExplanation | undefined;
  /** The same failure is already explained nearby: show dashes, not a second alert. */
  quiet?: boolean;
  onRetry?: () => void;
  onToggleLeadType: (type: LeadType) => void;
}

function share(count: number, total: number | undefined): number {
  return total && total > 0 ? Math.min(1, count / total) : 0;
}

export const SummaryWidget = memo(function SummaryWidget({
  id,
  summary,
  total,
  filters,
  loading,
  error,
  quiet = false,
  onRetry,
  onToggleLeadType,
}: SummaryWidgetProps) {
  return (
    <section id={id} className="summary-widget" aria-label="Lead types">
      <div className="summary-widget__medians">
        <div className="stat">
          <span className="stat__label">Median list price</span>
          <span className="stat__value">
            {summary ? (
              summary.medianListingPrice == null ? (
                MISSING
              ) : (
                formatMoney(summary.medianListingPrice)
              )
            ) : loading ? (
              <Skeleton width={80} />
            ) : (
              MISSING
            )}
          </span>
        </div>
        <div className="stat">
          <span className="stat__label">Median days on market</span>
          <span className="stat__value">
            {summary ? (
              summary.medianDaysOnMarket == null ? (
                MISSING
              ) : (
                `${formatInteger(summary.medianDaysOnMarket)} days`
              )
            ) : loading ? (
              <Skeleton width={60} />
            ) : (
              MISSING
            )}
          </span>
        </div>
      </div>
      {error && !summary && !quiet ? (
        <ErrorNotice
          compact
          explanation={{ ...error, title: `Lead types unavailable: ${error.title}` }}
          onRetry={onRetry}
        />
      ) : (
        <ul className="summary-widget__types">
          {LEAD_TYPES.map((type) => {
            const count = summary?.[type.key];
            const active = isLeadTypeActive(filters, type);
            const pct = count === undefined ? 0 : share(count, total);
            return (
              <li key={type.key}>
                <button
                  type="button"
                  className={`lead-type${active ? ' is-active' : ''}`}
                  aria-pressed={active}
                  aria-label={
                    count === undefined
                      ? type.label
                      : `${type.label}: ${formatInteger(count)} ${count === 1 ? 'lead' : 'leads'}${
                          total ? ` (${Math.round(pct * 100)}%)` : ''
                        }`
                  }
                  disabled={count === undefined}
                  title={
                    active
                      ? `Remove the “${type.label}” filter`
                      : `Show only ${type.label.toLowerCase()} leads`
                  }
                  onClick={() => onToggleLeadType(type)}
                >
                  <span className="lead-type__label">{type.label}</span>
                  <span className="lead-type__count">
                    {count !== undefined ? (
                      formatInteger(count)
                    ) : loading ? (
                      <Skeleton width={36} />
                    ) : (
                      MISSING
                    )}
                  </span>
                  <span className="lead-type__bar" aria-hidden="true">
                    <span className="lead-type__fill" style={{ width: `${pct * 100}%` }} />
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
});
