// The kinds of search field the registry declares: each helper returns one entry with its words, its
// place on the filter panel and the exact zod shape it adds to the request (so the types stay precise).
import { z } from 'zod';
import type { CodeTable } from './code-values';
import { integer, isoDate } from './primitives';

export const OPERATORS = ['lt', 'lte', 'gt', 'gte'] as const;
export type Operator = (typeof OPERATORS)[number];
const operator = z.enum(OPERATORS);

/** How a number is typed and shown: money accepts "$250,000", years print without separators. */
export type Unit = 'count' | 'money' | 'sqft' | 'year' | 'percent' | 'days' | 'months';

/** The filter panel's groups, in panel order, with their titles. */
export const FIELD_GROUP_TITLES = {
  location: 'Location',
  property: 'Property',
  owner: 'Owner',
  equity: 'Equity & mortgage',
  distress: 'Distress',
  mls: 'MLS',
  sale: 'Sale history',
  advanced: 'Advanced',
} as const;
export type FieldGroupId = keyof typeof FIELD_GROUP_TITLES;

/** Where a field sits on the panel; group null = not a panel control (map geometry, deprecated). */
export interface Place {
  group: FieldGroupId | null;
  /** Section title inside the group; undefined = the group's untitled first section. */
  section?: string;
}

export const OFF_PANEL: Place = { group: null };

export function at(group: FieldGroupId, section?: string): Place {
  return section === undefined ? { group } : { group, section };
}

/** A field's words: the panel's label, hint and search keywords, and the short words of chips and file names. */
interface FieldWords {
  label: string;
  /** Shown under the control; says what the filter needs, so the rules are visible before an error. */
  hint?: string;
  /** Extra words the "find a filter" box matches. */
  keywords?: string;
  /** Takes half the panel's width, so short inputs pair up side by side. */
  half?: boolean;
  /** Lower-case words for chips, loosen suggestions and list names; default: the name with spaces. */
  chip?: string;
  /** File-name slug when the flag is on; default: the name with hyphens. */
  slug?: string;
}

type Words = Omit<FieldWords, 'label'>;

/**
 * A list whose options are a vendor code table's: the registry lists the codes (their labels load
 * later, in the browser a chunk of their own: contract/codes.ts CODE_OPTIONS).
 */
interface CodeWords {
  codes?: CodeTable;
}

interface Option {
  value: string;
  label: string;
}

type Opt<S extends z.ZodType> = z.ZodOptional<S>;
type IntSchema = typeof integer;
type One<N extends string, S extends z.ZodType> = { [K in N]: Opt<S> };

interface EntryBase<K extends string, N extends string, S> extends FieldWords {
  kind: K;
  /** The wire name (for ranges the base of `<name>_min` / `<name>_max`). */
  name: N;
  place: Place;
  /** The request fields this entry adds to the zod contract. */
  shape: S;
}

export interface FlagEntry<
  N extends string = string,
  M extends boolean = boolean,
> extends EntryBase<'flag', N, One<N, z.ZodBoolean>> {
  /** One of mls_active/_pending/_sold/_cancelled (an "MLS field" of §2.1, not a "Boolean flag"). */
  mlsStatus: M;
  /** Words for the flag set to false, when false means something of its own (owner occupied). */
  whenFalse?: { chip: string; slug: string };
}
export type ToggleEntry<N extends string = string> = EntryBase<'toggle', N, One<N, z.ZodBoolean>>;
export interface TextEntry<
  N extends string = string,
  S extends z.ZodType = z.ZodType,
> extends EntryBase<'text', N, One<N, S>> {
  placeholder?: string;
}
export interface SelectEntry<
  N extends string = string,
  S extends z.ZodType = z.ZodType,
> extends EntryBase<'select', N, One<N, S>> {
  options: readonly Option[];
  anyLabel?: string;
  codes?: CodeTable;
}
export interface MultiEntry<
  N extends string = string,
  S extends z.ZodType = z.ZodType,
> extends EntryBase<'multi', N, One<N, S>> {
  options: readonly Option[];
  numeric?: boolean;
  codes?: CodeTable;
}
export interface ListEntry<
  N extends string = string,
  S extends z.ZodType = z.ZodType,
> extends EntryBase<'list', N, One<N, S>> {
  item: 'zip' | 'id';
  placeholder?: string;
}
export interface NumberEntry<
  N extends string = string,
  S extends z.ZodType = z.ZodType,
> extends EntryBase<'number', N, One<N, S>> {
  unit: Unit;
}
/** Drawn on the map, not typed into the panel. */
export type GeometryEntry<N extends string = string, S extends z.ZodType = z.ZodType> = EntryBase<
  'geometry',
  N,
  One<N, S>
>;
export interface RangeEntry<N extends string = string, S = unknown> extends EntryBase<
  'range',
  N,
  S
> {
  unit: Unit;
  /** May go below zero (equity can be negative). */
  signed: boolean;
}
export type DateRangeEntry<N extends string = string, S = unknown> = EntryBase<'date-range', N, S>;
export interface CompareEntry<
  N extends string = string,
  O extends string = string,
  S = unknown,
> extends EntryBase<'compare', N, S> {
  operator: O;
  unit: Unit | 'date';
}

export type FieldEntry =
  | FlagEntry
  | ToggleEntry
  | TextEntry
  | SelectEntry
  | MultiEntry
  | ListEntry
  | NumberEntry
  | GeometryEntry
  | RangeEntry
  | DateRangeEntry
  | CompareEntry;

function one<N extends string, S extends z.ZodType>(name: N, schema: S): One<N, S> {
  return { [name]: schema.optional() } as One<N, S>;
}

export function flag<const N extends string>(
  name: N,
  place: Place,
  label: string,
  words: Words & { whenFalse?: { chip: string; slug: string } } = {},
): FlagEntry<N, false> {
  return {
    kind: 'flag',
    name,
    place,
    label,
    mlsStatus: false,
    ...words,
    shape: one(name, z.boolean()),
  };
}

export function mlsStatusFlag<const N extends string>(
  name: N,
  place: Place,
  label: string,
  words: Words = {},
): FlagEntry<N, true> {
  return { ...flag(name, place, label, words), mlsStatus: true };
}

export function toggle<const N extends string>(
  name: N,
  place: Place,
  label: string,
  words: Words = {},
): ToggleEntry<N> {
  return { kind: 'toggle', name, place, label, ...words, shape: one(name, z.boolean()) };
}

export function text<const N extends string, S extends z.ZodType>(
  name: N,
  place: Place,
  label: string,
  wire: S,
  words: Words & { placeholder?: string } = {},
): TextEntry<N, S> {
  return { kind: 'text', name, place, label, ...words, shape: one(name, wire) };
}

export function select<const N extends string, S extends z.ZodType>(
  name: N,
  place: Place,
  label: string,
  wire: S,
  options: readonly Option[],
  words: Words & CodeWords & { anyLabel?: string } = {},
): SelectEntry<N, S> {
  return { kind: 'select', name, place, label, options, ...words, shape: one(name, wire) };
}

export function multi<const N extends string, S extends z.ZodType>(
  name: N,
  place: Place,
  label: string,
  wire: S,
  options: readonly Option[],
  words: Words & CodeWords & { numeric?: boolean } = {},
): MultiEntry<N, S> {
  return { kind: 'multi', name, place, label, options, ...words, shape: one(name, wire) };
}

export function list<const N extends string, S extends z.ZodType>(
  name: N,
  place: Place,
  label: string,
  wire: S,
  item: 'zip' | 'id',
  words: Words & { placeholder?: string } = {},
): ListEntry<N, S> {
  return { kind: 'list', name, place, label, item, ...words, shape: one(name, wire) };
}

export function number<const N extends string, S extends z.ZodType>(
  name: N,
  place: Place,
  label: string,
  wire: S,
  unit: Unit,
  words: Words = {},
): NumberEntry<N, S> {
  return { kind: 'number', name, place, label, unit, ...words, shape: one(name, wire) };
}

export function geometry<const N extends string, S extends z.ZodType>(
  name: N,
  label: string,
  wire: S,
): GeometryEntry<N, S> {
  return { kind: 'geometry', name, place: OFF_PANEL, label, shape: one(name, wire) };
}

type RangeShape<N extends string, Min extends z.ZodType, Max extends z.ZodType> = One<
  `${N}_min`,
  Min
> &
  One<`${N}_max`, Max>;

/**
 * An integer range pair `<name>_min` / `<name>_max`, at least 0 unless signed. `min` and `max`
 * override one end's wire type for the spec's special cases (ltv_max and deck_area_max are S).
 */
export function range<
  const N extends string,
  Min extends z.ZodType = IntSchema,
  Max extends z.ZodType = IntSchema,
>(
  name: N,
  place: Place,
  label: string,
  unit: Unit,
  words: Words & { signed?: boolean; min?: Min; max?: Max } = {},
): RangeEntry<N, RangeShape<N, Min, Max>> {
  const { signed = false, min, max, ...rest } = words;
  const base = signed ? integer : integer.min(0);
  const shape = { ...one(`${name}_min`, min ?? base), ...one(`${name}_max`, max ?? base) };
  return {
    kind: 'range',
    name,
    place,
    label,
    unit,
    signed,
    ...rest,
    shape: shape as RangeShape<N, Min, Max>,
  };
}

export function dateRange<const N extends string>(
  name: N,
  place: Place,
  label: string,
  words: Words = {},
): DateRangeEntry<N, RangeShape<N, typeof isoDate, typeof isoDate>> {
  const shape = { ...one(`${name}_min`, isoDate), ...one(`${name}_max`, isoDate) };
  return {
    kind: 'date-range',
    name,
    place,
    label,
    ...words,
    shape: shape as RangeShape<N, typeof isoDate, typeof isoDate>,
  };
}

/** A value-plus-operator pair of §2.1: `<name>` compared with lt/lte/gt/gte given in `<operator>`. */
export function compare<const N extends string, const O extends string, S extends z.ZodType>(
  name: N,
  op: O,
  place: Place,
  label: string,
  unit: Unit | 'date',
  wire: S,
  words: Words = {},
): CompareEntry<N, O, One<N, S> & One<O, typeof operator>> {
  return {
    kind: 'compare',
    name,
    operator: op,
    place,
    label,
    unit,
    ...words,
    shape: { ...one(name, wire), ...one(op, operator) },
  };
}
