// How much of a search the map shows, and the words for it. The status line is text so that
// users of screen readers (and tests) read the same count the map draws.
import { formatInteger } from '../../../lib/format';
import { pluralize } from '../../../lib/plural';

export type MapCoverage =
  /** No search to map. */
  | { kind: 'idle' }
  /** A saved list is open but its ids are not loaded yet. */
  | { kind: 'list-loading' }
  /** The pins are on their way (the page's records are drawn meanwhile). */
  | { kind: 'loading' }
  /**
   * Pins from the pins operation: `shown` placed, `skipped` unplaceable, out of `total`
   * matches; `asked` is how many the pages requested so far could hold (10,000 a page).
   */
  | { kind: 'pins'; shown: number; skipped: number; total: number; asked: number }
  /**
   * No pins (the plan lacks the mapping scope, or the call failed): the result pages loaded so
   * far are drawn instead; `total` is the search's count when known.
   */
  | {
      kind: 'pages';
      shown: number;
      total: number | undefined;
      /** cap-monthly, cap-daily: the pins were refused (402) because that cap is spent. */
      reason: 'no-scope' | 'failed' | 'cap-monthly' | 'cap-daily';
    };

const PAUSED = {
  'cap-monthly': 'Pins paused: your monthly credits are used up',
  'cap-daily': 'Pins paused: the team’s credits for today are used up',
} as const;

/** Said once per connection when the pins operation answers 403 (reference-shapes). */
export const NO_SCOPE_NOTICE =
  'This account cannot map every match (its plan has no PropertyMapping access), so the map shows the result pages loaded so far.';

/** More matches than the pages of pins asked for: the map shows the first ones only. */
export function isCapped(coverage: MapCoverage): boolean {
  return coverage.kind === 'pins' && coverage.total > coverage.asked;
}

function matches(count: number): string {
  return pluralize(count, 'match', 'matches');
}

/** The status line: "5,456 matches on the map", "10,000 of 47,509 matches on the map: …". */
export function coverageText(coverage: MapCoverage): string | null {
  switch (coverage.kind) {
    case 'idle':
      return null;
    case 'list-loading':
      return 'Loading the list…';
    case 'loading':
      return 'Loading every match…';
    case 'pins': {
      const { shown, skipped, total, asked } = coverage;
      if (total === 0) return 'No matches to show';
      const unplaced = skipped > 0 ? `; ${pluralize(skipped, 'pin')} could not be placed` : '';
      if (total > asked)
        return `${formatInteger(shown)} of ${matches(total)} on the map: the first ${formatInteger(asked)}${unplaced}`;
      if (shown === total) return `${matches(total)} on the map`;
      return `${formatInteger(shown)} of ${matches(total)} on the map${unplaced}`;
    }
    case 'pages': {
      const { shown, total, reason } = coverage;
      if (reason === 'cap-monthly' || reason === 'cap-daily')
        return `${PAUSED[reason]}; the map shows the result pages loaded so far (${matches(shown)})`;
      const why = coverage.reason === 'failed' ? ' (every match could not be loaded)' : '';
      if (total === 0) return 'No matches to show';
      if (total === undefined || total === shown)
        return `${matches(shown)} on the map: the result pages loaded so far${why}`;
      return `${formatInteger(shown)} of ${matches(total)} on the map: the result pages loaded so far${why}`;
    }
  }
}

/**
 * What mapping the next page of pins will cost, from what the pages so far cost: the service
 * reports `credits` per call (one per pin in the vendor's example). Undefined when any page did
 * not say, so the app never claims a cost it does not know.
 */
export function nextPageCost(
  pages: readonly { credits: number | undefined; pins: number }[],
  nextPins: number,
): number | undefined {
  let credits = 0;
  let pins = 0;
  for (const page of pages) {
    if (page.credits === undefined) return undefined;
    credits += page.credits;
    pins += page.pins;
  }
  if (pins === 0) return undefined;
  return Math.ceil((credits / pins) * nextPins);
}
