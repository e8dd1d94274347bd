// A where-box pick or chip removal as new filters, and the words the box says about it.
import {
  searchFieldsOf,
  type AutoCompleteItem,
  type AutoCompleteType,
} from '../../api/contract/autocomplete';
import {
  FREE_TEXT_PLACE_FIELDS,
  PLACE_FIELDS,
  countyLabel,
  placesOf,
  zipsOf,
  type Place,
} from '../../state/search/search-places';
import type { SearchFilters } from '../../state/search/search-state';

/** What a chip or a suggestion group calls each kind of place. */
export const PLACE_WORDS: Readonly<Record<AutoCompleteType, string>> = {
  N: 'County',
  C: 'City',
  Z: 'Zip',
  A: 'Address',
  S: 'Street',
  G: 'Neighborhood',
  T: 'State',
  P: 'APN',
};

/** A suggestion's words in the box and on its chip. */
export function placeLabel(item: AutoCompleteItem): string {
  switch (item.searchType) {
    case 'N':
      return countyLabel(item.title);
    case 'T':
      return item.stateName ?? item.title.replace(/, USA$/, '');
    case 'P':
      return `APN ${item.apn ?? item.title}`;
    default:
      return item.title;
  }
}

/** The free-text place fields set in words, for a notice ("city Austin"). */
function freeTextNames(filters: SearchFilters): string[] {
  const out: string[] = [];
  for (const field of FREE_TEXT_PLACE_FIELDS) {
    const value = filters[field];
    if (value === undefined) continue;
    const shown = Array.isArray(value) ? value.join(', ') : String(value);
    out.push(`${field} ${shown}`);
  }
  return out;
}

function listWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

export interface PlacePick {
  filters: SearchFilters;
  /** What happened, in words: shown under the box and announced. */
  notice: string;
}

function without(filters: SearchFilters, fields: readonly string[]): SearchFilters {
  const out: Record<string, unknown> = { ...filters };
  for (const field of fields) delete out[field];
  return out as SearchFilters;
}

/**
 * The filters after picking `item`. Zips add up (the spec's zip is a list): a zip picked while
 * the box holds zips joins them. Any other pick replaces every way the filters said where (the
 * box's place, and the free-text location fields, which with a new place could only narrow the
 * search to nothing), and says what it replaced; a second county says that a search holds one.
 */
export function pickPlace(filters: SearchFilters, item: AutoCompleteItem): PlacePick {
  const label = placeLabel(item);
  const current = placesOf(filters);
  if (item.searchType === 'Z' && item.zip && filters.searchType === 'Z') {
    const zips = zipsOf(filters);
    if (zips.includes(item.zip)) return { filters, notice: `${label} is already in the search.` };
    return {
      filters: { ...filters, zip: [...zips, item.zip] },
      notice: `Added zip ${item.zip}: the search covers ${zips.length + 1} zips.`,
    };
  }
  const replaced =
    current.length > 0
      ? current.map((p) => (p.type === 'Z' ? `zip ${p.label}` : p.label))
      : freeTextNames(filters);
  const picked = searchFieldsOf(item);
  // Several zips cannot share one title; a zip pick sends the zip list (and its searchType).
  if (item.searchType === 'Z') delete picked.title;
  const next = { ...without(filters, PLACE_FIELDS), ...picked } as SearchFilters;
  let notice = `Searching ${label}.`;
  if (replaced.length > 0) notice = `${label} replaced ${listWords(replaced)}.`;
  if (item.searchType === 'N' && current.some((p) => p.type === 'N'))
    notice += ' A search holds one county.';
  return { filters: next, notice };
}

/** The filters without `place` (a zip leaves the others; the last zip takes the type with it). */
export function removePlace(filters: SearchFilters, place: Place): SearchFilters {
  if (place.type === 'Z' && place.zip !== undefined) {
    const rest = zipsOf(filters).filter((z) => z !== place.zip);
    if (rest.length > 0) return { ...filters, zip: rest };
  }
  return without(filters, place.fields);
}
