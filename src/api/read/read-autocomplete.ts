// Reads AutoComplete answers the way the real service may send them: `data` must be an array (else
// the answer is unusable); each item is read on its own, by its searchType. An item of an unknown
// type, or with nothing to show, costs that item only. Strings may arrive as numbers (ids, zips),
// coordinates as strings, any field as null; unknown fields are ignored. `totalResults` is not
// read (the vendor's own examples have it below `returnedResults`).
import {
  AUTOCOMPLETE_TYPES,
  type AutoCompleteItem,
  type AutoCompleteType,
} from '../contract/autocomplete';
import { UnreadableAnswer } from './read-search';

export interface AutoCompleteAnswer {
  items: AutoCompleteItem[];
  /** Items the service sent that could not be read. */
  skipped: number;
}

type Body = Record<string, unknown>;

function isObject(value: unknown): value is Body {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A non-blank string, or a number written as one; anything else is absent. */
function readText(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return undefined;
  // The vendor pads some values ("Thomas Rd "): the box shows and sends them trimmed.
  const text = value.trim();
  return text === '' ? undefined : text;
}

function readCoordinate(value: unknown, limit: number): number | undefined {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) && Math.abs(n) <= limit ? n : undefined;
}

function isType(value: unknown): value is AutoCompleteType {
  return (AUTOCOMPLETE_TYPES as readonly unknown[]).includes(value);
}

const TEXT_FIELDS = [
  'id',
  'apn',
  'house',
  'unit',
  'street',
  'city',
  'state',
  'stateName',
  'stateId',
  'zip',
  'county',
  'countyId',
  'fips',
  'address',
  'neighborhoodId',
  'neighborhoodName',
  'neighborhoodType',
] as const;

/** A title from the item's own parts, for an item sent without one. */
function fallbackTitle(item: AutoCompleteItem): string | undefined {
  const place = (...parts: (string | undefined)[]) => {
    const present = parts.filter((p): p is string => p !== undefined);
    return present.length > 0 ? present.join(', ') : undefined;
  };
  switch (item.searchType) {
    case 'A':
      return (
        item.address ??
        place(
          item.house && item.street ? `${item.house} ${item.street}` : item.street,
          item.city,
          item.state,
        )
      );
    case 'S':
      return place(item.street, item.city, item.state);
    case 'C':
      return item.city ? place(item.city, item.state) : undefined;
    case 'N':
      return item.county ? place(item.county, item.state) : undefined;
    case 'Z':
      return item.zip ? place(item.zip, item.state) : undefined;
    case 'G':
      return item.neighborhoodName
        ? place(item.neighborhoodName, item.city, item.state)
        : undefined;
    case 'T':
      return item.stateName ?? item.state;
    case 'P':
      return item.apn;
  }
}

/** One item, or undefined when it has no known type or nothing to show. */
function readAutoCompleteItem(raw: unknown): AutoCompleteItem | undefined {
  if (!isObject(raw)) return undefined;
  const searchType = readText(raw.searchType)?.toUpperCase();
  if (!isType(searchType)) return undefined;
  const item: AutoCompleteItem = { searchType, title: '' };
  for (const field of TEXT_FIELDS) {
    const value = readText(raw[field]);
    if (value !== undefined) item[field] = value;
  }
  const latitude = readCoordinate(raw.latitude, 90);
  const longitude = readCoordinate(raw.longitude, 180);
  if (latitude !== undefined && longitude !== undefined) {
    item.latitude = latitude;
    item.longitude = longitude;
  }
  const title = readText(raw.title) ?? fallbackTitle(item);
  if (title === undefined) return undefined;
  item.title = title;
  return item;
}

/** A 200 answer: its readable items, in the service's order. */
export function readAutoComplete(body: unknown): AutoCompleteAnswer {
  if (!isObject(body)) throw new UnreadableAnswer('AutoComplete: the answer is not a JSON object');
  if (!Array.isArray(body.data))
    throw new UnreadableAnswer('AutoComplete: the answer has no "data" array');
  const items: AutoCompleteItem[] = [];
  let skipped = 0;
  for (const raw of body.data) {
    const item = readAutoCompleteItem(raw);
    if (item) items.push(item);
    else skipped += 1;
  }
  return { items, skipped };
}
