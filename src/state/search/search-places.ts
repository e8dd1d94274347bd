// The "where" of a search as places: what the where-box picked (the §2.1 autocomplete fields, read
// back from the filters so a link shows the same chips), and which fields a place owns (the filter
// panel leaves those to the box's chips). How a pick changes the filters is the box's own
// (where-box/place-pick.ts), so its code stays out of the first screen.
import type { AutoCompleteType } from '../../api/contract/autocomplete';
import { countyNameOf } from './county-names';
import type { SearchFilters } from './search-state';

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
export const FREE_TEXT_PLACE_FIELDS = [
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

export function zipsOf(filters: SearchFilters): string[] {
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
          label: title
            ? countyLabel(title)
            : ((fips && countyNameOf(fips)) ?? `County (FIPS ${fips})`),
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
