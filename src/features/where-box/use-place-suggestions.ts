// Suggestions for what is typed in the where-box: debounced, at least 3 characters (fewer is the
// service's 400), stale lookups cancelled by React Query through the request's AbortSignal.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useApiClient } from '../../api/client-context';
import {
  AUTOCOMPLETE_MIN_CHARS,
  type AutoCompleteItem,
  type AutoCompleteRequest,
} from '../../api/contract/autocomplete';
import { autoCompleteQuery } from '../../api/queries';

const LOOKUP_DEBOUNCE_MS = 250;

/** Follows `value` once it has stopped changing for `delayMs`. */
function useDebounced(value: string, delayMs: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

export type SuggestionStatus = 'idle' | 'too-short' | 'loading' | 'ready' | 'error';

export interface PlaceSuggestions {
  status: SuggestionStatus;
  items: readonly AutoCompleteItem[];
  /** The search the items answer (may trail what is typed while a lookup runs). */
  answered: string;
}

const NONE: readonly AutoCompleteItem[] = [];

export function usePlaceSuggestions(
  typed: string,
  near?: { latitude: number; longitude: number },
  delayMs = LOOKUP_DEBOUNCE_MS,
): PlaceSuggestions {
  const client = useApiClient();
  const search = useDebounced(typed.trim(), delayMs);
  const enabled = search.length >= AUTOCOMPLETE_MIN_CHARS;
  const request: AutoCompleteRequest = near ? { search, ...near } : { search };
  const query = useQuery({
    ...autoCompleteQuery(client, request),
    enabled,
    // While the next lookup runs, the last suggestions stay (the list does not flicker empty).
    placeholderData: keepPreviousData,
  });
  const trimmed = typed.trim();
  if (trimmed === '') return { status: 'idle', items: NONE, answered: '' };
  if (trimmed.length < AUTOCOMPLETE_MIN_CHARS)
    return { status: 'too-short', items: NONE, answered: '' };
  if (query.isError && !query.isFetching) return { status: 'error', items: NONE, answered: search };
  const items = query.data?.items ?? NONE;
  const settled = search === trimmed && !query.isFetching && !query.isPlaceholderData;
  return { status: settled ? 'ready' : 'loading', items, answered: search };
}
