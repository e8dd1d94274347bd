// Public types of the search engine: the normalized query it takes and the result it gives back.

// The field lists are the contract's: the mock and the client must agree on them.
export { SORTABLE_FIELDS, SEARCH_RANGES, LIMITS } from '../../src/api/contract/search-fields';
export { SUMMARY_COUNT_KEYS } from '../../src/api/contract/lead-types';
export type { SortableField } from '../../src/api/contract/search-fields';
export type { SummaryCountKey } from '../../src/api/contract/lead-types';
import type { SummaryCountKey } from '../../src/api/contract/lead-types';
import type {
  SEARCH_RANGES,
  SortableField,
  SortDirection,
} from '../../src/api/contract/search-fields';
type SearchRange = (typeof SEARCH_RANGES)[number];

interface LatLonPoint {
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
  /**
   * PropertyMapping: rows of the page [resultIndex, resultIndex + size) of the matches in id
   * order, size up to 10,000 (default 10,000). The same filters as `search`; sort, count,
   * ids_only and summary are not read.
   */
  pins(query: SearchQuery): EngineResult;
}
