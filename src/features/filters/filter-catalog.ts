// The filter panel's controls, laid out from the field registry (src/api/contract/field-registry.ts):
// its groups, sections, labels, hints and kinds of input. The registry's order is the panel's order.
import type { CodeTable } from '../../api/contract/code-values';
import { FIELD_GROUP_TITLES, type FieldEntry, type Unit } from '../../api/contract/field-kinds';
import { SEARCH_FIELDS } from '../../api/contract/field-registry';
import type { Operator } from '../../api/contract/search-fields';

export type { Unit };

interface Option {
  value: string;
  label: string;
}

interface ControlBase {
  label: string;
  /** Shown under the control; says what the filter needs, so the rules are visible before an error. */
  hint?: string;
  /** Extra words the "find a filter" box matches. */
  keywords?: string;
  /** Takes half the panel's width, so short inputs pair up side by side. */
  half?: boolean;
}

interface OptionsBase {
  /**
   * The code table the options are codes of: until its labels load (code-labels.ts) each option is
   * labelled with its code.
   */
  codes?: CodeTable;
}

export type FilterControl =
  | (ControlBase & { kind: 'text'; name: string; placeholder?: string })
  | (ControlBase &
      OptionsBase & { kind: 'select'; name: string; options: readonly Option[]; anyLabel?: string })
  | (ControlBase &
      OptionsBase & { kind: 'multi'; name: string; options: readonly Option[]; numeric?: boolean })
  | (ControlBase & { kind: 'list'; name: string; item: 'zip' | 'id'; placeholder?: string })
  | (ControlBase & { kind: 'number'; name: string; unit: Unit })
  | (ControlBase & { kind: 'range'; base: string; unit: Unit })
  | (ControlBase & { kind: 'date-range'; base: string })
  | (ControlBase & { kind: 'compare'; name: string; operator: string; unit: Unit | 'date' })
  | (ControlBase & { kind: 'flag'; name: string })
  | (ControlBase & { kind: 'toggle'; name: string });

interface FilterSection {
  title?: string;
  controls: FilterControl[];
}

export interface FilterGroup {
  id: string;
  title: string;
  sections: FilterSection[];
}

/** Operator wording for numbers and for dates; the wire values are the contract's. */
export const OPERATOR_LABELS: Record<'number' | 'date', Record<Operator, string>> = {
  number: { gte: 'at least', gt: 'more than', lte: 'at most', lt: 'less than' },
  date: { gte: 'on or after', gt: 'after', lte: 'on or before', lt: 'before' },
};

/** Only the words that are set, so a control carries no `hint: undefined`. */
function words(e: FieldEntry): ControlBase {
  const base: ControlBase = { label: e.label };
  if (e.hint !== undefined) base.hint = e.hint;
  if (e.keywords !== undefined) base.keywords = e.keywords;
  if (e.half !== undefined) base.half = e.half;
  return base;
}

/** The panel control of a registry entry (map geometry is drawn, not typed: null). */
function toControl(e: FieldEntry): FilterControl | null {
  const w = words(e);
  switch (e.kind) {
    case 'flag':
    case 'toggle':
      return { ...w, kind: e.kind, name: e.name };
    case 'text':
    case 'list': {
      const control: FilterControl =
        e.kind === 'text'
          ? { ...w, kind: 'text', name: e.name }
          : { ...w, kind: 'list', name: e.name, item: e.item };
      if (e.placeholder !== undefined) control.placeholder = e.placeholder;
      return control;
    }
    case 'select': {
      const control: FilterControl = { ...w, kind: 'select', name: e.name, options: e.options };
      if (e.anyLabel !== undefined) control.anyLabel = e.anyLabel;
      if (e.codes !== undefined) control.codes = e.codes;
      return control;
    }
    case 'multi': {
      const control: FilterControl = { ...w, kind: 'multi', name: e.name, options: e.options };
      if (e.numeric !== undefined) control.numeric = e.numeric;
      if (e.codes !== undefined) control.codes = e.codes;
      return control;
    }
    case 'number':
      return { ...w, kind: 'number', name: e.name, unit: e.unit };
    case 'range':
      return { ...w, kind: 'range', base: e.name, unit: e.unit };
    case 'date-range':
      return { ...w, kind: 'date-range', base: e.name };
    case 'compare':
      return { ...w, kind: 'compare', name: e.name, operator: e.operator, unit: e.unit };
    case 'geometry':
      return null;
  }
}

const ENTRIES: readonly FieldEntry[] = SEARCH_FIELDS;

function layOut(): FilterGroup[] {
  const groups = new Map<string, FilterGroup>(
    Object.entries(FIELD_GROUP_TITLES).map(([id, title]) => [id, { id, title, sections: [] }]),
  );
  for (const entry of ENTRIES) {
    const control = toControl(entry);
    const group = entry.place.group === null ? undefined : groups.get(entry.place.group);
    if (control === null || group === undefined) continue;
    const title = entry.place.section;
    let section = group.sections.find((s) => s.title === title);
    if (section === undefined) {
      section = title === undefined ? { controls: [] } : { title, controls: [] };
      group.sections.push(section);
    }
    section.controls.push(control);
  }
  return [...groups.values()];
}

export const FILTER_GROUPS: FilterGroup[] = layOut();

export const ALL_CONTROLS: FilterControl[] = FILTER_GROUPS.flatMap((g) =>
  g.sections.flatMap((s) => s.controls),
);

/** The request fields one control edits, in the order they appear. */
export function controlFields(control: FilterControl): string[] {
  switch (control.kind) {
    case 'range':
    case 'date-range':
      return [`${control.base}_min`, `${control.base}_max`];
    case 'compare':
      return [control.name, control.operator];
    default:
      return [control.name];
  }
}

/** A stable id for a control: its first field (unique across the catalog). */
export function controlId(control: FilterControl): string {
  return controlFields(control)[0] ?? '';
}

/** Every request field the panel edits. */
export const FORM_FIELDS: string[] = ALL_CONTROLS.flatMap(controlFields);

/** The control that edits each request field. */
export const CONTROL_BY_FIELD: ReadonlyMap<string, FilterControl> = new Map(
  ALL_CONTROLS.flatMap((c) => controlFields(c).map((f) => [f, c] as const)),
);

/** The group each control sits in. */
export const GROUP_BY_CONTROL: ReadonlyMap<FilterControl, FilterGroup> = new Map(
  FILTER_GROUPS.flatMap((g) => g.sections.flatMap((s) => s.controls.map((c) => [c, g] as const))),
);

/** "Equity ($) is" → "Equity ($)": the name of a compared quantity. */
export function compareSubject(control: FilterControl): string {
  return control.label.replace(/ is$/, '');
}

/** The words a field goes by in messages and accessible names ("Bedrooms min", "Auction date from"). */
export function fieldLabel(field: string): string {
  const control = CONTROL_BY_FIELD.get(field);
  if (control) {
    switch (control.kind) {
      case 'range':
        return `${control.label} ${field.endsWith('_min') ? 'min' : 'max'}`;
      case 'date-range':
        return `${control.label} ${field.endsWith('_min') ? 'from' : 'to'}`;
      case 'compare':
        return `${compareSubject(control)} ${field === control.operator ? 'comparison' : 'value'}`;
      default:
        return control.label;
    }
  }
  return OFF_PANEL_LABELS.get(field) ?? field;
}

/** Fields outside the panel's controls that messages can still name (map geometry, year_min/max). */
const OFF_PANEL_LABELS: ReadonlyMap<string, string> = new Map(
  ENTRIES.filter((e) => e.place.group === null).flatMap((e) =>
    e.kind === 'range'
      ? [
          [`${e.name}_min`, `${e.label} min`],
          [`${e.name}_max`, `${e.label} max`],
        ]
      : [[e.name, e.label]],
  ),
);
