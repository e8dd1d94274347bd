// The live "N leads match" count: a debounced count query for the form's current valid filters.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { isApiError } from '../../api/api-error';
import { useApiClient } from '../../api/client-context';
import { countQuery } from '../../api/queries';
import type { SearchFilters } from '../search-state/search-state';

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

/** The request a count sends: privacy mode changes what records show, not how many match. */
function countKey(filters: SearchFilters | null): string | null {
  if (!filters) return null;
  const { obfuscate: _obfuscate, ...rest } = filters;
  return JSON.stringify(rest);
}

/**
 * Counts the matches of `filters` (null while the form is invalid). A new key replaces the old
 * query, and React Query aborts the request in flight through the signal the client passes on.
 */
export function useLiveCount(filters: SearchFilters | null, delayMs = COUNT_DEBOUNCE_MS) {
  const client = useApiClient();
  const key = countKey(filters);
  const debouncedKey = useDebouncedValue(key, delayMs);
  const request = useMemo<SearchFilters | null>(
    () => (debouncedKey === null ? null : (JSON.parse(debouncedKey) as SearchFilters)),
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
