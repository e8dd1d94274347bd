// The summary's lead types (reference-shapes): their labels and the search filter each one stands for.
import type { SummaryCountKey } from '../../api/contract/search-fields';
import type { SearchFilters } from '../search-state/search-state';

export interface LeadType {
  key: SummaryCountKey;
  label: string;
  /** The request flag and value that narrows a search to this lead type. */
  filter: { field: keyof SearchFilters; value: boolean };
}

/** In display order: owner situation, equity, distress, market, buyers, building. */
export const LEAD_TYPES: readonly LeadType[] = [
  {
    key: 'absenteeOwner',
    label: 'Absentee owner',
    filter: { field: 'absentee_owner', value: true },
  },
  {
    key: 'ownerOccupied',
    label: 'Owner occupied',
    filter: { field: 'absentee_owner', value: false },
  },
  {
    key: 'inStateAbsenteeOwner',
    label: 'In-state absentee',
    filter: { field: 'in_state_owner', value: true },
  },
  {
    key: 'outOfStateAbsenteeOwner',
    label: 'Out-of-state absentee',
    filter: { field: 'out_of_state_owner', value: true },
  },
  { key: 'highEquity', label: 'High equity', filter: { field: 'high_equity', value: true } },
  { key: 'freeClear', label: 'Free & clear', filter: { field: 'free_clear', value: true } },
  { key: 'vacant', label: 'Vacant', filter: { field: 'vacant', value: true } },
  {
    key: 'preForeclosure',
    label: 'Pre-foreclosure',
    filter: { field: 'pre_foreclosure', value: true },
  },
  { key: 'auction', label: 'Auction', filter: { field: 'auction', value: true } },
  { key: 'reo', label: 'Bank owned (REO)', filter: { field: 'reo', value: true } },
  { key: 'mlsActive', label: 'Listed on MLS', filter: { field: 'mls_active', value: true } },
  { key: 'mlsPending', label: 'MLS pending', filter: { field: 'mls_pending', value: true } },
  { key: 'cashBuyer', label: 'Cash buyer', filter: { field: 'cash_buyer', value: true } },
  {
    key: 'investorBuyer',
    label: 'Investor buyer',
    filter: { field: 'investor_buyer', value: true },
  },
  {
    key: 'corporateOwned',
    label: 'Corporate owned',
    filter: { field: 'corporate_owned', value: true },
  },
  {
    key: 'privateLender',
    label: 'Private lender',
    filter: { field: 'private_lender', value: true },
  },
  { key: 'MFH2to4', label: '2–4 units', filter: { field: 'mfh_2to4', value: true } },
  { key: 'MFH5plus', label: '5+ units', filter: { field: 'mfh_5plus', value: true } },
];

export function isLeadTypeActive(filters: SearchFilters, type: LeadType): boolean {
  return filters[type.filter.field] === type.filter.value;
}

/**
 * Filters with the lead type switched on, or off when it already is. Switching on replaces a
 * contrary value of the same flag (owner occupied ↔ absentee owner).
 */
export function toggleLeadType(filters: SearchFilters, type: LeadType): SearchFilters {
  const next: Record<string, unknown> = { ...filters };
  if (isLeadTypeActive(filters, type)) delete next[type.filter.field];
  else next[type.filter.field] = type.filter.value;
  return next as SearchFilters;
}
