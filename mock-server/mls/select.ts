// Field selection for v3 records: field_sections and fields selectors, the public opt-in and the plan check (§4.2).
import {
  DEFAULT_MLS_SECTIONS,
  MLS_SECTION_NAMES,
  ROOT_SECTION,
  isMlsSection,
  isRootScalar,
  type MlsSectionName,
} from '../../src/api/contract/mls-catalog';
import { MESSAGES } from '../../src/api/contract/errors';
import type { SectionSelection } from './listing-record';

export interface SelectionRequest {
  fields?: readonly string[] | undefined;
  field_sections?: readonly string[] | undefined;
  public?: boolean | undefined;
}

export interface ResolvedSelection {
  sections: SectionSelection;
  /** Warnings for the response: public data asked for without the plan (§4.2). */
  warnings: string[];
}

/**
 * With no selection, every section but `public`; field_sections picks whole sections (ROOT is every
 * root scalar); fields picks root scalars and `section.field` leaves (a bare section selects it
 * whole); the selections are a union. `public`
 * joins with `public: true` or any public selector, and only when the key has public records:
 * otherwise it is left out and a warning says why.
 */
export function resolveSelection(req: SelectionRequest, publicRecords: boolean): ResolvedSelection {
  const whole = new Set<MlsSectionName>();
  const leaves = new Map<MlsSectionName, Set<string>>();
  const sections = req.field_sections ?? [];
  const fields = req.fields ?? [];
  if (sections.length === 0 && fields.length === 0)
    for (const s of DEFAULT_MLS_SECTIONS) whole.add(s);
  for (const s of sections) if (isMlsSection(s)) whole.add(s);
  const addLeaf = (section: MlsSectionName, leaf: string) => {
    const set = leaves.get(section) ?? new Set<string>();
    set.add(leaf);
    leaves.set(section, set);
  };
  for (const selector of fields) {
    const dot = selector.indexOf('.');
    if (dot < 0 && isRootScalar(selector)) {
      addLeaf(ROOT_SECTION, selector);
      continue;
    }
    const section = dot < 0 ? selector : selector.slice(0, dot);
    if (!isMlsSection(section)) continue;
    if (dot < 0) whole.add(section);
    else addLeaf(section, selector.slice(dot + 1));
  }
  if (req.public === true) whole.add('public');
  const wantsPublic = whole.has('public') || leaves.has('public');
  const warnings: string[] = [];
  if (wantsPublic && !publicRecords) {
    whole.delete('public');
    leaves.delete('public');
    warnings.push(MESSAGES.publicRecordOmitted);
  }
  const out = new Map<MlsSectionName, 'all' | ReadonlySet<string>>();
  for (const s of MLS_SECTION_NAMES) {
    if (whole.has(s)) out.set(s, 'all');
    else {
      const set = leaves.get(s);
      if (set) out.set(s, set);
    }
  }
  return { sections: out, warnings };
}
