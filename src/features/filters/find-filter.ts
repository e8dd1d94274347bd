// The "find a filter" box. Its finder lives with the everyday words (filter-words.ts, a chunk of
// its own asked for as soon as the panel's code runs): "price" finds Estimated value, plurals,
// phrases, a control's own words by prefix, whole groups named exactly.
import { useMemo } from 'react';
import { useCodeLabels, type CodeLabels } from './code-labels';
import { FILTER_GROUPS, type FilterControl } from './filter-catalog';
import { filterWords, useFilterWordsLoaded } from './filter-words-loader';
import { tokens } from './filter-tokens';

const ALL: ReadonlySet<FilterControl> = new Set(
  FILTER_GROUPS.flatMap((group) => group.sections.flatMap((section) => section.controls)),
);

/**
 * The controls a query finds (filter-words.ts findWithWords: every word starts a word of the
 * control's own text or its everyday words, plurals, phrases, a group named exactly). Until those
 * words are in, a moment after the panel's code runs, every control shows; the panel finds again
 * when they arrive (useFilterWordsLoaded). A code list is found by its options' labels once `labels`
 * are in (code-labels.ts).
 */
export function findControls(query: string, labels?: CodeLabels): ReadonlySet<FilterControl> {
  const withWords = filterWords()?.findWithWords;
  return withWords ? withWords(query, labels) : ALL;
}

/** The controls a query finds, found again when the everyday words or the code labels arrive. */
export function useFoundControls(query: string): ReadonlySet<FilterControl> {
  const wordsLoaded = useFilterWordsLoaded();
  const labels = useCodeLabels();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- found again once the words arrive
  return useMemo(() => findControls(query, labels), [query, labels, wordsLoaded]);
}

/** True when the query has something to search for. */
export function isFindQuery(query: string): boolean {
  return tokens(query).length > 0;
}
