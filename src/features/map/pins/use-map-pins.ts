// Every match of the search as pins (POST /v2/PropertyMapping, 10,000 a page), or, when the
// account cannot map (403: no mapping scope) or the call failed, the result pages loaded so far.
import { useQueries, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { isApiError } from '../../../api/api-error';
import { useApiClient } from '../../../api/client-context';
import type { MappingPage, SearchListPage } from '../../../api/client';
import { MAPPING_MAX_SIZE } from '../../../api/contract/property-mapping';
import type { PropertyRecord } from '../../../api/contract/property-record';
import type { PropertySearchRequest } from '../../../api/contract/search-request';
import { pinsQuery, queryKeys } from '../../../api/queries';
import { pinsRequest, withPrivacy } from '../../../state/search/search-requests';
import type { SearchFilters } from '../../../state/search/search-state';
import { pinPoints, recordPoints, type ResultPoints } from '../result-layers';
import { nextPageCost, type MapCoverage } from './map-coverage';

/** Nothing to map: one object, so an idle map is not handed new (empty) data at every render. */
const NO_POINTS: ResultPoints = recordPoints([]);

/** Connections whose plan answered 403: not asked again this session (each ask is a refusal). */
const withoutMappingScope = new Set<string>();
/** Connections already told so: the notice is said once, not at every search. */
const toldNoScope = new Set<string>();

export interface MapPinsInput {
  /** The search's filters, or null when there is nothing to map (or a list's ids are loading). */
  filters: SearchFilters | null;
  listIds: readonly number[] | undefined;
  /** The table's list request and its records: the page drawn above the pins, and the fallback. */
  pageRequest: PropertySearchRequest | null;
  pageRecords: readonly PropertyRecord[];
  /** The search's count from the list page, for the fallback's "N of M". */
  pageTotal: number | undefined;
  /**
   * False while the table's page for this search is still on its way. The pins wait for it: read
   * and handed to the map in the same moment as the page, 10,000 pins held up the table's first
   * commit (bench:web, search → 250 rows). Already fetched pins are still shown meanwhile.
   */
  pageSettled?: boolean;
}

export interface MapPins {
  /** What the clustered source draws: every pin, or the pages loaded. */
  points: ResultPoints;
  coverage: MapCoverage;
  /** Changes when a new set of matches has settled, so the view fits it once. */
  settledKey: string | null;
  /** True in the render where this connection is first found without the mapping scope. */
  announceNoScope: boolean;
  /** The next 10,000 pins: how many, and their cost when the service reports credits. */
  more: { pins: number; credits: number | undefined; load: () => void } | null;
}

/** A list request without its paging, sort and privacy: what every page of one search shares. */
function searchOf(request: PropertySearchRequest): string {
  const { resultIndex: _i, size: _s, sort: _o, ...filters } = withPrivacy(request, false);
  return JSON.stringify(filters);
}

/** The records of every cached page of this search on this connection, each once. */
function loadedPages(
  pages: readonly [readonly unknown[], SearchListPage | undefined][],
  request: PropertySearchRequest,
  connectionId: string,
): PropertyRecord[] {
  const wanted = searchOf(request);
  const seen = new Set<string>();
  const records: PropertyRecord[] = [];
  for (const [key, page] of pages) {
    const keyRequest = key[2] as PropertySearchRequest | undefined;
    if (!page || key[3] !== connectionId || !keyRequest || searchOf(keyRequest) !== wanted)
      continue;
    for (const record of page.data) {
      if (seen.has(record.id)) continue;
      seen.add(record.id);
      records.push(record);
    }
  }
  return records;
}

export function useMapPins({
  filters,
  listIds,
  pageRequest,
  pageRecords,
  pageTotal,
  pageSettled = true,
}: MapPinsInput): MapPins {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { connectionId } = client;
  const first = useMemo(() => (filters ? pinsRequest(filters, listIds) : null), [filters, listIds]);
  const searchKey = first ? JSON.stringify(first) : null;

  // Pages of pins asked for, per search: a new search starts again at one.
  const [paging, setPaging] = useState({ searchKey, pages: 1 });
  const pageCount = paging.searchKey === searchKey ? paging.pages : 1;

  const knownNoScope = withoutMappingScope.has(connectionId);
  const requests = useMemo(
    () =>
      filters && first
        ? Array.from({ length: pageCount }, (_, page) =>
            page === 0 ? first : pinsRequest(filters, listIds, page),
          )
        : [],
    [filters, listIds, first, pageCount],
  );
  const results = useQueries({
    queries: requests.map((request) => ({
      ...pinsQuery(client, request),
      enabled: !knownNoScope && pageSettled,
    })),
  });
  const head = results[0];
  const refused = !!head?.error && isApiError(head.error) && head.error.status === 403;
  const noScope = knownNoScope || refused;
  const announceNoScope = refused && !toldNoScope.has(connectionId);
  useEffect(() => {
    if (!refused) return;
    withoutMappingScope.add(connectionId);
    toldNoScope.add(connectionId);
  }, [refused, connectionId]);

  const pages = results.map((r) => r.data).filter((d): d is MappingPage => d !== undefined);
  const pagesKey = pages.map((p) => `${p.offset}:${p.pins.length}`).join(',');
  // Rebuilt only when a page arrives, not on every render: 10,000 features are worth keeping.
  const pinned = useMemo(
    () => (pages.length > 0 ? pinPoints(pages.flatMap((p) => p.pins)) : null),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- pagesKey stands for `pages`
    [pagesKey],
  );

  const fallback = noScope || (!!head?.isError && !head.data);
  // 402: the member's month or the team's day is spent. The map says so calmly and keeps the
  // pages the table loaded; the count and the table go on working (they cost nothing or a page).
  const capReached =
    !!head?.error && isApiError(head.error) && head.error.errorCode === 'SPEND_CAP_REACHED';
  const capWhich = capReached && /monthly/i.test(head.error?.message ?? '') ? 'monthly' : 'daily';
  const fallbackRecords = useMemo(() => {
    if (!fallback || !pageRequest) return pageRecords;
    const cached = queryClient.getQueriesData<SearchListPage>({
      queryKey: [...queryKeys.properties, 'search'],
    });
    const records = loadedPages(cached, pageRequest, connectionId);
    return records.length > 0 ? records : pageRecords;
  }, [fallback, pageRequest, pageRecords, queryClient, connectionId]);
  // Also the stand-in while the pins load (fallbackRecords is the page then). Kept across renders:
  // each new object is a setData, and the map's worker takes them in turn, so a stand-in rebuilt
  // at every render queued ahead of the pins and delayed them.
  const pagePoints = useMemo(() => recordPoints(fallbackRecords), [fallbackRecords]);

  if (!first) {
    return {
      points: NO_POINTS,
      coverage: { kind: 'idle' },
      settledKey: null,
      announceNoScope: false,
      more: null,
    };
  }
  if (fallback) {
    return {
      points: pagePoints,
      coverage: {
        kind: 'pages',
        shown: pagePoints.features.length,
        total: pageTotal,
        reason: noScope ? 'no-scope' : capReached ? `cap-${capWhich}` : 'failed',
      },
      settledKey: pageRequest && pageRecords.length > 0 ? JSON.stringify(pageRequest) : null,
      announceNoScope,
      more: null,
    };
  }
  const headData = head?.data;
  if (!headData || !pinned) {
    // Until the pins arrive, the page the table shows stands in for them.
    return {
      points: pagePoints,
      coverage: { kind: 'loading' },
      settledKey: null,
      announceNoScope: false,
      more: null,
    };
  }
  const total = headData.resultCount;
  const asked = pageCount * MAPPING_MAX_SIZE;
  const remaining = total - asked;
  const allLoaded = pages.length === pageCount;
  const nextPins = Math.min(MAPPING_MAX_SIZE, remaining);
  return {
    points: pinned,
    coverage: {
      kind: 'pins',
      shown: pinned.features.length,
      skipped: pages.reduce((sum, p) => sum + p.skipped, 0),
      total,
      asked,
    },
    settledKey: searchKey,
    announceNoScope: false,
    more:
      remaining > 0 && allLoaded
        ? {
            pins: nextPins,
            credits: nextPageCost(
              pages.map((p) => ({ credits: p.credits, pins: p.pins.length + p.skipped })),
              nextPins,
            ),
            load: () => setPaging({ searchKey, pages: pageCount + 1 }),
          }
        : null,
  };
}
