// The export settings last used (column set, columns, merging, format), remembered per browser:
// the dialog's Custom opens on them, and a saved list's export uses them without asking again.
import { readJson, writeJson } from '../../../lib/local-store';
import type { ContactFilters } from '../../../lib/lead-rows/contact-export';
import { isExportColumn } from '../../../lib/lead-rows/contact-columns';
import { DEFAULT_PRESET } from './export-presets';
import type { ExportSettings } from './job-store';

const SETTINGS_STORAGE_KEY = 'llb.export.settings.v1';

export interface LastSettings extends ExportSettings {
  /** The preset or saved set the columns came from. */
  setId: string;
}

const DEDUPE = new Set(['off', 'mailing', 'owner']);
const FORMATS = new Set(['csv', 'xlsx']);

function isLastSettings(value: unknown): value is LastSettings {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Partial<LastSettings>;
  return (
    typeof v.setId === 'string' &&
    Array.isArray(v.columnIds) &&
    v.columnIds.every((id) => typeof id === 'string') &&
    DEDUPE.has(v.dedupe ?? '') &&
    FORMATS.has(v.format ?? '')
  );
}

function isContactFilters(value: unknown): value is ContactFilters {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Partial<ContactFilters>;
  return [v.withPhone, v.mobileOnly, v.noDnc].every((flag) => typeof flag === 'boolean');
}

const DEFAULT_SETTINGS: LastSettings = {
  setId: DEFAULT_PRESET.id,
  setName: DEFAULT_PRESET.name,
  columnIds: DEFAULT_PRESET.columnIds,
  dedupe: DEFAULT_PRESET.dedupe,
  format: 'csv',
};

export function readLastSettings(): LastSettings {
  const stored = readJson(SETTINGS_STORAGE_KEY, isLastSettings);
  if (!stored) return DEFAULT_SETTINGS;
  // A column since removed from the catalogue is dropped, not an error.
  const columnIds = stored.columnIds.filter(isExportColumn);
  const contactFilters = isContactFilters(stored.contactFilters)
    ? stored.contactFilters
    : undefined;
  return columnIds.length > 0
    ? { ...stored, columnIds, contactFilters, limit: undefined }
    : DEFAULT_SETTINGS;
}

export function writeLastSettings(settings: LastSettings): void {
  try {
    // The row limit and where it runs belong to one export, not to the next.
    writeJson(SETTINGS_STORAGE_KEY, { ...settings, limit: undefined, onServer: undefined });
  } catch {
    // Not remembered; this export still uses them.
  }
}
