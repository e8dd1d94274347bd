// What the results say about an open saved list: a banner with the way back to its search, or a
// message when the list cannot be opened (deleted, or no longer shared with this user).
import type { ListSummary } from '../../../api/app-store/contract';
import { formatDate } from '../../../lib/format';
import { pluralize } from '../../../lib/plural';

export function ListBanner({
  list,
  held,
  onBack,
}: {
  list: ListSummary;
  /**
   * What pulling every record of the list costs and what is left: "1,840 of 2,300 already held,
   * 460 to buy ≈ 460 credits; you have 4,200 left this month".
   */
  held?: string | undefined;
  onBack: () => void;
}) {
  return (
    <div className="list-banner" role="region" aria-label="Saved list">
      <p>
        Viewing saved list <strong>{list.name}</strong> · {pluralize(list.size, 'lead')} · saved{' '}
        {formatDate(list.createdAt.slice(0, 10))}
        {held ? <span className="list-banner__held"> · {held}</span> : null}
      </p>
      <button type="button" className="button button--ghost" onClick={onBack}>
        Back to the search it came from
      </button>
    </div>
  );
}

export function MissingList({ onClose }: { onClose: () => void }) {
  return (
    <div className="results">
      <div className="results__message">
        <p className="results__message-title">This saved list cannot be opened</p>
        <p>
          It may have been deleted, or its owner made it private. Lists and searches shows the lists
          you can open.
        </p>
        <button type="button" className="button" onClick={onClose}>
          Close the list
        </button>
      </div>
    </div>
  );
}
