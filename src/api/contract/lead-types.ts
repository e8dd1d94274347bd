// The summary's lead types (reference-shapes): the wire keys, and in display order each one's words and
// the search flag it stands for. The words default to the flag's label in the field registry, and
// are the words of the lead type's badge and column too (record-fields.ts, column-catalogue.ts).
// Each key is also the record's boolean field of that name (property-record.ts).
import type { FlagEntry } from './field-kinds';
import { SEARCH_FIELDS, type BooleanFlag, type MlsStatusFlag } from './field-registry';

/** Lead types of the summary object (reference-shapes), counted per search. */
export const SUMMARY_COUNT_KEYS = [
  'auction',
  'highEquity',
  'freeClear',
  'preForeclosure',
  'vacant',
  'ownerOccupied',
  'absenteeOwner',
  'inStateAbsenteeOwner',
  'outOfStateAbsenteeOwner',
  'corporateOwned',
  'cashBuyer',
  'investorBuyer',
  'reo',
  'mlsActive',
  'mlsPending',
  'privateLender',
  'MFH2to4',
  'MFH5plus',
] as const;
export type SummaryCountKey = (typeof SUMMARY_COUNT_KEYS)[number];

export interface LeadType {
  key: SummaryCountKey;
  label: string;
  /** The request flag and value that narrows a search to this lead type. */
  filter: { field: BooleanFlag | MlsStatusFlag; value: boolean };
}

interface LeadTypeRow {
  flag: BooleanFlag | MlsStatusFlag;
  /** Default true; false for a lead type that is the flag's absence (owner occupied). */
  value?: false;
  /** Only where the summary names the lead type differently from the filter panel. */
  label?: string;
}

/** In display order: owner situation, equity, distress, market, buyers, building. */
const ROWS: { [K in SummaryCountKey]: LeadTypeRow } = {
  absenteeOwner: { flag: 'absentee_owner' },
  ownerOccupied: { flag: 'absentee_owner', value: false, label: 'Owner occupied' },
  inStateAbsenteeOwner: { flag: 'in_state_owner', label: 'In-state absentee' },
  outOfStateAbsenteeOwner: { flag: 'out_of_state_owner', label: 'Out-of-state absentee' },
  highEquity: { flag: 'high_equity' },
  freeClear: { flag: 'free_clear' },
  vacant: { flag: 'vacant' },
  preForeclosure: { flag: 'pre_foreclosure' },
  auction: { flag: 'auction' },
  reo: { flag: 'reo', label: 'Bank owned (REO)' },
  mlsActive: { flag: 'mls_active', label: 'Listed on MLS' },
  mlsPending: { flag: 'mls_pending' },
  cashBuyer: { flag: 'cash_buyer' },
  investorBuyer: { flag: 'investor_buyer' },
  corporateOwned: { flag: 'corporate_owned' },
  privateLender: { flag: 'private_lender' },
  MFH2to4: { flag: 'mfh_2to4', label: '2–4 units' },
  MFH5plus: { flag: 'mfh_5plus', label: '5+ units' },
};

const FLAG_LABELS: ReadonlyMap<string, string> = new Map(
  (SEARCH_FIELDS as readonly { kind: string }[])
    .filter((e): e is FlagEntry => e.kind === 'flag')
    .map((e) => [e.name, e.label]),
);

export const LEAD_TYPES: readonly LeadType[] = (
  Object.entries(ROWS) as [SummaryCountKey, LeadTypeRow][]
).map(([key, row]) => ({
  key,
  label: row.label ?? FLAG_LABELS.get(row.flag) ?? row.flag,
  filter: { field: row.flag, value: row.value ?? true },
}));

const LABELS: ReadonlyMap<SummaryCountKey, string> = new Map(
  LEAD_TYPES.map((t) => [t.key, t.label]),
);

/** A lead type's words: its chip, its badge and its column read them. */
export function leadTypeLabel(key: SummaryCountKey): string {
  return LABELS.get(key) ?? key;
}
