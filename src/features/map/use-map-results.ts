// What the map shows of a search: the current page's records (the table's own cached page), every
// match as pins, and what the pins cover. It follows the search a painted frame after the table.
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useApiClient } from '../../api/client-context';
import type { PropertyRecord } from '../../api/contract/property-record';
import type { PropertySearchRequest } from '../../api/contract/search-request';
import { searchQuery } from '../../api/queries';
import { useAfterPaint } from '../../lib/after-paint';
import { listRequest } from '../../state/search/search-requests';
import type { SearchState } from '../../state/search/search-state';
import { useListIds } from '../../state/viewed-list';
import type { MapCoverage } from './pins/map-coverage';
import { useMapPins } from './pins/use-map-pins';
import { recordPoints } from './result-layers';

const NO_RECORDS: PropertyRecord[] = [];
const IDLE_REQUEST: PropertySearchRequest = {};

export function useMapResults(state: SearchState | undefined) {
  const client = useApiClient();
  // The map's data follows a new search once the table's rows for it have been painted: its
  // points and pins request, started in the same commit, held that frame back (bench:web).
  const mappedState = useAfterPaint(state);
  // A saved list is mapped through its ids, once the results have loaded them.
  const listIds = useListIds(mappedState?.listId);
  const waitingForList = !!mappedState?.listId && !listIds;
  // The table's own list request, so both read one cached page.
  const request = useMemo(
    () => (mappedState && !waitingForList ? listRequest(mappedState, listIds) : null),
    [mappedState, waitingForList, listIds],
  );
  const results = useQuery({
    ...searchQuery(client, request ?? IDLE_REQUEST),
    enabled: request !== null,
  });
  const records = request ? (results.data?.data ?? NO_RECORDS) : NO_RECORDS;
  const pagePoints = useMemo(() => recordPoints(records), [records]);
  const pins = useMapPins({
    filters: request && mappedState ? mappedState.filters : null,
    listIds,
    pageRequest: request,
    pageRecords: records,
    pageTotal: results.isPlaceholderData ? undefined : results.data?.resultCount,
    pageSettled: !results.isPlaceholderData && (results.data !== undefined || results.isError),
  });
  // A failed list is explained by the results; the map says nothing rather than a half-truth.
  const coverage: MapCoverage = waitingForList
    ? { kind: 'list-loading' }
    : results.isError && pins.coverage.kind !== 'pins'
      ? { kind: 'idle' }
      : pins.coverage;

  return { records, pagePoints, pins, coverage };
}
