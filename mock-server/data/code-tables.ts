// Typed access to the vendor code tables copied into mock-server/data/codes (never read from ../shared).
import constructionTypes from './codes/construction-types.json' with { type: 'json' };
import documentTypeCodes from './codes/document-type-codes.json' with { type: 'json' };
import floodZoneTypes from './codes/flood-zone-types.json' with { type: 'json' };
import loanTypeCodes from './codes/loan-type-codes.json' with { type: 'json' };
import propertyUseCodes from './codes/property-use-codes.json' with { type: 'json' };
import roofConstructionCodes from './codes/roof-construction-codes.json' with { type: 'json' };
import roofMaterialCodes from './codes/roof-material-codes.json' with { type: 'json' };
import sewageTypes from './codes/sewage-types.json' with { type: 'json' };
import waterSourceTypes from './codes/water-source-types.json' with { type: 'json' };

export interface CodeRow<T extends string | number | null> {
  code: T;
  description: string;
}

export interface PropertyUseRow extends CodeRow<number> {
  deprecated: boolean;
  propertyType: string | null;
}

export const PROPERTY_USE_ROWS: readonly PropertyUseRow[] = propertyUseCodes.map((r) => ({
  code: r.code,
  description: r.description,
  deprecated: r.deprecated,
  propertyType: r.property_type,
}));

export const DOCUMENT_TYPE_ROWS: readonly CodeRow<string>[] = documentTypeCodes;
export const LOAN_TYPE_ROWS: readonly CodeRow<string>[] = loanTypeCodes;

/** Plain value lists (the source gives no descriptions). */
export const CONSTRUCTION_VALUES: readonly string[] = constructionTypes.map((r) => r.code);
export const SEWAGE_VALUES: readonly string[] = sewageTypes.map((r) => r.code);
export const WATER_SOURCE_VALUES: readonly string[] = waterSourceTypes.map((r) => r.code);

/** Roof tables without the NULL row: a record's missing roof code is JSON null instead. */
export const ROOF_CONSTRUCTION_ROWS: readonly CodeRow<number>[] = roofConstructionCodes.filter(
  (r): r is CodeRow<number> => r.code !== null,
);
export const ROOF_MATERIAL_ROWS: readonly CodeRow<number>[] = roofMaterialCodes.filter(
  (r): r is CodeRow<number> => r.code !== null,
);

interface FloodRow {
  code: string | string[];
  description: string;
  risk_group: string | null;
}

const FLOOD_ROWS: readonly FloodRow[] = floodZoneTypes;

/**
 * The description of a single flood zone code as records carry it (X, AE, A7, V12, ...).
 * Numbered zones take their group's row; X takes the minimal-hazard row (C/X).
 */
export function floodZoneDescription(zone: string): string {
  let key = zone;
  if (/^A([1-9]|[12]\d|30)$/.test(zone)) key = 'A1-A30';
  else if (zone === 'VE' || /^V([1-9]|[12]\d|30)$/.test(zone)) key = 'VE, V1 - V30';
  if (zone === 'X') key = 'C';
  const row = FLOOD_ROWS.find((r) => (Array.isArray(r.code) ? r.code[0] === key : r.code === key));
  if (row) return row.description;
  return zone === 'D' ? 'Area of undetermined flood hazard' : zone;
}
