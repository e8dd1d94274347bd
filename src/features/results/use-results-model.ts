// The results view's model: the open saved list, the search's queries, privacy and columns, the
// table's status and caption, the effects that follow the page (last page, phone scroll, the
// selection published for the Lists panel) and what the tools do (use-results-actions).
import { useQuery } from '@tanstack/react-query';
import type { VisibilityState } from '@tanstack/react-table';
import { useEffect, useMemo, type RefObject } from 'react';
import { heldQuery, useAppStore } from '../../api/app-store/queries';
import type { PropertyRecord } from '../../api/contract/property-record';
import { explainError } from '../../lib/explain-error';
import { useStore } from '../../lib/store';
import { isPrivate, withPrivacy } from '../../state/search/search-requests';
import type { SortSpec } from '../../state/search/search-state';
import { navigateToSearch } from '../../state/search/use-search-state';
import { usePublishSelection } from '../../state/selected-ids';
import { usePublishListIds } from '../../state/viewed-list';
import { useColumnVisibility } from './columns/column-visibility';
import { CHOOSABLE_COLUMNS } from './columns/result-columns';
import { mlsJoinColumns } from './mls-join/mls-join-columns';
import { lastPageIndex } from './table/pagination-bar';
import type { TableStatus } from './table/results-table';
import type { ResultsViewProps } from './results-props';
import { useOpenList } from './lists-menu/use-open-list';
import { useResultsActions } from './use-results-actions';
import { useResultsQueries } from './use-results-queries';

const NO_RECORDS: PropertyRecord[] = [];
/** The panels stack (app.css) below this width: the results are far below the Search button. */
const STACKED_LAYOUT = '(max-width: 1023px)';
const PRIVATE_COLUMN_IDS = CHOOSABLE_COLUMNS.filter((c) => c.privateData).map((c) => c.id);

function sortWords(sort: readonly SortSpec[]): string {
  if (sort.length === 0) return '';
  const label = (field: string) =>
    CHOOSABLE_COLUMNS.find((c) => c.id === field)?.label ?? field.replace(/_/g, ' ');
  return `, sorted by ${sort
    .map((s) => `${label(s.field)} ${s.direction === 'asc' ? 'ascending' : 'descending'}`)
    .join(', then ')}`;
}

/** The saved list in the URL, once loaded; the map maps the same ids (it reads them from here). */
function useShownList(listId: string | undefined) {
  const { savedList, openList, listIds } = useOpenList(listId);
  usePublishListIds(listId, listIds, openList?.name);
  // Before the table or an export pulls the list's records: how many the team already holds.
  const appStore = useAppStore();
  const held = useQuery({
    ...heldQuery(appStore, listId ?? '', listIds ?? []),
    enabled: !!listIds && listIds.length > 0,
  });
  return { savedList, openList: openList ?? undefined, listIds, held };
}

/** Privacy mode hides the columns of names and addresses. */
function usePrivateColumns(visibility: VisibilityState, hidePrivate: boolean) {
  return useMemo<VisibilityState>(
    () =>
      hidePrivate
        ? { ...visibility, ...Object.fromEntries(PRIVATE_COLUMN_IDS.map((id) => [id, false])) }
        : visibility,
    [hidePrivate, visibility],
  );
}

export type ResultsModel = ReturnType<typeof useResultsModel>;

/** `rootRef`: the view's root, scrolled to on a phone or tablet when a new search comes in. */
export function useResultsModel(
  { state, savedLists, exporter, mlsJoin }: ResultsViewProps,
  rootRef: RefObject<HTMLElement | null>,
) {
  const { visibility, shown } = useColumnVisibility();
  const join = useStore(mlsJoin);
  const extraColumns = useMemo(() => mlsJoinColumns(join), [join]);
  const listId = state.listId;
  const { savedList, openList, listIds, held } = useShownList(listId);
  const enabled = !listId || !!openList;
  const { requests, list, count, summary } = useResultsQueries(state, listIds, enabled);

  const privacy = isPrivate(state.filters);
  const data = list.data;
  // Rows of an obfuscated answer may still show for a moment after privacy is switched off.
  const hidePrivate = privacy || isPrivate(data?.input);
  const columnVisibility = usePrivateColumns(visibility, hidePrivate);

  const serverTotal = list.isPlaceholderData ? undefined : data?.resultCount;
  // A link or a shrunken search can point past the last page: move to the last one.
  useEffect(() => {
    if (serverTotal === undefined || serverTotal === 0) return;
    const last = lastPageIndex(serverTotal, state.page.size);
    if (state.page.index > last) {
      navigateToSearch(
        { ...state, page: { ...state.page, index: last } },
        { replace: true, correction: true },
      );
    }
  }, [serverTotal, state]);

  const total = count.data?.resultCount ?? serverTotal;
  const actions = useResultsActions({ state, requests, openList, total, savedLists, exporter });
  const { selectedIds, notePage } = actions;

  // The table's order of the leads seen, for a bulk lookup of a selection in that order.
  useEffect(() => {
    if (data && !list.isPlaceholderData) notePage(data.data, data.offset);
  }, [data, list.isPlaceholderData, notePage]);

  // A new search on a phone or tablet: the results are below the filters and the map, so go to
  // them. (A new page or sort only opens the table at its first row: ResultsTable's pageKey.)
  const searchKey = JSON.stringify(requests.count);
  useEffect(() => {
    if (!window.matchMedia?.(STACKED_LAYOUT).matches) return;
    rootRef.current?.scrollIntoView?.({ block: 'start' });
  }, [searchKey, rootRef]);
  // The Lists and searches panel adds the ticked rows to a list: it reads them from here.
  usePublishSelection(selectedIds);

  const pageCount = total === undefined ? 0 : lastPageIndex(total, state.page.size) + 1;
  const status: TableStatus = !data ? 'loading' : list.isPlaceholderData ? 'refreshing' : 'ready';
  return {
    join,
    extraColumns,
    columnVisibility,
    columnOrder: shown,
    savedList,
    openList,
    listIds,
    held,
    list,
    count,
    summary,
    privacy,
    hidePrivate,
    records: data?.data ?? NO_RECORDS,
    total,
    /** The search's ids_only request (select all, trace every match). */
    idsRequest: requests.ids,
    // What the table's rows are a page of; privacy mode shows the same page, so it keeps the scroll.
    pageKey: JSON.stringify(withPrivacy(requests.list, false)),
    status,
    explainedListError: list.isError
      ? explainError(list.error)
      : list.failureReason && list.fetchStatus === 'fetching'
        ? explainError(list.failureReason)
        : undefined,
    caption: `Leads${openList ? ` in the list ${openList.name}` : ''}, page ${
      state.page.index + 1
    } of ${Math.max(1, pageCount)}${sortWords(state.sort)}`,
    actions,
  };
}
