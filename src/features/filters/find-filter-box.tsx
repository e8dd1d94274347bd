// "Find a filter": a search box over the filters' names and words, with its count of matches.
import type { Ref } from 'react';
import { pluralize } from '../../lib/plural';
import type { FilterPanelModel } from './use-filter-panel';

type FindFilterBoxProps = Pick<
  FilterPanelModel,
  'findQuery' | 'setFindQuery' | 'finding' | 'found'
> & { findRef: Ref<HTMLInputElement> };

export function FindFilterBox({
  findQuery,
  setFindQuery,
  findRef,
  finding,
  found,
}: FindFilterBoxProps) {
  const matchCount = finding ? found.size : 0;
  return (
    <div className="filter-panel__find">
      <label htmlFor="filter-find" className="visually-hidden">
        Find a filter
      </label>
      <input
        id="filter-find"
        ref={findRef}
        type="search"
        className="filter-input"
        placeholder="Find a filter (e.g. price, foreclosure, pool)"
        autoComplete="off"
        value={findQuery}
        onChange={(event) => setFindQuery(event.target.value)}
        aria-describedby="filter-find-status"
      />
      <p id="filter-find-status" className="filter-panel__find-status" aria-live="polite">
        {!finding
          ? ''
          : matchCount === 0
            ? `No filter matches “${findQuery.trim()}”.`
            : `${pluralize(matchCount, 'filter')} found`}
      </p>
    </div>
  );
}
