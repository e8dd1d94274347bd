// Human words for request filters: used to suggest what to loosen, to name lists and export files.
import type { FieldEntry } from '../../api/contract/field-kinds';
import { SEARCH_FIELDS } from '../../api/contract/field-registry';
import {
  RANGE_FIELDS,
  DATE_RANGE_FIELDS,
  VALUE_OPERATOR_PAIRS,
} from '../../api/contract/search-fields';
import { isPrivate } from '../../state/search/search-requests';
import type { SearchFilters } from '../../state/search/search-state';

const ENTRIES: readonly FieldEntry[] = SEARCH_FIELDS;

/** The registry's words where a plain "snake_case → words" rewrite would get them wrong. */
const LABELS: ReadonlyMap<string, string> = new Map(
  ENTRIES.flatMap((e) => (e.chip === undefined ? [] : [[e.name, e.chip] as const])),
);

/** Short slugs for file names, where the full label is too long. */
const SLUGS: ReadonlyMap<string, string> = new Map(
  ENTRIES.flatMap((e) => (e.slug === undefined ? [] : [[e.name, e.slug] as const])),
);

/** Flags whose false value means something of its own: absentee_owner false is "owner occupied". */
const WHEN_FALSE: ReadonlyMap<string, { chip: string; slug: string }> = new Map(
  ENTRIES.flatMap((e) =>
    e.kind === 'flag' && e.whenFalse ? [[e.name, e.whenFalse] as const] : [],
  ),
);

/** "auction_date_min" → "auction date": a range's ends share the range's name. */
export function filterLabel(field: string): string {
  const name = field.replace(/_(min|max)$/, '');
  return LABELS.get(name) ?? name.replace(/_/g, ' ');
}

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Fields that identify a person or a street address: kept out of names when privacy is on. */
const PRIVATE_FIELDS = new Set(['address', 'house', 'street']);

/** Describes a search in a few words: "Austin, TX · absentee owner · vacant". */
export function describeSearch(filters: SearchFilters): string[] {
  const parts: string[] = [];
  if (!isPrivate(filters) && typeof filters.address === 'string') parts.push(filters.address);
  const place = [
    filters.city,
    filters.county ? `${filters.county} County` : undefined,
    filters.state,
  ]
    .filter((p): p is string => typeof p === 'string' && p !== '')
    .join(', ');
  if (place) parts.push(place);
  if (filters.zip !== undefined) {
    const zips = Array.isArray(filters.zip) ? filters.zip : [filters.zip];
    parts.push(zips.length === 1 ? String(zips[0]) : `${zips.length} zip codes`);
  }
  if (filters.radius !== undefined) parts.push(`${filters.radius} mi radius`);
  if (filters.polygon !== undefined || filters.multi_polygon !== undefined)
    parts.push('drawn area');
  if (filters.property_type) parts.push(filters.property_type);
  for (const [field, value] of Object.entries(filters)) {
    if (PRIVATE_FIELDS.has(field) || field === 'obfuscate') continue;
    if (value === true) parts.push(filterLabel(field));
    const whenFalse = WHEN_FALSE.get(field);
    if (value === false && whenFalse) parts.push(whenFalse.chip);
  }
  return parts;
}

/** A file-name slug for a search: "austin-tx-absentee". */
export function searchSlug(filters: SearchFilters): string {
  const words: string[] = [];
  if (!isPrivate(filters)) {
    if (typeof filters.street === 'string') words.push(filters.street);
  }
  for (const part of [filters.city, filters.county, filters.state]) {
    if (typeof part === 'string' && part !== '') words.push(part);
  }
  if (filters.zip !== undefined) {
    const zips = Array.isArray(filters.zip) ? filters.zip : [filters.zip];
    words.push(zips.length === 1 ? String(zips[0]) : `${zips.length}-zips`);
  }
  if (filters.radius !== undefined) words.push('radius');
  if (filters.polygon !== undefined || filters.multi_polygon !== undefined) words.push('area');
  if (filters.property_type) words.push(filters.property_type);
  for (const [field, value] of Object.entries(filters)) {
    if (field === 'obfuscate') continue;
    if (value === true) words.push(SLUGS.get(field) ?? field.replace(/_/g, '-'));
    const whenFalse = WHEN_FALSE.get(field);
    if (value === false && whenFalse) words.push(whenFalse.slug);
  }
  return words.join(' ');
}

type FilterGroupKind = 'flag' | 'range' | 'condition' | 'value';

/** A set of request keys that mean one thing to a user (a range is its _min and _max). */
export interface FilterGroup {
  kind: FilterGroupKind;
  /** The field name the group is about, e.g. 'year_built'. */
  name: string;
  keys: string[];
}

const NOT_LOOSENABLE = new Set(['obfuscate', 'ids', 'latitude', 'longitude', 'radius']);

/** Splits filters into the groups a user thinks in. */
export function filterGroups(filters: SearchFilters): FilterGroup[] {
  const keys = new Set(
    Object.keys(filters).filter((k) => filters[k as keyof SearchFilters] !== undefined),
  );
  const groups: FilterGroup[] = [];
  const take = (kind: FilterGroupKind, name: string, members: string[]) => {
    const present = members.filter((m) => keys.has(m));
    if (present.length === 0) return;
    for (const m of present) keys.delete(m);
    groups.push({ kind, name, keys: present });
  };
  for (const [value, operator] of VALUE_OPERATOR_PAIRS) take('condition', value, [value, operator]);
  for (const f of [...RANGE_FIELDS, ...DATE_RANGE_FIELDS])
    take('range', f, [`${f}_min`, `${f}_max`]);
  for (const key of [...keys]) {
    if (NOT_LOOSENABLE.has(key)) continue;
    const value = filters[key as keyof SearchFilters];
    take(typeof value === 'boolean' ? 'flag' : 'value', key, [key]);
  }
  return groups;
}

/** "the year built range", "vacant", "zip code". */
export function groupLabel(group: FilterGroup): string {
  const label = filterLabel(group.name);
  if (group.kind === 'range') return `the ${label} range`;
  if (group.kind === 'condition') return `the ${label} condition`;
  return label;
}
