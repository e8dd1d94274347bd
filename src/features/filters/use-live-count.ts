// The live "N leads match" count: a debounced count query for the form's current valid filters.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { isApiError } from '../../api/api-error';
import { useApiClient } from '../../api/client-context';
import type { PropertySearchRequest } from '../../api/contract/search-request';
import { countQuery } from '../../api/queries';

const COUNT_DEBOUNCE_MS = 400;

/** A server-side problem with the counted request, as the service named it. */
interface ServerViolation {
  field: string;
  message: string;
}

/** Follows `value` once it has stopped changing for `delayMs`; the first value is taken at once. */
function useDebouncedValue<T extends string | null>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

/**
 * Counts the matches of `request` (the builder's count request; null while the form is invalid).
 * The request is debounced as JSON, so a re-render with equal filters is not a change. A new key
 * replaces the old query, and React Query aborts the request in flight through the signal the
 * client passes on.
 */
export function useLiveCount(
  countRequest: PropertySearchRequest | null,
  delayMs = COUNT_DEBOUNCE_MS,
) {
  const client = useApiClient();
  const key = countRequest === null ? null : JSON.stringify(countRequest);
  const debouncedKey = useDebouncedValue(key, delayMs);
  const request = useMemo<PropertySearchRequest | null>(
    () => (debouncedKey === null ? null : (JSON.parse(debouncedKey) as PropertySearchRequest)),
    [debouncedKey],
  );
  const query = useQuery({
    ...countQuery(client, request ?? {}),
    enabled: request !== null,
    placeholderData: keepPreviousData,
  });
  const error = query.isError ? query.error : null;
  const serverViolations: ServerViolation[] =
    isApiError(error) && error.status === 400
      ? (error.violations ?? [{ field: '', message: error.message }]).map((v) => ({
          field: v.field,
          message: v.message,
        }))
      : [];
  return {
    /** The last known total, possibly for slightly older filters while a new count runs. */
    count: query.data?.resultCount,
    /** True while the shown count does not yet answer the current filters. */
    updating: key !== debouncedKey || query.isFetching || query.isPlaceholderData,
    error: serverViolations.length > 0 ? null : error,
    serverViolations,
    /** The request the count and any server problems belong to (JSON), to tell stale from current. */
    countedKey: debouncedKey,
    currentKey: key,
    retry: () => void query.refetch(),
  };
}
