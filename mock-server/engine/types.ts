// Public types of the search engine: the normalized query it takes and the result it gives back.

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
export type SortDirection = 'asc' | 'desc';

export const SEARCH_RANGES = ['1_MONTH', '2_MONTH', '3_MONTH', '6_MONTH', '1_YEAR'] as const;
export type SearchRange = (typeof SEARCH_RANGES)[number];

export interface LatLonPoint {
  lat: number;
  lon: number;
}

/**
 * A validated, normalized PropertySearch request (spec §2.1 field names). The contract has
 * already turned zip, property_use_code, document_type_code, roof_construction_code and
 * roof_material_code into arrays, mapped year_min/year_max, capped size (1..250, default 50)
 * and defaulted resultIndex (0). The engine still reads every field defensively.
 */
export type SearchQuery = Record<string, unknown> & {
  count?: boolean;
  summary?: boolean;
  ids_only?: boolean;
  obfuscate?: boolean;
  ids?: number[];
  size?: number;
  resultIndex?: number;
  /** Key order is precedence. */
  sort?: Partial<Record<SortableField, SortDirection>>;
  latitude?: number;
  longitude?: number;
  radius?: number;
  polygon?: LatLonPoint[];
  multi_polygon?: { boundaries: LatLonPoint[] }[];
  search_range?: SearchRange;
};

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

/** Totals per lead type over all matches, plus medians over the matches with an MLS listing. */
export type LeadSummary = Record<SummaryCountKey, number> & {
  medianListingPrice: number | null;
  medianDaysOnMarket: number | null;
};

export interface EngineResult {
  /** Total number of matches. */
  resultCount: number;
  /**
   * Row indexes (property id − 10,000,001) in result order: the page
   * [resultIndex, resultIndex + size) in list mode, up to 10,000 rows with ids_only, empty for
   * count and summary.
   */
  rows: Int32Array;
  /** Only when summary: true. */
  summary?: LeadSummary;
}

export interface SearchEngine {
  search(query: SearchQuery): EngineResult;
}

export const LIMITS = { defaultSize: 50, maxSize: 250, maxIdsOnly: 10_000 } as const;
