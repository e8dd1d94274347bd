// The service's code tables (copied from the vendor docs) with their readable labels, as the panel
// lists them ("181 – Single Family Residential"). In the browser this is a chunk of its own, loaded
// once the first screen is painted (features/filters/code-labels.ts): the first visit checks codes
// with code-values.ts alone, re-exported here for the mock and the tests.
import { FLOOD_ZONE_CODES, type CodeTable } from './code-values';
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
const CONSTRUCTION_OPTIONS = stringOptions(constructionTypes);
export const SEWAGE_OPTIONS = stringOptions(sewageTypes);
const WATER_SOURCE_OPTIONS = stringOptions(waterSourceTypes);
export const PROPERTY_USE_OPTIONS = integerOptions(propertyUseCodes);
export const ROOF_CONSTRUCTION_OPTIONS = integerOptions(roofConstructionCodes);
export const ROOF_MATERIAL_OPTIONS = integerOptions(roofMaterialCodes);

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

export {
  CONSTRUCTION_CODES,
  DOCUMENT_TYPE_CODES,
  FLOOD_ZONE_CODES,
  LOAN_TYPE_CODES,
  PROPERTY_USE_CODES,
  ROOF_CONSTRUCTION_CODES,
  ROOF_MATERIAL_CODES,
  SEWAGE_CODES,
  WATER_SOURCE_CODES,
  isFloodZoneCode,
} from './code-values';

/** An option of a filter's list: the code as the form holds it (a string) and its label. */
export interface LabelledOption {
  value: string;
  label: string;
}

function listed(options: readonly CodeOption<string | number>[]): LabelledOption[] {
  return options.map((o) => ({ value: String(o.code), label: o.label }));
}

/** Each table's codes with their labels, as the panel lists them: the codes of code-values.ts, in its order. */
export const CODE_OPTIONS: Readonly<Record<CodeTable, readonly LabelledOption[]>> = {
  construction: listed(CONSTRUCTION_OPTIONS),
  documentType: listed(DOCUMENT_TYPE_OPTIONS),
  floodZone: listed(FLOOD_ZONE_OPTIONS),
  loanType: listed(LOAN_TYPE_OPTIONS),
  propertyUse: listed(PROPERTY_USE_OPTIONS),
  roofConstruction: listed(ROOF_CONSTRUCTION_OPTIONS),
  roofMaterial: listed(ROOF_MATERIAL_OPTIONS),
  sewage: listed(SEWAGE_OPTIONS),
  waterSource: listed(WATER_SOURCE_OPTIONS),
};
