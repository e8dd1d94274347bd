// The service's code tables (copied from the vendor docs) as typed lists: valid values and readable labels.
import constructionTypes from './codes/construction-types.json';
import documentTypeCodes from './codes/document-type-codes.json';
import floodZoneTypes from './codes/flood-zone-types.json';
import loanTypeCodes from './codes/loan-type-codes.json';
import propertyUseCodes from './codes/property-use-codes.json';
import roofConstructionCodes from './codes/roof-construction-codes.json';
import roofMaterialCodes from './codes/roof-material-codes.json';
import sewageTypes from './codes/sewage-types.json';
import waterSourceTypes from './codes/water-source-types.json';

export interface CodeOption<T extends string | number = string> {
  code: T;
  label: string;
}

function titleCase(text: string): string {
  // Capitalize each word's first letter, but not a letter after an apostrophe ("Referee's").
  return text
    .toLowerCase()
    .replace(
      /(^|[^a-z0-9_'])([a-z])/g,
      (_m, before: string, letter: string) => before + letter.toUpperCase(),
    );
}

function stringOptions(
  rows: readonly { code: string; description: string | null }[],
): CodeOption[] {
  return rows.map((r) => ({
    code: r.code,
    label: r.description ? `${r.code} – ${titleCase(r.description)}` : r.code,
  }));
}

function integerOptions(
  rows: readonly { code: number | null; description: string }[],
): CodeOption<number>[] {
  // The roof tables list NULL ("unknown or not provided"), which cannot be searched for.
  return rows
    .filter((r): r is { code: number; description: string } => r.code !== null)
    .map((r) => ({
      code: r.code,
      label: `${r.code} – ${titleCase(r.description.replace(/\s*\(\*\*\)$/, ''))}`,
    }));
}

export const DOCUMENT_TYPE_OPTIONS = stringOptions(documentTypeCodes);
export const LOAN_TYPE_OPTIONS = stringOptions(loanTypeCodes);
export const CONSTRUCTION_OPTIONS = stringOptions(constructionTypes);
export const SEWAGE_OPTIONS = stringOptions(sewageTypes);
export const WATER_SOURCE_OPTIONS = stringOptions(waterSourceTypes);
export const PROPERTY_USE_OPTIONS = integerOptions(propertyUseCodes);
export const ROOF_CONSTRUCTION_OPTIONS = integerOptions(roofConstructionCodes);
export const ROOF_MATERIAL_OPTIONS = integerOptions(roofMaterialCodes);

/**
 * Flood zones as the search accepts them (spec §2.1). Numbered zones (A1–A30, V1–V30) may be
 * sent individually or as the group names the spec uses.
 */
export const FLOOD_ZONE_CODES = [
  'B',
  'C',
  'X',
  'A',
  'AE',
  'A1-30',
  'AH',
  'AO',
  'AR',
  'A99',
  'V',
  'VE',
  'V1-V30',
  'D',
] as const;

// Only the risk group is read: the browser build ships the table without its descriptions
// (scripts/code-tables-browser-build.ts).
const floodRows = floodZoneTypes as readonly {
  code: string | string[];
  risk_group: string | null;
}[];

function floodRisk(code: string): string | null {
  const normalized =
    code === 'A1-30' ? 'A1-A30' : code === 'V1-V30' || code === 'VE' ? 'VE, V1 - V30' : code;
  const row = floodRows.find((r) =>
    Array.isArray(r.code) ? r.code.includes(normalized) : r.code === normalized,
  );
  return row?.risk_group ?? null;
}

export const FLOOD_ZONE_OPTIONS: CodeOption[] = FLOOD_ZONE_CODES.map((code) => {
  const risk = floodRisk(code);
  return {
    code,
    label: risk ? `${code} – ${risk}` : code === 'D' ? 'D – Undetermined' : code,
  };
});

/** True for a flood zone code the search accepts, including a single numbered zone such as A7. */
export function isFloodZoneCode(value: string): boolean {
  return (
    (FLOOD_ZONE_CODES as readonly string[]).includes(value) || /^[AV]([1-9]|[12]\d|30)$/.test(value)
  );
}

export const DOCUMENT_TYPE_CODES = documentTypeCodes.map((r) => r.code);
export const LOAN_TYPE_CODES = loanTypeCodes.map((r) => r.code);
export const CONSTRUCTION_CODES = constructionTypes.map((r) => r.code);
export const SEWAGE_CODES = sewageTypes.map((r) => r.code);
export const WATER_SOURCE_CODES = waterSourceTypes.map((r) => r.code);
export const PROPERTY_USE_CODES = new Set(PROPERTY_USE_OPTIONS.map((o) => o.code));
export const ROOF_CONSTRUCTION_CODES = new Set(ROOF_CONSTRUCTION_OPTIONS.map((o) => o.code));
export const ROOF_MATERIAL_CODES = new Set(ROOF_MATERIAL_OPTIONS.map((o) => o.code));
