// The filter form's values (typed per field, as inputs hold them) and their one conversion to
// request filters, checked with the contract: the panel's only validation.
import { zipCode } from '../../api/contract/primitives';
import type { BooleanFlag, MLS_STATUS_FLAGS } from '../../api/contract/search-fields';
import { searchCrossFieldViolations, searchRequestShape } from '../../api/contract/search-request';
import { describeIssue } from '../../api/contract/violations';
import {
  CONTROL_FIELDS,
  GEOMETRY_FIELDS,
  type GeometryField,
  type SearchFilters,
  type SearchGeometry,
} from '../../state/search/search-state';
import {
  ALL_CONTROLS,
  CONTROL_BY_FIELD,
  FORM_FIELDS,
  controlFields,
  fieldLabel,
  type FilterControl,
  type Unit,
} from './filter-catalog';

/** Deprecated aliases of year_built_min/max (§9): old links still open, shown as year built. */
const DEPRECATED_FIELDS = ['year_min', 'year_max'] as const;

/** The request fields the panel edits: every filter except the drawn area and deprecated aliases. */
export type FormField = Exclude<
  keyof SearchFilters,
  GeometryField | (typeof DEPRECATED_FIELDS)[number]
>;

/** Fields the request takes as a list (a single value or an array). */
type ListField = {
  [K in FormField]-?: [Extract<NonNullable<SearchFilters[K]>, readonly unknown[]>] extends [never]
    ? never
    : K;
}[FormField];

/** Code lists are picked in a multi-select; zips and ids are typed as one line of text. */
export type MultiSelectField = Exclude<ListField, 'zip' | 'ids'>;

type FlagField = BooleanFlag | (typeof MLS_STATUS_FLAGS)[number];

/** A tri-state flag: '' (any: left out of the request), 'true' or 'false'. */
type FlagValue = '' | 'true' | 'false';

/**
 * What each input of the panel holds: the codes picked in a multi-select, a flag's state, the
 * privacy switch, and text as typed for everything else (numbers are read on conversion, so
 * "$250k" stays in the box while it is typed).
 */
export type FilterFormValues = {
  [K in FormField]: K extends MultiSelectField
    ? string[]
    : K extends FlagField
      ? FlagValue
      : K extends 'obfuscate'
        ? '' | 'true'
        : string;
};

/** One input's value, whatever its kind. */
type FormValue = FilterFormValues[FormField];

const NOT_EDITED: ReadonlySet<string> = new Set([
  ...CONTROL_FIELDS,
  ...GEOMETRY_FIELDS,
  ...DEPRECATED_FIELDS,
]);

/** True for a request field the form edits (the catalog names its fields as plain strings). */
export function isFormField(field: string): field is FormField {
  return Object.hasOwn(searchRequestShape, field) && !NOT_EDITED.has(field);
}

/** A catalog field as a form field; a name the request does not filter on is a catalog bug. */
export function asFormField(field: string): FormField {
  if (!isFormField(field)) throw new Error(`The filter catalog names "${field}", not a filter.`);
  return field;
}

/** The form fields one control edits, in the order they appear. */
function formFieldsOf(control: FilterControl): FormField[] {
  return controlFields(control).map(asFormField);
}

/** A field's value by a catalog name, or undefined for a name the form does not edit. */
export function formValue(values: FilterFormValues, field: string): FormValue | undefined {
  return isFormField(field) ? values[field] : undefined;
}

/** Where geometry problems are reported: the drawn area is one thing to the user. */
export const AREA_FIELD = 'area';

export interface FilterIssue {
  /** The form field the problem is shown at (a request field name, or AREA_FIELD). */
  field: string;
  message: string;
}

export interface ParsedFilterForm {
  /** The request filters the form stands for, geometry included; meaningful only without issues. */
  filters: SearchFilters;
  issues: FilterIssue[];
}

/**
 * Values built field by field from the catalog: each control writes its own kind (multi-selects a
 * list, the others text), which the field-by-field type cannot follow through a loop.
 */
function fromEntries(entries: Iterable<[FormField, FormValue]>): FilterFormValues {
  return Object.fromEntries(entries) as FilterFormValues;
}

export function emptyFormValues(): FilterFormValues {
  return fromEntries(
    ALL_CONTROLS.flatMap((control) =>
      formFieldsOf(control).map((field): [FormField, FormValue] => [
        field,
        control.kind === 'multi' ? [] : '',
      ]),
    ),
  );
}

function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return '';
}

function listOf(value: unknown): unknown[] {
  if (value === undefined || value === null || value === '') return [];
  return Array.isArray(value) ? value : [value];
}

/** The form values that show a set of filters (geometry is not edited by the form). */
export function filtersToFormValues(filters: SearchFilters): FilterFormValues {
  const source: Record<string, unknown> = { ...filters };
  // year_min/year_max are deprecated for year_built_min/year_built_max (§9); old links still open.
  if (source.year_built_min === undefined && source.year_min !== undefined)
    source.year_built_min = source.year_min;
  if (source.year_built_max === undefined && source.year_max !== undefined)
    source.year_built_max = source.year_max;
  const shown = (control: FilterControl, field: FormField): FormValue => {
    const value = source[field];
    if (control.kind === 'multi') return listOf(value).map(textOf);
    if (control.kind === 'list') return listOf(value).map(textOf).join(', ');
    if (control.kind === 'toggle') return value === true ? 'true' : '';
    // The operator select shows "at least" (gte) as its blank default, like the service's absent operator.
    if (control.kind === 'compare' && field === control.operator && value === DEFAULT_OPERATOR)
      return '';
    return textOf(value);
  };
  return fromEntries(
    ALL_CONTROLS.flatMap((control) =>
      formFieldsOf(control).map((field): [FormField, FormValue] => [field, shown(control, field)]),
    ),
  );
}

/** The operator a value without one means (the mock's documented decision); the form sends it explicitly. */
export const DEFAULT_OPERATOR = 'gte';

const MONEY_SUFFIX = { k: 1_000, m: 1_000_000 } as const;

/**
 * Reads a number the way people type it: "250,000", "$250k", "1.5m", "80%". Returns undefined for
 * blank input and NaN for text that is not a number.
 */
export function parseNumberInput(raw: string, unit: Unit | undefined): number | undefined {
  let text = raw.trim().replace(/[\s,]/g, '');
  if (text === '') return undefined;
  if (unit === 'money') text = text.replace(/^(-?)\$/, '$1');
  if (unit === 'percent') text = text.replace(/%$/, '');
  let factor = 1;
  const suffix = text.slice(-1).toLowerCase();
  if (unit === 'money' && (suffix === 'k' || suffix === 'm')) {
    factor = MONEY_SUFFIX[suffix];
    text = text.slice(0, -1);
  }
  if (!/^-?(\d+(\.\d*)?|\.\d+)$/.test(text)) return Number.NaN;
  return Math.round(Number(text) * factor * 1e6) / 1e6;
}

function splitList(raw: string): string[] {
  return [...new Set(raw.split(/[\s,;]+/).filter((part) => part !== ''))];
}

function unitOf(control: FilterControl): Unit | undefined {
  if (control.kind === 'range' || control.kind === 'number') return control.unit;
  if (control.kind === 'compare' && control.unit !== 'date') return control.unit;
  return undefined;
}

/** "Bedrooms min must be less than or equal to Bedrooms max": contract messages with the panel's labels. */
export function labelMessage(message: string): string {
  return message
    .replace(/\b[a-z][a-zA-Z0-9_]*\b/g, (word) =>
      CONTROL_BY_FIELD.has(word) || GEOMETRY_LABELLED.has(word) ? fieldLabel(word) : word,
    )
    .replace(/ set to true\b/g, ' set to Yes');
}

/**
 * Where a problem the contract or the service names (e.g. "zip", "polygon[2].lat") is shown: the
 * form field, the drawn area, or '' for the form as a whole.
 */
export function formFieldOf(requestField: string): string {
  const root = requestField.split(/[.[]/)[0] ?? '';
  if (CONTROL_BY_FIELD.has(root)) return root;
  if ((GEOMETRY_FIELDS as readonly string[]).includes(root)) return AREA_FIELD;
  return '';
}

const GEOMETRY_LABELLED: ReadonlySet<string> = new Set([
  ...GEOMETRY_FIELDS,
  'year_min',
  'year_max',
]);

const ORDER: ReadonlyMap<string, number> = new Map(
  [AREA_FIELD, ...FORM_FIELDS].map((f, i) => [f, i]),
);

/**
 * Converts the form to request filters and checks them with the contract: each field with its
 * own schema, then the cross-field rules of §2.1 over the whole request, drawn area included.
 */
export function parseFilterForm(
  values: FilterFormValues,
  geometry: SearchGeometry,
): ParsedFilterForm {
  const filters: Record<string, unknown> = {};
  // Present but unreadable values still count as "given" for the accompaniment rules.
  const unreadable: Record<string, unknown> = {};
  const issues: FilterIssue[] = [];
  const report = (field: string, message: string) => issues.push({ field, message });

  for (const control of ALL_CONTROLS) {
    for (const field of formFieldsOf(control)) {
      const raw: FormValue | undefined = values[field];
      let value: unknown;
      if (Array.isArray(raw)) {
        if (raw.length > 0)
          value = control.kind === 'multi' && control.numeric ? raw.map(Number) : [...raw];
      } else {
        const text = (raw ?? '').trim();
        if (text === '') continue;
        switch (control.kind) {
          case 'flag':
            value = text === 'true' ? true : text === 'false' ? false : undefined;
            break;
          case 'toggle':
            value = text === 'true' ? true : undefined;
            break;
          case 'list': {
            const items = splitList(text);
            if (control.item === 'zip') {
              const bad = items.filter((item) => !zipCode.safeParse(item).success);
              if (bad.length > 0) {
                report(
                  field,
                  `${fieldLabel(field)}: ${bad.join(', ')} ${bad.length === 1 ? 'is not' : 'are not'} a 5-digit US zip code`,
                );
                unreadable[field] = items;
                continue;
              }
              value = items;
            } else {
              const numbers = items.map((item) => parseNumberInput(item, 'count'));
              const bad = items.filter((_item, i) => Number.isNaN(numbers[i]));
              if (bad.length > 0) {
                report(
                  field,
                  `${fieldLabel(field)}: ${bad.join(', ')} ${bad.length === 1 ? 'is not a number' : 'are not numbers'}`,
                );
                unreadable[field] = items;
                continue;
              }
              value = numbers;
            }
            break;
          }
          case 'range':
          case 'number':
          case 'compare': {
            const isOperator = control.kind === 'compare' && field === control.operator;
            if (isOperator || (control.kind === 'compare' && control.unit === 'date')) {
              value = text;
              break;
            }
            const number = parseNumberInput(text, unitOf(control));
            if (Number.isNaN(number)) {
              report(field, `${fieldLabel(field)} must be a number`);
              unreadable[field] = text;
              continue;
            }
            value = number;
            break;
          }
          default:
            value = text;
        }
      }
      if (value === undefined) continue;
      const check = searchRequestShape[field].safeParse(value);
      if (!check.success) {
        const first = check.error.issues[0];
        report(field, `${fieldLabel(field)} ${first ? describeIssue(first) : 'is invalid'}`);
        unreadable[field] = value;
        continue;
      }
      filters[field] = value;
    }
  }

  for (const control of ALL_CONTROLS) {
    if (
      control.kind === 'compare' &&
      filters[control.name] !== undefined &&
      filters[control.operator] === undefined
    ) {
      filters[control.operator] = DEFAULT_OPERATOR;
    }
  }

  for (const field of GEOMETRY_FIELDS) {
    const value = geometry[field];
    if (value === undefined) continue;
    const check = searchRequestShape[field].safeParse(value);
    if (!check.success) {
      const first = check.error.issues[0];
      report(AREA_FIELD, `${fieldLabel(field)} ${first ? describeIssue(first) : 'is invalid'}`);
    }
    filters[field] = value;
  }

  for (const violation of searchCrossFieldViolations({ ...filters, ...unreadable })) {
    report(formFieldOf(violation.field) || AREA_FIELD, labelMessage(violation.message));
  }

  issues.sort((a, b) => (ORDER.get(a.field) ?? 0) - (ORDER.get(b.field) ?? 0));
  return { filters: filters as SearchFilters, issues };
}

/** True when two inputs hold the same thing (a multi-select's codes in the same order). */
function sameValue(a: FormValue, b: FormValue): boolean {
  if (Array.isArray(a) || Array.isArray(b)) {
    return (
      Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((v, i) => v === b[i])
    );
  }
  return a === b;
}

/**
 * The user's edits not yet searched that a new URL leaves standing: fields where the form differs
 * from the searched values (the URL the form last took) and the new URL did not change. Every
 * other field takes the URL's value.
 */
export function unsearchedEdits(
  current: FilterFormValues,
  searched: FilterFormValues,
  url: FilterFormValues,
): Partial<FilterFormValues> {
  const edits: Partial<Record<FormField, FormValue>> = {};
  for (const field of FORM_FIELDS.map(asFormField)) {
    const edited = !sameValue(current[field], searched[field]);
    const urlChanged = !sameValue(url[field], searched[field]);
    if (edited && !urlChanged) edits[field] = current[field];
  }
  return edits as Partial<FilterFormValues>;
}
