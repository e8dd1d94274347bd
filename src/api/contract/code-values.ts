// The codes of the service's code tables that the search accepts (spec §2.1): what the contract
// checks a request with, at once, on the first visit. Their readable labels are in codes.ts, which
// the browser loads as a chunk of its own once the first screen is painted; the browser build
// ships these tables with their codes alone (scripts/code-tables-browser-build.ts).
import constructionTypes from './codes/construction-types.json';
import documentTypeCodes from './codes/document-type-codes.json';
import loanTypeCodes from './codes/loan-type-codes.json';
import propertyUseCodes from './codes/property-use-codes.json';
import roofConstructionCodes from './codes/roof-construction-codes.json';
import roofMaterialCodes from './codes/roof-material-codes.json';
import sewageTypes from './codes/sewage-types.json';
import waterSourceTypes from './codes/water-source-types.json';

/** A code table a filter picks from; codes.ts CODE_OPTIONS labels each one's codes. */
export type CodeTable =
  | 'construction'
  | 'documentType'
  | 'floodZone'
  | 'loanType'
  | 'propertyUse'
  | 'roofConstruction'
  | 'roofMaterial'
  | 'sewage'
  | 'waterSource';

/** The integer codes of a table, in its order. The roof tables list NULL ("unknown or not provided"), which cannot be searched for. */
function integerCodes(rows: readonly { code: number | null }[]): number[] {
  return rows.flatMap((r) => (r.code === null ? [] : [r.code]));
}

export const DOCUMENT_TYPE_CODES = documentTypeCodes.map((r) => r.code);
export const LOAN_TYPE_CODES = loanTypeCodes.map((r) => r.code);
export const CONSTRUCTION_CODES = constructionTypes.map((r) => r.code);
export const SEWAGE_CODES = sewageTypes.map((r) => r.code);
export const WATER_SOURCE_CODES = waterSourceTypes.map((r) => r.code);
export const PROPERTY_USE_CODES = new Set(integerCodes(propertyUseCodes));
export const ROOF_CONSTRUCTION_CODES = new Set(integerCodes(roofConstructionCodes));
export const ROOF_MATERIAL_CODES = new Set(integerCodes(roofMaterialCodes));

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

/** True for a flood zone code the search accepts, including a single numbered zone such as A7. */
export function isFloodZoneCode(value: string): boolean {
  return (
    (FLOOD_ZONE_CODES as readonly string[]).includes(value) || /^[AV]([1-9]|[12]\d|30)$/.test(value)
  );
}
