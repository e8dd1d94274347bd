// The filter form's values (strings, as inputs hold them), their conversion to a search request, and the zod schema.
import { z } from 'zod';
import { zipCode } from '../../api/contract/primitives';
import { searchCrossFieldViolations, searchRequestShape } from '../../api/contract/search-request';
import { describeIssue } from '../../api/contract/violations';
import {
  GEOMETRY_FIELDS,
  type SearchFilters,
  type SearchGeometry,
} from '../search-state/search-state';
import {
  ALL_CONTROLS,
  CONTROL_BY_FIELD,
  FORM_FIELDS,
  controlFields,
  fieldLabel,
  type FilterControl,
  type Unit,
} from './filter-catalog';

/** One entry per request field the panel edits: text for inputs, a list for multi-selects. */
export type FilterFormValues = Record<string, string | string[]>;

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

type ShapeKey = keyof typeof searchRequestShape;

function isShapeKey(field: string): field is ShapeKey {
  return Object.hasOwn(searchRequestShape, field);
}

export function emptyFormValues(): FilterFormValues {
  const values: FilterFormValues = {};
  for (const control of ALL_CONTROLS) {
    for (const field of controlFields(control)) values[field] = control.kind === 'multi' ? [] : '';
  }
  return values;
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
  const values = emptyFormValues();
  for (const control of ALL_CONTROLS) {
    for (const field of controlFields(control)) {
      const value = source[field];
      if (control.kind === 'multi') values[field] = listOf(value).map(textOf);
      else if (control.kind === 'list') values[field] = listOf(value).map(textOf).join(', ');
      else if (control.kind === 'toggle') values[field] = value === true ? 'true' : '';
      // The operator select shows "at least" (gte) as its blank default, like the service's absent operator.
      else if (
        control.kind === 'compare' &&
        field === control.operator &&
        value === DEFAULT_OPERATOR
      )
        values[field] = '';
      else values[field] = textOf(value);
    }
  }
  return values;
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
    for (const field of controlFields(control)) {
      const raw = values[field];
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
      if (isShapeKey(field)) {
        const check = searchRequestShape[field].safeParse(value);
        if (!check.success) {
          const first = check.error.issues[0];
          report(field, `${fieldLabel(field)} ${first ? describeIssue(first) : 'is invalid'}`);
          unreadable[field] = value;
          continue;
        }
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

const formValuesSchema = z.record(z.string(), z.union([z.string(), z.array(z.string())]));

/**
 * The form's zod schema: the contract's field schemas and cross-field rules (through
 * parseFilterForm), with the drawn area the form must validate but does not edit.
 * Its output is the request filters, so a valid submit hands over exactly what is sent.
 */
export function filterFormSchema(geometry: SearchGeometry) {
  return formValuesSchema.transform((values, ctx): SearchFilters => {
    const { filters, issues } = parseFilterForm(values, geometry);
    for (const issue of issues) {
      ctx.issues.push({
        code: 'custom',
        path: [issue.field],
        message: issue.message,
        input: values,
      });
    }
    return filters;
  });
}

/** True when two sets of form values stand for the same inputs. */
export function sameFormValues(a: FilterFormValues, b: FilterFormValues): boolean {
  return FORM_FIELDS.every(
    (field) => JSON.stringify(a[field] ?? '') === JSON.stringify(b[field] ?? ''),
  );
}
