// Switching a summary lead type on and off in the search filters (the table is the contract's).
import { LEAD_TYPES, type LeadType } from '../../../api/contract/lead-types';
import type { SearchFilters } from '../../../state/search/search-state';

export { LEAD_TYPES, type LeadType };

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
