// The panel's sticky footer: the problems that stop a search (each a link to its field), the live
// count, Search (edits apply by themselves after a pause: use-auto-apply.ts; the button and Enter
// apply at once), and what screen readers hear about an edit on its way and about problems.
import type { Ref } from 'react';
import { pluralize } from '../../lib/plural';
import { FORM_ID } from './filter-groups';
import { LiveCountText } from './live-count-text';
import type { FilterPanelModel } from './use-filter-panel';

type FilterPanelFooterProps = Pick<
  FilterPanelModel,
  'issues' | 'focusField' | 'live' | 'valid' | 'canSearch' | 'changed' | 'listName'
> & { footerRef: Ref<HTMLDivElement> };

export function FilterPanelFooter({
  footerRef,
  issues,
  focusField,
  live,
  valid,
  canSearch,
  changed,
  listName,
}: FilterPanelFooterProps) {
  return (
    <div className="filter-panel__footer" ref={footerRef}>
      {issues.length > 0 ? (
        <div className="filter-panel__problems" aria-labelledby="filter-problems-title">
          <p id="filter-problems-title" className="filter-panel__problems-title">
            {issues.length === 1
              ? 'Fix 1 problem to search'
              : `Fix ${issues.length} problems to search`}
          </p>
          <ul>
            {issues.map((issue) => (
              <li key={`${issue.field}:${issue.message}`}>
                {issue.field ? (
                  <button
                    type="button"
                    className="filter-panel__problem"
                    onClick={() => focusField(issue.field)}
                  >
                    {issue.message}
                  </button>
                ) : (
                  issue.message
                )}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {listName !== undefined ? (
        <p className="filter-panel__list">
          List: <strong>{listName || '…'}</strong>
        </p>
      ) : null}
      <div className="filter-panel__actions">
        <LiveCountText live={live} valid={valid} />
        <button
          type="submit"
          form={FORM_ID}
          className="button filter-panel__search"
          disabled={!canSearch}
        >
          Search
        </button>
      </div>
      <p className="filter-panel__pending" aria-live="polite">
        {canSearch && changed ? 'Updating the results…' : ''}
      </p>
      <p className="visually-hidden" aria-live="polite">
        {issues.length > 0
          ? `${pluralize(issues.length, 'problem')}: ${issues.map((i) => i.message).join('. ')}`
          : ''}
      </p>
    </div>
  );
}
