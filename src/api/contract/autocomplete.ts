// AutoComplete (reference-shapes "AutoComplete"): the lookup behind the §2.1 autocomplete fields.
// The request and item shapes by searchType, and the PropertySearch fields each picked item
// stands for. The request's validator is autocomplete-request.ts (the mock's; kept apart so the
// app's first screen does not carry its schema).

/** Every searchType an AutoComplete item can have; P (APN) has no PropertySearch searchType. */
export const AUTOCOMPLETE_TYPES = ['A', 'C', 'G', 'N', 'P', 'S', 'T', 'Z'] as const;
export type AutoCompleteType = (typeof AUTOCOMPLETE_TYPES)[number];

/** Fewer characters than this is a 400 (vendor fact). */
export const AUTOCOMPLETE_MIN_CHARS = 3;
/** Most items one answer holds (reference-shapes decision: every vendor example has ≤ 10). */
export const AUTOCOMPLETE_MAX_ITEMS = 10;

/** What a client sends to POST /v2/AutoComplete (autocomplete-request.ts holds its schema). */
export interface AutoCompleteRequest {
  search: string;
  search_types?: AutoCompleteType[] | undefined;
  latitude?: number | undefined;
  longitude?: number | undefined;
  precision?: number | undefined;
}

/**
 * One suggestion, as the client reads it: the item's searchType and title, and every field the
 * vendor may send (strings, coordinates as numbers; absent when the item has none). The mock
 * writes exactly the fields of its type (reference-shapes "Items by searchType").
 */
export interface AutoCompleteItem {
  searchType: AutoCompleteType;
  title: string;
  id?: string | undefined;
  apn?: string | undefined;
  house?: string | undefined;
  unit?: string | undefined;
  street?: string | undefined;
  city?: string | undefined;
  state?: string | undefined;
  stateName?: string | undefined;
  stateId?: string | undefined;
  zip?: string | undefined;
  county?: string | undefined;
  countyId?: string | undefined;
  fips?: string | undefined;
  address?: string | undefined;
  neighborhoodId?: string | undefined;
  neighborhoodName?: string | undefined;
  neighborhoodType?: string | undefined;
  latitude?: number | undefined;
  longitude?: number | undefined;
}

/** The §2.1 fields an item carries into PropertySearch (reference-shapes "Into PropertySearch"). */
export interface AutoCompleteSearchFields {
  searchType?: 'A' | 'C' | 'N' | 'S' | 'Z' | 'G' | 'T';
  id?: string;
  apn?: string;
  stateId?: string;
  countyId?: string;
  fips?: string;
  title?: string;
  neighborhood_id?: number;
  neighborhood_name?: string;
  city?: string;
  state?: string;
  zip?: string[];
}

/**
 * The PropertySearch fields of a picked item: its searchType plus what it has of id, apn,
 * stateId, countyId, fips and title; for G the neighbourhood id (as an integer) and name; for C
 * city + state; for T state; for Z the zip; for P apn + fips only (PropertySearch has no type P).
 */
export function searchFieldsOf(item: AutoCompleteItem): AutoCompleteSearchFields {
  if (item.searchType === 'P') {
    return { ...(item.apn ? { apn: item.apn } : {}), ...(item.fips ? { fips: item.fips } : {}) };
  }
  const out: AutoCompleteSearchFields = { searchType: item.searchType };
  for (const key of ['id', 'apn', 'stateId', 'countyId', 'fips', 'title'] as const) {
    const value = item[key];
    if (value) out[key] = value;
  }
  switch (item.searchType) {
    case 'G': {
      const id = Number(item.neighborhoodId);
      if (Number.isInteger(id)) out.neighborhood_id = id;
      if (item.neighborhoodName) out.neighborhood_name = item.neighborhoodName;
      break;
    }
    case 'C':
      if (item.city) out.city = item.city;
      if (item.state) out.state = item.state;
      break;
    case 'T':
      if (item.state) out.state = item.state;
      break;
    case 'Z':
      if (item.zip) out.zip = [item.zip];
      break;
    default:
      break;
  }
  return out;
}
