// What an export is for, as the dialog leads with it: Mail merge, Dialer and Full
// start at once with their preset (export-presets.ts) as a CSV; Custom opens the column picker and
// the file options. Most exports are one of the three, so they cost one click, not a form.
import { pluralize } from '../../../lib/plural';
import { EXPORT_PRESETS, type ColumnSet } from './export-presets';
import type { LastSettings } from './export-settings';

type PurposeId = 'mail-merge' | 'dialer' | 'full';

export interface ExportPurpose {
  id: PurposeId;
  name: string;
  preset: ColumnSet;
  /** Names and addresses are the point of the file: privacy mode, which leaves them out, rules it out. */
  needsPrivateData: boolean;
  /** One line saying what the file gives, with the rows it will have. */
  line: (leads: number) => string;
}

function preset(id: string): ColumnSet {
  const found = EXPORT_PRESETS.find((p) => p.id === id);
  if (!found) throw new Error(`No export preset ${id}`);
  return found;
}

export const EXPORT_PURPOSES: readonly ExportPurpose[] = [
  {
    id: 'mail-merge',
    name: 'Mail merge',
    preset: preset('preset:mail-merge'),
    needsPrivateData: true,
    line: (leads) =>
      `One letter per mailing address: addressee and envelope lines. ${pluralize(leads, 'lead')}, those sharing a mailing address merged into one letter.`,
  },
  {
    id: 'dialer',
    name: 'Dialer',
    preset: preset('preset:dialer'),
    needsPrivateData: true,
    line: (leads) =>
      `One row per callable number of the traced owners among ${pluralize(leads, 'lead')}: owner, property address, number, type and last seen; do-not-call numbers left out.`,
  },
  {
    id: 'full',
    name: 'Full',
    preset: preset('preset:full'),
    needsPrivateData: false,
    line: (leads) =>
      `Address, owner, mailing address, value, sale and distress details: ${pluralize(leads, 'row')}.`,
  },
];

/** The settings a purpose exports with: its preset's columns and merging, as a CSV, every row. */
export function purposeSettings(purpose: ExportPurpose): LastSettings {
  const { preset: set } = purpose;
  return {
    setId: set.id,
    setName: set.name,
    columnIds: [...set.columnIds],
    dedupe: set.dedupe,
    contactFilters: set.contactFilters,
    format: 'csv',
    limit: undefined,
  };
}
