// Every request the app sends for a search, built in one place from the search state: the map,
// the live count and the results take them from here and never assemble their own.
import type { PropertyMappingRequest } from '../../api/contract/property-mapping';
import type { PropertySearchRequest } from '../../api/contract/search-request';
import { toSortObject, type SearchFilters, type SearchState, type SortSpec } from './search-state';

/** Whether privacy mode is on in these filters (no search: off). */
export function isPrivate(filters: SearchFilters | undefined): boolean {
  return filters?.obfuscate === true;
}

/**
 * Privacy mode lives in the filters as `obfuscate: true` (so links and saved searches keep it);
 * this is the one place that switches it, on filters or on a whole request. Off removes the field
 * rather than sending `false`.
 */
export function withPrivacy<T extends SearchFilters>(filters: T, on: boolean): T {
  if (on) return isPrivate(filters) ? filters : { ...filters, obfuscate: true };
  if (!('obfuscate' in filters)) return filters;
  const { obfuscate: _obfuscate, ...rest } = filters;
  return rest as T;
}

/** A saved list's ids replace any typed ids: the list is what is being viewed. */
function withListIds(filters: SearchFilters, listIds: readonly number[] | undefined) {
  return listIds ? { ...filters, ids: [...listIds] } : filters;
}

/** The list request for the state's page: its filters, sort and paging (and privacy when on). */
export function listRequest(
  state: SearchState,
  listIds?: readonly number[],
): PropertySearchRequest {
  const filters = withPrivacy(state.filters, isPrivate(state.filters));
  const request: PropertySearchRequest = {
    ...withListIds(filters, listIds),
    // page.index counts pages; the service's resultIndex counts rows to skip.
    resultIndex: state.page.index * state.page.size,
    size: state.page.size,
  };
  const sort = toSortObject(state.sort);
  if (sort) request.sort = sort;
  return request;
}

/**
 * The count request for a set of filters, also the summary's: no paging or sort, so every page
 * and sort shares it. The privacy rule: obfuscate changes what records show, never which records
 * match, so requests that return numbers or ids (count, summary, ids) never carry it and
 * toggling privacy reuses their answers; only the list request does.
 */
export function countRequest(
  filters: SearchFilters,
  listIds?: readonly number[],
): PropertySearchRequest {
  return withListIds(withPrivacy(filters, false), listIds);
}

/**
 * Pins a page: the contract's MAPPING_MAX_SIZE (a test keeps them equal). Not imported: that
 * module carries the mapping schemas, and this builder is on the first screen (the live count).
 */
export const PINS_PAGE_SIZE = 10_000;

/**
 * The pins request (POST /v2/PropertyMapping) for page `page` of up to 10,000 pins: the count's
 * filters (pins carry no names, so never privacy), no sort (the service orders pins by id),
 * `resultIndex` paging. The endpoint refuses count, summary and ids_only, so none is ever here.
 */
export function pinsRequest(
  filters: SearchFilters,
  listIds?: readonly number[],
  page = 0,
): PropertyMappingRequest {
  const {
    count: _count,
    summary: _summary,
    ids_only: _idsOnly,
    sort: _sort,
    ...rest
  } = countRequest(filters, listIds);
  return { ...rest, resultIndex: page * PINS_PAGE_SIZE, size: PINS_PAGE_SIZE };
}

/**
 * The rows of given property ids in a sort (the selected rows, a saved list), as their export
 * pages them. Like the list request it returns records, so it carries privacy when it is on:
 * privacy mode asks the service to leave names and addresses out.
 */
export function idsListRequest(
  ids: readonly number[],
  sort: readonly SortSpec[],
  privacy: boolean,
): PropertySearchRequest {
  const sortObject = toSortObject(sort);
  return withPrivacy({ ids: [...ids], ...(sortObject ? { sort: sortObject } : {}) }, privacy);
}

/**
 * The requests of one search. The client adds each operation's own flag (count, summary,
 * ids_only), so a request here is the body without it.
 */
export interface SearchRequests {
  /** The shown page (what the table and the map draw). */
  list: PropertySearchRequest;
  /** How many match: filters only. */
  count: PropertySearchRequest;
  /** The lead-type summary: the same filters as the count. */
  summary: PropertySearchRequest;
  /** For ids_only (select all, save as list): filters plus sort, so a cap keeps the top rows. */
  ids: PropertySearchRequest;
  /** Every match's point for the map (PropertyMapping), first 10,000; `pinsRequest` pages on. */
  pins: PropertyMappingRequest;
}

/** The requests for a search; `listIds` are a saved list's ids when one is being viewed. */
export function searchRequests(state: SearchState, listIds?: readonly number[]): SearchRequests {
  const count = countRequest(state.filters, listIds);
  const sort = toSortObject(state.sort);
  return {
    list: listRequest(state, listIds),
    count,
    summary: count,
    ids: sort ? { ...count, sort } : count,
    pins: pinsRequest(state.filters, listIds),
  };
}
