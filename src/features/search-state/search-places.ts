// The "where" of a search as places: what the where-box picked (the §2.1 autocomplete fields, read
// back from the filters so a link shows the same chips), how a pick changes the filters, and which
// fields a place owns (the filter panel shows those as the box's chips, not its own).
import {
  searchFieldsOf,
  type AutoCompleteItem,
  type AutoCompleteType,
} from '../../api/contract/autocomplete';
import type { SearchFilters } from './search-state';

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

/** The autocomplete fields of §2.1: a pick writes only these (and C/T/Z's city, state, zip). */
export const AUTOCOMPLETE_FIELDS = [
  'searchType',
  'id',
  'apn',
  'stateId',
  'countyId',
  'fips',
  'title',
  'neighborhood_id',
  'neighborhood_name',
] as const;

/** Free-text fields that name a place; a pick replaces them (together they would narrow to nothing). */
const FREE_TEXT_PLACE_FIELDS = [
  'address',
  'house',
  'street',
  'city',
  'state',
  'county',
  'zip',
] as const;

type PlaceField = (typeof AUTOCOMPLETE_FIELDS)[number] | (typeof FREE_TEXT_PLACE_FIELDS)[number];

/** Every field that says where: what a new pick replaces. */
export const PLACE_FIELDS: readonly PlaceField[] = [
  ...AUTOCOMPLETE_FIELDS,
  ...FREE_TEXT_PLACE_FIELDS,
];

export interface Place {
  /** Stable key for lists. */
  key: string;
  type: AutoCompleteType;
  /** The chip's text, e.g. "Dallas County, TX". */
  label: string;
  /** The request fields this place is made of. */
  fields: readonly PlaceField[];
  /** For a zip place: the zip (several zips share the `zip` field). */
  zip?: string;
}

function text(value: unknown): string | undefined {
  if (typeof value === 'number') return String(value);
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

function zipsOf(filters: SearchFilters): string[] {
  const zip = filters.zip;
  if (zip === undefined) return [];
  return (Array.isArray(zip) ? zip : [zip]).filter((z) => z !== '');
}

/**
 * "Dallas County, TX" from AutoComplete's county title "Dallas, TX" (names that are a county word
 * already, "Orleans Parish" or "Baltimore City", are left as they are).
 */
export function countyLabel(title: string): string {
  const comma = title.lastIndexOf(',');
  const name = comma < 0 ? title : title.slice(0, comma);
  const state = comma < 0 ? '' : title.slice(comma);
  if (/\b(county|parish|borough|city|municipality|census area)$/i.test(name)) return title;
  return `${name} County${state}`;
}

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

const AUTOCOMPLETE_ONLY: readonly PlaceField[] = AUTOCOMPLETE_FIELDS;

/** The places the filters hold that a where-box pick (or a map county click) made. */
export function placesOf(filters: SearchFilters): Place[] {
  const type = filters.searchType;
  const title = text(filters.title);
  switch (type) {
    case 'Z':
      return zipsOf(filters).map((zip) => ({
        key: `Z:${zip}`,
        type: 'Z',
        label: zip,
        fields: [...AUTOCOMPLETE_ONLY, 'zip'],
        zip,
      }));
    case 'N': {
      const fips = text(filters.fips);
      if (!fips && !title) return [];
      return [
        {
          key: `N:${fips ?? title}`,
          type: 'N',
          label: title ? countyLabel(title) : `County (FIPS ${fips})`,
          fields: AUTOCOMPLETE_ONLY,
        },
      ];
    }
    case 'C': {
      const city = text(filters.city);
      const label = title ?? (city ? [city, text(filters.state)].filter(Boolean).join(', ') : '');
      if (!label) return [];
      return [
        { key: `C:${label}`, type: 'C', label, fields: [...AUTOCOMPLETE_ONLY, 'city', 'state'] },
      ];
    }
    case 'T': {
      const state = text(filters.state);
      const label = title?.replace(/, USA$/, '') ?? state;
      if (!label) return [];
      return [{ key: `T:${label}`, type: 'T', label, fields: [...AUTOCOMPLETE_ONLY, 'state'] }];
    }
    case 'A':
    case 'S':
    case 'G': {
      const name = type === 'G' ? text(filters.neighborhood_name) : undefined;
      const id = type === 'A' ? text(filters.id) : undefined;
      const label = title ?? name ?? (id ? `Property ${id}` : undefined);
      if (!label) return [];
      return [{ key: `${type}:${label}`, type, label, fields: AUTOCOMPLETE_ONLY }];
    }
    default: {
      // An APN pick has no searchType (PropertySearch has no P): apn, with or without fips.
      const apn = text(filters.apn);
      if (type !== undefined || !apn) return [];
      return [{ key: `P:${apn}`, type: 'P', label: `APN ${apn}`, fields: AUTOCOMPLETE_ONLY }];
    }
  }
}

/** Fields the filters' places are made of (the filter panel leaves their chips to the box). */
export function placeFieldsOf(filters: SearchFilters): ReadonlySet<string> {
  return new Set(placesOf(filters).flatMap((p) => p.fields));
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
