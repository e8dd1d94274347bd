// The export file's name says what is in it: the place, then the lead types, then the other
// filters, e.g. "dallas-county-tx-pre-foreclosure" (a saved list: its name). The where-box's picks
// (a county, a city, zips) are read from the filters, where the old slug missed them and named
// a Dallas County pre-foreclosure file just "pre-foreclosure".
import { slugify } from '../../../lib/format';
import { isPrivate } from '../../../state/search/search-requests';
import { PLACE_FIELDS, placesOf, zipsOf } from '../../../state/search/search-places';
import type { SearchFilters } from '../../../state/search/search-state';
import { searchSlug } from '../filter-labels';
import { LEAD_TYPES } from '../summary/lead-types';

/** Room for the place and a lead type or two; the date and ".csv" come after. */
export const MAX_SLUG = 60;

const COUNTY_WORD = /\b(county|parish|borough|city|municipality|census area)$/i;

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** Where the search looks: the where-box's picks, else the typed city, county, state and zips. */
function placeWords(filters: SearchFilters): string[] {
  const hidden = isPrivate(filters);
  // A picked address or APN names one owner's property: not in a file name in privacy mode.
  const picked = placesOf(filters).filter((p) => !(hidden && (p.type === 'A' || p.type === 'P')));
  if (picked.length > 0) {
    const zips = picked.filter((p) => p.type === 'Z');
    return zips.length > 1 ? [`${zips.length} zips`] : picked.map((p) => p.label);
  }
  const county = text(filters.county);
  const zips = zipsOf(filters);
  return [
    hidden ? undefined : text(filters.street),
    text(filters.city),
    county && !COUNTY_WORD.test(county) ? `${county} County` : county,
    text(filters.state),
    zips.length > 1 ? `${zips.length} zips` : zips[0],
  ].filter((w): w is string => w !== undefined);
}

function without(filters: SearchFilters, fields: ReadonlySet<string>): SearchFilters {
  return Object.fromEntries(
    Object.entries(filters).filter(([field]) => !fields.has(field)),
  ) as SearchFilters;
}

/** The lead types the search keeps, in the summary's order, with their filter-slug words. */
function leadTypeFilters(filters: SearchFilters): SearchFilters {
  const kept: Record<string, unknown> = {};
  for (const type of LEAD_TYPES) {
    const { field, value } = type.filter;
    if (filters[field] === value) kept[field] = value;
  }
  return kept as SearchFilters;
}

/** Cut at a word boundary, so a long slug does not end in half a word. */
export function shortSlug(slug: string, max = MAX_SLUG): string {
  if (slug.length <= max) return slug;
  const cut = slug.slice(0, max + 1);
  const end = cut.lastIndexOf('-');
  return (end > 0 ? cut.slice(0, end) : slug.slice(0, max)).replace(/-+$/, '');
}

/** "dallas-county-tx-pre-foreclosure"; a saved list's own name when one is open; may be empty. */
export function exportSlug(filters: SearchFilters, listName?: string): string {
  if (listName !== undefined) return shortSlug(slugify(listName));
  const leads = leadTypeFilters(filters);
  const rest = without(filters, new Set<string>([...PLACE_FIELDS, ...Object.keys(leads)]));
  const words = [...placeWords(filters), searchSlug(leads), searchSlug(rest)];
  return shortSlug(slugify(words.join(' ')));
}
