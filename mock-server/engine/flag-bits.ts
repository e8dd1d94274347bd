// The bits behind every boolean filter and every summary count: the engine's own lead bits, which bit
// of which column each contract flag is, and the lead bit each summary lead type counts. The summary
// counts what its lead type's chip would keep (contract/lead-types.ts), so a lead type whose flag is
// a bit here costs the mock nothing more. docs/recipes.md "Adding a lead type".
import type { BooleanFlag, MlsStatusFlag } from '../../src/api/contract/field-registry';
import { LEAD_TYPES, type LeadType, type SummaryCountKey } from '../../src/api/contract/lead-types';
import { GENERATED_FLAG_LIST, type GeneratedFlagName } from '../dataset/generated-flags';
import { FLAG } from '../dataset/types';

/**
 * Bits of EngineIndex.lead: everything a boolean filter or the summary needs that is not already
 * a bit of the dataset's `flags` column. The summary's 1-year event bits use the default window.
 * Lead types whose filter is a `flags` bit get a lead bit after these (FLAG_LEAD_COPIES).
 */
export const LEAD = {
  absentee: 1 << 0,
  ownerOccupied: 1 << 1,
  inStateAbsentee: 1 << 2,
  outOfStateAbsentee: 1 << 3,
  corporate: 1 << 4,
  trust: 1 << 5,
  individual: 1 << 6,
  highEquity: 1 << 7,
  freeClear: 1 << 8,
  mfh2to4: 1 << 9,
  mfh5plus: 1 << 10,
  floodZone: 1 << 11,
  mlsActive: 1 << 12,
  mlsPending: 1 << 13,
  mlsSold: 1 << 14,
  mlsCancelled: 1 << 15,
  auction1y: 1 << 16,
  preForeclosure1y: 1 << 17,
  reo1y: 1 << 18,
} as const;

/** Flags that hold when an event date lies inside the search_range window. */
export type WindowFlag = 'auction' | 'foreclosure' | 'pre_foreclosure' | 'reo';

/** Flags the engine filters with a bit of its own column, not from a generated flag's bit. */
type BitFlag = Exclude<BooleanFlag | MlsStatusFlag, WindowFlag | GeneratedFlagName>;

/**
 * Boolean filters that are one bit of a bitset column. Keyed by every contract flag that is neither
 * windowed nor generated, so a flag added to the field registry fails to compile until it is here
 * or in generated-flags.ts.
 */
const BIT_FLAGS: Readonly<Record<BitFlag, readonly ['flags' | 'lead', number]>> = {
  absentee_owner: ['lead', LEAD.absentee],
  adjustable_rate: ['flags', FLAG.adjustableRate],
  assumable: ['flags', FLAG.assumable],
  attic: ['flags', FLAG.attic],
  basement: ['flags', FLAG.basement],
  carport: ['flags', FLAG.carport],
  cash_buyer: ['flags', FLAG.cashBuyer],
  corporate_owned: ['lead', LEAD.corporate],
  death: ['flags', FLAG.death],
  deck: ['flags', FLAG.deck],
  feature_balcony: ['flags', FLAG.balcony],
  fire_sprinklers: ['flags', FLAG.fireSprinklers],
  flood_zone: ['lead', LEAD.floodZone],
  free_clear: ['lead', LEAD.freeClear],
  garage: ['flags', FLAG.garage],
  high_equity: ['lead', LEAD.highEquity],
  hoa: ['flags', FLAG.hoa],
  individual_owned: ['lead', LEAD.individual],
  inherited: ['flags', FLAG.inherited],
  in_state_owner: ['lead', LEAD.inStateAbsentee],
  investor_buyer: ['flags', FLAG.investorBuyer],
  judgment: ['flags', FLAG.judgment],
  last_sale_arms_length: ['flags', FLAG.lastSaleArmsLength],
  mfh_2to4: ['lead', LEAD.mfh2to4],
  mfh_5plus: ['lead', LEAD.mfh5plus],
  out_of_state_owner: ['lead', LEAD.outOfStateAbsentee],
  patio: ['flags', FLAG.patio],
  pool: ['flags', FLAG.pool],
  prior_owner_individual: ['flags', FLAG.priorOwnerIndividual],
  private_lender: ['flags', FLAG.privateLender],
  quit_claim: ['flags', FLAG.quitClaim],
  rv_parking: ['flags', FLAG.rvParking],
  tax_lien: ['flags', FLAG.taxLien],
  trust_owned: ['lead', LEAD.trust],
  vacant: ['flags', FLAG.vacant],
  mls_active: ['lead', LEAD.mlsActive],
  mls_pending: ['lead', LEAD.mlsPending],
  mls_sold: ['lead', LEAD.mlsSold],
  mls_cancelled: ['lead', LEAD.mlsCancelled],
};

/** Every flag that is one bit: the hand-made ones above and the generated ones. */
export const ALL_BIT_FLAGS: readonly (readonly [string, 'flags' | 'lead', number])[] = [
  ...Object.entries(BIT_FLAGS).map(([key, [column, bit]]) => [key, column, bit] as const),
  ...GENERATED_FLAG_LIST.map((f) => [f.name, 'flags', f.bit] as const),
];

/** The summary counts a windowed flag over the default 1-year window, whatever search_range says. */
const WINDOW_LEAD_BITS: Readonly<Partial<Record<WindowFlag, number>>> = {
  auction: LEAD.auction1y,
  pre_foreclosure: LEAD.preForeclosure1y,
  reo: LEAD.reo1y,
};

/** Lead types that are a flag's absence count a lead bit of their own. */
const ABSENCE_LEAD_BITS: Readonly<Partial<Record<BooleanFlag | MlsStatusFlag, number>>> = {
  absentee_owner: LEAD.ownerOccupied,
};

type BitSource = readonly ['flags' | 'lead', number];

const BIT_OF_FLAG: ReadonlyMap<string, BitSource> = new Map(
  ALL_BIT_FLAGS.map(([key, column, bit]) => [key, [column, bit]] as const),
);

/** A `flags` bit the summary counts, and the lead bit the engine index copies it into. */
export interface FlagLeadCopy {
  flag: number;
  lead: number;
}

/** The column and bit that a lead type's chip filters on. */
function filterBit(key: SummaryCountKey, { field, value }: LeadType['filter']): BitSource {
  const leadBit = value ? WINDOW_LEAD_BITS[field as WindowFlag] : ABSENCE_LEAD_BITS[field];
  const source =
    leadBit !== undefined
      ? (['lead', leadBit] as const)
      : value
        ? BIT_OF_FLAG.get(field)
        : undefined;
  if (source === undefined)
    throw new Error(`lead type ${key}: no bit for ${field} = ${String(value)}`);
  return source;
}

function summaryLeadBits(): {
  bits: Readonly<Record<SummaryCountKey, number>>;
  copies: readonly FlagLeadCopy[];
} {
  const bits = {} as Record<SummaryCountKey, number>;
  const copies: FlagLeadCopy[] = [];
  let nextBit = Object.values(LEAD).reduce((high, bit) => Math.max(high, bit), 0) * 2;
  for (const { key, filter } of LEAD_TYPES) {
    const [column, bit] = filterBit(key, filter);
    if (column === 'lead') {
      bits[key] = bit;
    } else {
      copies.push({ flag: bit, lead: nextBit });
      bits[key] = nextBit;
      nextBit *= 2;
    }
  }
  // The summary histograms lead bits a byte at a time over three bytes (search-engine.ts).
  if (nextBit > 1 << 24) throw new Error('LEAD bits must fit in 24 bits');
  return { bits, copies };
}

const SUMMARY_LEAD = summaryLeadBits();

/** Which lead bit each summary key counts. */
export const SUMMARY_BITS: Readonly<Record<SummaryCountKey, number>> = SUMMARY_LEAD.bits;

/** `flags` bits the engine index copies into lead bits so that the summary counts them. */
export const FLAG_LEAD_COPIES: readonly FlagLeadCopy[] = SUMMARY_LEAD.copies;
