// What the form currently filters on, in words: the chips, the group badges and the drawn-area summary.
import type { Operator } from '../../api/contract/search-fields';
import type { SearchGeometry } from '../../state/search/search-state';
import { optionLabel, type CodeLabels } from './code-labels';
import {
  FILTER_GROUPS,
  OPERATOR_LABELS,
  compareSubject,
  controlFields,
  controlId,
  type FilterControl,
  type Unit,
} from './filter-catalog';
import {
  DEFAULT_OPERATOR,
  formValue,
  parseNumberInput,
  type FilterFormValues,
} from './filter-form';

export interface ActiveFilter {
  /** The control's id (its first field). */
  id: string;
  groupId: string;
  /** Chip text, e.g. "Bedrooms: 3–5". */
  text: string;
  /** The form fields removing the chip clears. */
  fields: string[];
}

function formatNumber(raw: string, unit: Unit | undefined): string {
  const n = parseNumberInput(raw, unit);
  if (n === undefined || Number.isNaN(n)) return raw.trim();
  switch (unit) {
    case 'money':
      return `${n < 0 ? '-' : ''}$${Math.abs(n).toLocaleString('en-US')}`;
    case 'year':
      return String(n);
    case 'percent':
      return `${n}%`;
    case 'sqft':
      return `${n.toLocaleString('en-US')} sq ft`;
    case 'days':
      return `${n.toLocaleString('en-US')} ${n === 1 ? 'day' : 'days'}`;
    case 'months':
      return `${n.toLocaleString('en-US')} ${n === 1 ? 'month' : 'months'}`;
    default:
      return n.toLocaleString('en-US');
  }
}

function str(values: FilterFormValues, field: string): string {
  const value = formValue(values, field);
  return typeof value === 'string' ? value.trim() : '';
}

function moreText(items: readonly string[]): string {
  if (items.length <= 2) return items.join(', ');
  return `${items.slice(0, 2).join(', ')} +${items.length - 2} more`;
}

/**
 * The value part of a control's chip, or undefined when the control is not filtering. A code is
 * named by its label once `labels` are in, by itself until then.
 */
function describeControl(
  control: FilterControl,
  values: FilterFormValues,
  labels: CodeLabels | undefined,
): string | undefined {
  switch (control.kind) {
    case 'text':
      return str(values, control.name) || undefined;
    case 'number':
      return str(values, control.name)
        ? formatNumber(str(values, control.name), control.unit)
        : undefined;
    case 'select': {
      const value = str(values, control.name);
      if (!value) return undefined;
      return optionLabel(control, value, labels);
    }
    case 'multi': {
      const value = formValue(values, control.name);
      if (!Array.isArray(value) || value.length === 0) return undefined;
      const [first] = value;
      if (typeof first !== 'string') return undefined;
      const shown = optionLabel(control, first, labels);
      return value.length === 1 ? shown : `${shown} +${value.length - 1} more`;
    }
    case 'list': {
      const items = str(values, control.name)
        .split(/[\s,;]+/)
        .filter((s) => s !== '');
      return items.length > 0 ? moreText(items) : undefined;
    }
    case 'flag': {
      const value = str(values, control.name);
      return value === 'true' ? 'Yes' : value === 'false' ? 'No' : undefined;
    }
    case 'toggle':
      return str(values, control.name) === 'true' ? 'On' : undefined;
    case 'range':
    case 'date-range': {
      const [minField = '', maxField = ''] = controlFields(control);
      const unit = control.kind === 'range' ? control.unit : undefined;
      const show = (raw: string) => (control.kind === 'range' ? formatNumber(raw, unit) : raw);
      const min = str(values, minField);
      const max = str(values, maxField);
      if (min && max) return `${show(min)} – ${show(max)}`;
      if (min) return control.kind === 'range' ? `at least ${show(min)}` : `from ${show(min)}`;
      if (max) return control.kind === 'range' ? `at most ${show(max)}` : `until ${show(max)}`;
      return undefined;
    }
    case 'compare': {
      const value = str(values, control.name);
      const operator = str(values, control.operator);
      if (!value && !operator) return undefined;
      const words = OPERATOR_LABELS[control.unit === 'date' ? 'date' : 'number'];
      const op = words[(operator || DEFAULT_OPERATOR) as Operator] ?? operator;
      const shown = value
        ? control.unit === 'date'
          ? value
          : formatNumber(value, control.unit)
        : '…';
      return `${op} ${shown}`;
    }
  }
}

function chipText(control: FilterControl, value: string): string {
  if (control.kind === 'compare') return `${compareSubject(control)} ${value}`;
  return `${control.label}: ${value}`;
}

/** Every filter the form sets, in panel order; codes named by their labels once `labels` are in. */
export function activeFilters(values: FilterFormValues, labels?: CodeLabels): ActiveFilter[] {
  const out: ActiveFilter[] = [];
  for (const group of FILTER_GROUPS) {
    for (const section of group.sections) {
      for (const control of section.controls) {
        const value = describeControl(control, values, labels);
        if (value === undefined) continue;
        out.push({
          id: controlId(control),
          groupId: group.id,
          text: chipText(control, value),
          fields: controlFields(control),
        });
      }
    }
  }
  return out;
}

function coordinate(n: number): string {
  return n.toFixed(4).replace(/0+$/, '').replace(/\.$/, '');
}

/** "2.5 mi around 30.2672, -97.7431" or "Polygon, 5 points": the drawn area in words, if any. */
export function describeArea(geometry: SearchGeometry): string | undefined {
  const { latitude, longitude, radius, polygon, multi_polygon: multi } = geometry;
  const parts: string[] = [];
  if (radius !== undefined || latitude !== undefined || longitude !== undefined) {
    const centre =
      latitude !== undefined && longitude !== undefined
        ? `${coordinate(latitude)}, ${coordinate(longitude)}`
        : 'no centre';
    parts.push(radius !== undefined ? `${radius} mi around ${centre}` : `point ${centre}`);
  }
  if (polygon && polygon.length > 0) parts.push(`polygon, ${polygon.length} points`);
  if (multi && multi.length > 0)
    parts.push(`${multi.length} ${multi.length === 1 ? 'polygon' : 'polygons'}`);
  return parts.length > 0 ? parts.join('; ') : undefined;
}
