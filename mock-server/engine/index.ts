// Public API of the mock search engine.
export { createSearchEngine } from './search-engine';
export { referenceSearch } from './reference-search';
export type {
  EngineResult,
  LeadSummary,
  SearchEngine,
  SearchQuery,
  SortableField,
  SortDirection,
  SummaryCountKey,
} from './types';
export { SUMMARY_COUNT_KEYS, SORTABLE_FIELDS, LIMITS } from './types';
