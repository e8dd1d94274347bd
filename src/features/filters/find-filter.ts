// The "find a filter" box: word-prefix matching over a control's own words, plus whole groups
// named exactly. Once the everyday words are in (filter-words.ts, loaded after the first screen),
// their finder answers instead: "price" finds Estimated value, plurals, phrases.
import { FILTER_GROUPS, type FilterControl } from './filter-catalog';
import { filterWords } from './filter-words-loader';
import { tokens } from './filter-tokens';

interface Entry {
  control: FilterControl;
  /** Words of the label, hint, keywords and option labels: what the control itself is about. */
  own: string[];
  /** The group and section titles it sits under, as normalized phrases. */
  places: string[];
}

const ENTRIES: Entry[] = FILTER_GROUPS.flatMap((group) =>
  group.sections.flatMap((section) =>
    section.controls.map((control) => {
      const options =
        control.kind === 'select' || control.kind === 'multi'
          ? control.options.map((o) => o.label)
          : [];
      const text = [control.label, control.hint, control.keywords, ...options].join(' ');
      const places = [group.title, section.title ?? ''].map((t) => tokens(t).join(' '));
      return { control, own: [...new Set(tokens(text))], places: places.filter(Boolean) };
    }),
  ),
);

const ALL: ReadonlySet<FilterControl> = new Set(ENTRIES.map((e) => e.control));

/**
 * The controls a query finds: every word must start a word of the control's own text ("equi" finds
 * "Equity ($)", "nod" finds the notice type by its option), and a query that names a group or
 * section exactly ("distress", "portfolio") brings up all of it. Group names do not leak into
 * other queries, so "equity" finds the equity filters, not every mortgage filter beside them.
 */
export function findControls(query: string): ReadonlySet<FilterControl> {
  const withWords = filterWords()?.findWithWords;
  if (withWords) return withWords(query);
  const words = tokens(query);
  if (words.length === 0) return ALL;
  const phrase = words.join(' ');
  return new Set(
    ENTRIES.filter(
      (e) => words.every((w) => e.own.some((t) => t.startsWith(w))) || e.places.includes(phrase),
    ).map((e) => e.control),
  );
}

/** True when the query has something to search for. */
export function isFindQuery(query: string): boolean {
  return tokens(query).length > 0;
}
