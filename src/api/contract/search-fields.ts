// Names and groupings of the PropertySearch request fields (spec §2.1), shared by the schema, the form and the mock.

export const OPERATORS = ['lt', 'lte', 'gt', 'gte'] as const;
export type Operator = (typeof OPERATORS)[number];

export const PROPERTY_TYPES = ['SFR', 'MFR', 'LAND', 'CONDO', 'MOBILE', 'OTHER'] as const;
export const NOTICE_TYPES = ['FOR', 'NOD', 'NOL', 'NTS', 'REO'] as const;
export const SEARCH_RANGES = ['1_MONTH', '2_MONTH', '3_MONTH', '6_MONTH', '1_YEAR'] as const;
export const SEARCH_TYPES = ['A', 'C', 'N', 'S', 'Z', 'G', 'T'] as const;

/** The boolean filters of §2.1 ("Boolean flags"), in the spec's order. */
export const BOOLEAN_FLAGS = [
  'absentee_owner',
  'adjustable_rate',
  'assumable',
  'attic',
  'auction',
  'basement',
  'breezeway',
  'carport',
  'cash_buyer',
  'corporate_owned',
  'death',
  'deck',
  'feature_balcony',
  'fire_sprinklers',
  'flood_zone',
  'foreclosure',
  'free_clear',
  'garage',
  'high_equity',
  'hoa',
  'individual_owned',
  'inherited',
  'in_state_owner',
  'investor_buyer',
  'judgment',
  'last_sale_arms_length',
  'mfh_2to4',
  'mfh_5plus',
  'out_of_state_owner',
  'patio',
  'pool',
  'pre_foreclosure',
  'prior_owner_individual',
  'private_lender',
  'quit_claim',
  'reo',
  'rv_parking',
  'tax_lien',
  'trust_owned',
  'vacant',
] as const;
export type BooleanFlag = (typeof BOOLEAN_FLAGS)[number];

export const MLS_STATUS_FLAGS = ['mls_active', 'mls_pending', 'mls_cancelled', 'mls_sold'] as const;

/** Integer range pairs (`<name>_min` / `<name>_max`) of §2.1. */
export const RANGE_FIELDS = [
  'assessed_improvement_value',
  'assessed_land_value',
  'assessed_value',
  'baths',
  'beds',
  'building_size',
  'deck_area',
  'estimated_equity',
  'last_sale_price',
  'lot_size',
  'ltv',
  'median_income',
  'mortgage',
  'rooms',
  'pool_area',
  'portfolio_equity',
  'portfolio_mortgage_balance',
  'portfolio_purchased_last12',
  'portfolio_purchased_last6',
  'portfolio_value',
  'prior_owner_months_owned',
  'properties_owned',
  'stories',
  'tax_delinquent_year',
  'units',
  'value',
  'year',
  'year_built',
  'years_owned',
  'mls_days_on_market',
  'mls_listing_price',
] as const;
export type RangeField = (typeof RANGE_FIELDS)[number];

/** Ranges that may go below zero (equity can be negative). */
export const SIGNED_RANGE_FIELDS: ReadonlySet<RangeField> = new Set([
  'estimated_equity',
  'portfolio_equity',
]);

/** Date range pairs of §2.1, plus the control field last_update_date. */
export const DATE_RANGE_FIELDS = [
  'auction_date',
  'foreclosure_date',
  'last_sale_date',
  'pre_foreclosure_date',
  'last_update_date',
] as const;
export type DateRangeField = (typeof DATE_RANGE_FIELDS)[number];

/** Value-plus-operator pairs of §2.1: [value field, operator field, kind]. */
export const VALUE_OPERATOR_PAIRS = [
  ['estimated_equity', 'equity_operator', 'integer'],
  ['equity_percent', 'equity_percent_operator', 'integer'],
  ['last_sale_date', 'last_sale_date_operator', 'date'],
  ['median_income', 'median_income_operator', 'integer'],
  ['years_owned', 'years_owned_operator', 'integer'],
  ['mls_listing_price', 'mls_listing_price_operator', 'integer'],
] as const;

/** Fields the `sort` object accepts (reference-shapes). */
export const SORTABLE_FIELDS = [
  'years_owned',
  'equity_percent',
  'year_built',
  'building_size',
  'lot_size',
  'assessed_value',
  'last_sale_date',
  'estimated_equity',
  'estimated_value',
  'assessed_land_value',
] as const;
export type SortableField = (typeof SORTABLE_FIELDS)[number];
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

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

/** Hard limits of spec §8. */
export const LIMITS = {
  defaultSize: 50,
  maxSize: 250,
  maxIdsOnly: 10_000,
  minRadius: 0.1,
  maxRadius: 10,
  minMlsAddressLength: 10,
  maxBulkIds: 1000,
  // decision (the spec is silent): every drawn or pasted area stays cheap to test against each property.
  maxPolygons: 100,
  maxPolygonPoints: 10_000,
} as const;
