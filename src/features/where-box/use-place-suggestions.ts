// Suggestions for what is typed in the where-box: debounced, at least 3 characters (fewer is the
// service's 400), stale lookups cancelled by React Query through the request's AbortSignal. When
// the whole text names no place, the places named inside it (phrase-places.ts) are offered.
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useApiClient } from '../../api/client-context';
import {
  AUTOCOMPLETE_MIN_CHARS,
  type AutoCompleteItem,
  type AutoCompleteRequest,
} from '../../api/contract/autocomplete';
import { autoCompleteQuery } from '../../api/queries';
import { findPlacesInPhrase, placeCandidates } from './phrase-places';

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
  /** Set when the items are places named inside the text: the words that named them. */
  inText?: string;
}

type Near = { latitude: number; longitude: number } | undefined;

const NONE: readonly AutoCompleteItem[] = [];

/**
 * The places inside `search`, asked only once the whole text has answered with none: each
 * candidate run of place words is one AutoComplete lookup (cached like any other), in turn.
 */
function usePhrasePlaces(search: string, near: Near, wholeFoundNone: boolean) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const candidates = useMemo(() => placeCandidates(search), [search]);
  // eslint-disable-next-line @tanstack/query/exhaustive-deps -- the connection id stands for the client
  return useQuery({
    queryKey: ['places', 'in-phrase', candidates, near, client.connectionId],
    queryFn: ({ signal }) =>
      findPlacesInPhrase(candidates, async (run) => {
        // A phrase typed past sends none of its remaining runs.
        if (signal.aborted) return NONE;
        const answer = await queryClient.fetchQuery(
          autoCompleteQuery(client, near ? { search: run, ...near } : { search: run }),
        );
        return answer.items;
      }),
    enabled: wholeFoundNone && candidates.length > 0,
    // While the next text is looked up, the places found in the last one stay.
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
    retry: false,
  });
}

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
  const wholeSettled = search === trimmed && !query.isFetching && !query.isPlaceholderData;
  const wholeFoundNone = enabled && wholeSettled && query.data?.items.length === 0;
  const phrase = usePhrasePlaces(search, near, wholeFoundNone);
  const wholeItems = query.data?.items ?? NONE;

  if (trimmed === '') return { status: 'idle', items: NONE, answered: '' };
  if (trimmed.length < AUTOCOMPLETE_MIN_CHARS)
    return { status: 'too-short', items: NONE, answered: '' };
  if (query.isError && !query.isFetching) return { status: 'error', items: NONE, answered: search };
  if (!wholeSettled || (wholeFoundNone && phrase.isFetching)) {
    // What was shown stays while a lookup runs: the last places found in a phrase, if those were.
    const inPhrase = wholeItems.length === 0 ? phrase.data : undefined;
    return inPhrase?.found !== undefined
      ? { status: 'loading', items: inPhrase.items, inText: inPhrase.found, answered: search }
      : { status: 'loading', items: wholeItems, answered: search };
  }
  if (wholeFoundNone && phrase.isError) return { status: 'error', items: NONE, answered: search };
  const found = wholeFoundNone && !phrase.isPlaceholderData ? phrase.data : undefined;
  if (found?.found !== undefined)
    return { status: 'ready', items: found.items, inText: found.found, answered: search };
  return { status: 'ready', items: wholeItems, answered: search };
}
