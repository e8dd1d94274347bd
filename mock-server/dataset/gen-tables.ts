// Weighted choice tables the generator draws codes from, built once from the vendor code tables.
import {
  CONSTRUCTION_VALUES,
  DOCUMENT_TYPE_ROWS,
  LOAN_TYPE_ROWS,
  PROPERTY_USE_ROWS,
  ROOF_CONSTRUCTION_ROWS,
  ROOF_MATERIAL_ROWS,
  SEWAGE_VALUES,
  WATER_SOURCE_VALUES,
} from '../data/code-tables';
import { WeightedChoice } from './prng';
import { FLOOD_ZONES, MLS_STATUSES } from './types';

function indexOf(list: readonly string[], value: string): number {
  const i = list.indexOf(value);
  if (i < 0) throw new Error(`unknown code ${value}`);
  return i;
}

const DOC_CODES = DOCUMENT_TYPE_ROWS.map((r) => r.code);
const LOAN_CODES = LOAN_TYPE_ROWS.map((r) => r.code);

const docIndex = (code: string): number => indexOf(DOC_CODES, code);
const loanIndex = (code: string): number => indexOf(LOAN_CODES, code);

/** Weighted choice over codes of a list, given as { code: weight }, plus a floor weight for every code. */
function codeChoice(
  list: readonly string[],
  weights: Readonly<Record<string, number>>,
  floor = 0,
): WeightedChoice<number> {
  const idx = list.map((_, i) => i);
  const w = list.map((code) => (weights[code] ?? 0) + floor);
  for (const code of Object.keys(weights)) indexOf(list, code);
  return new WeightedChoice(idx, w);
}

function numberChoice(weights: readonly (readonly [number, number])[]): WeightedChoice<number> {
  return new WeightedChoice(
    weights.map(([v]) => v),
    weights.map(([, w]) => w),
  );
}

// Property use codes per property type (codes and types from property-use-codes.json).
export const USE_CODES = {
  SFR: numberChoice([
    [385, 70],
    [386, 10],
    [380, 8],
    [376, 4],
    [382, 3],
    [383, 3],
    [181, 2],
  ]),
  CONDO: numberChoice([
    [366, 75],
    [364, 25],
  ]),
  MFR_SMALL: numberChoice([
    [369, 40],
    [388, 15],
    [378, 15],
    [372, 15],
    [381, 15],
  ]),
  MFR_LARGE: numberChoice([
    [361, 35],
    [357, 20],
    [360, 25],
    [358, 8],
    [359, 12],
  ]),
  LAND: numberChoice([
    [389, 35],
    [401, 25],
    [398, 8],
    [409, 5],
    [453, 5],
    [462, 8],
    [390, 4],
    [392, 5],
    [447, 5],
  ]),
  MOBILE: numberChoice([
    [373, 60],
    [371, 40],
  ]),
  // Every code without a property type is OTHER; common commercial uses are weighted up so
  // the rest still appear, just rarely.
  OTHER: numberChoice(
    PROPERTY_USE_ROWS.filter((r) => r.propertyType === null).map((r) => [
      r.code,
      [135, 136, 169, 188, 148, 238, 212, 153, 229, 140].includes(r.code) ? 12 : 0.5,
    ]),
  ),
};

/** Units for the fixed-size multi-family codes; others draw a range. */
export const MFR_UNITS: Readonly<Record<number, readonly [number, number]>> = {
  369: [2, 2],
  388: [3, 3],
  378: [4, 4],
  372: [2, 4],
  381: [2, 4],
  361: [5, 40],
  357: [8, 60],
  360: [5, 80],
  358: [50, 300],
  359: [100, 400],
};

const C = CONSTRUCTION_VALUES;
export const CONSTRUCTION_BY_STATE: Readonly<Record<string, WeightedChoice<number>>> = {
  TX: codeChoice(
    C,
    {
      Brick: 35,
      Frame: 20,
      'Wood Frame': 15,
      'Brick, Concrete': 8,
      'Masonry/Concrete Masonry Units (Cmus)': 5,
      Stone: 5,
      Mixed: 4,
    },
    0.3,
  ),
  FL: codeChoice(
    C,
    {
      'Concrete Blocks': 50,
      'Masonry/Concrete Masonry Units (Cmus)': 20,
      Frame: 10,
      'Wood Frame': 8,
      'Brick, Concrete': 5,
    },
    0.3,
  ),
  AZ: codeChoice(
    C,
    {
      Frame: 30,
      'Masonry/Concrete Masonry Units (Cmus)': 25,
      'Concrete Blocks': 20,
      Adobe: 8,
      'Wood Frame': 10,
    },
    0.3,
  ),
  CA: codeChoice(C, { 'Wood Frame': 45, Frame: 30, 'Light Frame': 8, Stone: 2, Mixed: 3 }, 0.3),
  DEFAULT: codeChoice(C, { Brick: 30, Frame: 30, 'Wood Frame': 22, Stone: 5, Mixed: 4 }, 0.3),
  COMMERCIAL: codeChoice(
    C,
    {
      'Steel Frame': 25,
      'Steel & Concrete': 20,
      'Tilt-up Concrete': 15,
      Brick: 15,
      'Masonry/Concrete Masonry Units (Cmus)': 15,
      'Heavy Frame': 5,
      'Metal Frames': 5,
    },
    0.3,
  ),
};
export const MANUFACTURED = indexOf(C, 'Manufactured');
export const LIGHT_FRAME = indexOf(C, 'Light Frame');

export const ROOF_CONSTRUCTION = numberChoice(
  ROOF_CONSTRUCTION_ROWS.map((r) => {
    const common: Record<number, number> = { 251: 40, 258: 25, 253: 15, 197: 5, 116: 4, 118: 3 };
    return [r.code, common[r.code] ?? 0.4] as const;
  }),
);

/** Tile roofs dominate the sun belt; shingles elsewhere. */
export function roofMaterialChoice(tileCountry: boolean): WeightedChoice<number> {
  return numberChoice(
    ROOF_MATERIAL_ROWS.map((r) => {
      const common: Record<number, number> = {
        105: 45,
        109: 10,
        104: tileCountry ? 35 : 3,
        112: 6,
        108: 4,
        103: 2,
        110: 1,
        107: 2,
        121: 3,
      };
      return [r.code, common[r.code] ?? 0.05] as const;
    }),
  );
}

export const SEWAGE = codeChoice(
  SEWAGE_VALUES,
  { Municipal: 80, Septic: 10, Yes: 6, Storm: 2 },
  0.5,
);
export const SEWAGE_RURAL = codeChoice(SEWAGE_VALUES, { Septic: 60, None: 20, Yes: 10 }, 1);
export const WATER = codeChoice(
  WATER_SOURCE_VALUES,
  {
    'Yes - Type Unknown': 45,
    Commercial: 35,
    Well: 9,
    Private: 6,
    None: 2,
    'Spring/Creek': 1.5,
    Cistern: 1.5,
  },
  0,
);

function floodChoice(coastal: boolean): WeightedChoice<number> {
  const w: Record<string, number> = coastal
    ? { X: 60, B: 3, C: 3, D: 1, A: 6, AE: 16, AH: 2, AO: 1.5, AR: 0.5, A99: 0.5, V: 1.5, VE: 3 }
    : { X: 80, B: 3, C: 3, D: 1, A: 4, AE: 6, AH: 1, AO: 1, AR: 0.3, A99: 0.3 };
  return new WeightedChoice(
    FLOOD_ZONES.map((_, i) => i),
    FLOOD_ZONES.map((z) => {
      if (/^A\d+$/.test(z)) return 1 / 30;
      if (/^V\d+$/.test(z)) return coastal ? 0.5 / 30 : 0;
      return w[z] ?? 0;
    }),
  );
}
export const FLOOD_COASTAL = floodChoice(true);
export const FLOOD_INLAND = floodChoice(false);

/** First-loan types from institutional lenders; every code keeps a small floor weight. */
export const BANK_LOAN_TYPES = codeChoice(
  LOAN_CODES,
  {
    COV: 40,
    CPI: 8,
    FHA: 15,
    VA: 8,
    USDA: 2,
    ARM: 7,
    CEM: 3,
    P: 3,
    SAF: 2,
    G: 2,
    CON: 1,
    BAL: 1,
    REV: 1,
    MOD: 1,
    SVA: 0.5,
  },
  0.3,
);
export const PRIVATE_LOAN_TYPES = codeChoice(
  LOAN_CODES,
  { P: 30, SEL: 20, BAL: 15, CON: 15, LCO: 10, SAF: 10 },
  0,
);
export const COMMERCIAL_LOAN_TYPES = codeChoice(LOAN_CODES, { COM: 60, SBA: 15, COV: 15, BAL: 10 });
export const REFI_LOAN_TYPES = codeChoice(LOAN_CODES, { SAR: 40, COV: 35, CEM: 15, ARM: 10 });
export const SECOND_LOAN_TYPES = codeChoice(LOAN_CODES, {
  LOC: 40,
  SAS: 25,
  SDP: 20,
  W: 10,
  '7': 5,
});
export const THIRD_LOAN_TYPES = codeChoice(LOAN_CODES, {
  LOC: 20,
  SAS: 20,
  MOD: 15,
  '4': 8,
  Q: 8,
  K: 5,
  T: 5,
  U: 7,
  UNKNOWN: 7,
  X: 5,
});
export const LOAN_ARM = loanIndex('ARM');
export const ASSUMABLE_LOANS: ReadonlySet<number> = new Set(
  ['FHA', 'VA', 'USDA', 'ASM'].map(loanIndex),
);
export const LOAN_DOWN_PAYMENT: Readonly<Record<string, number>> = {
  FHA: 0.035,
  VA: 0,
  USDA: 0,
  CPI: 0.07,
};

// Documents (codes from document-type-codes.json).
export const DEEDS_ARMS_LENGTH = codeChoice(DOC_CODES, {
  DTWD: 40,
  DTSW: 15,
  DTGD: 10,
  DTDE: 8,
  DTLW: 5,
  DTBS: 3,
  DTCH: 3,
  DTJT: 3,
  DTSV: 2,
  DTCP: 2,
  DTID: 2,
  DTFD: 1,
  DTEC: 0.5,
  DTCS: 0.5,
  DTLD: 0.5,
  DTAG: 0.3,
  DTDS: 0.5,
});
export const DEEDS_CALIFORNIA = codeChoice(DOC_CODES, { DTGD: 75, DTIT: 5, DTJT: 5, DTSW: 5 }, 0);
export const DEEDS_NON_ARMS_LENGTH = codeChoice(DOC_CODES, {
  DTIT: 35,
  DTGF: 15,
  DTCR: 10,
  DTJT: 10,
  DTSV: 10,
  DTDD: 10,
  DTBD: 5,
  DTCT: 5,
});
export const DEEDS_INHERITED = codeChoice(DOC_CODES, {
  DTPR: 30,
  DTEX: 25,
  DTAD: 15,
  DTDB: 15,
  DTDD: 10,
  DTBD: 5,
});
export const DEEDS_REO = codeChoice(DOC_CODES, { DTTD: 50, DTSD: 25, DTDL: 10, DTRF: 5, DTFC: 10 });
export const DOCS_DEATH = codeChoice(DOC_CODES, { DTDT: 60, DTDJ: 25, DTST: 15 });
/** Later, unrelated recordings: every document type, equally likely. */
export const DOCS_ANY = codeChoice(DOC_CODES, {}, 1);
export const DOC_QUIT_CLAIM = docIndex('DTQC');
export const DOC_CONDO = docIndex('DTCD');
export const DOC_FORECLOSURE = docIndex('DTFC');

/** MLS standard statuses by share of listed properties. */
export const MLS_STATUS_CHOICE = new WeightedChoice(
  MLS_STATUSES.map((_, i) => i + 1),
  [22, 3, 10, 5, 5, 20, 10, 9, 9, 7],
);
