// A county clicked on the map, written into the search filters the way the where-box sends one (§2.1
// autocomplete fields): `searchType: 'N'` with the county's `fips`.
import type { SearchFilters } from '../../../state/search/search-state';

export interface County {
  /** 5-digit county FIPS, e.g. "48113". */
  fips: string;
  /** "Dallas County, TX". */
  title: string;
}

export interface CountyPick {
  filters: SearchFilters;
  /** What happened, in words, for the map's notice. */
  notice: string;
}

/** 5-digit FIPS from what the filters hold (the mock zero-pads too). */
function normalFips(value: unknown): string | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const text = String(value).trim();
  return text === '' ? undefined : text.padStart(5, '0');
}

/**
 * The filters after a click on `county`. The spec's `fips` is one string, so a search names one
 * county: a click on another county replaces it (a shift-click too, and the notice says why it did
 * not add), a click on the searched county removes it. The county replaces every other way the
 * filters named a place of their own (`countyId`, the free-text `county`, an autocomplete
 * `title`), since together with the new FIPS they could only narrow the search to nothing.
 * Everything else (state, zip, drawn area, other filters) is kept.
 */
export function pickCounty(
  filters: SearchFilters,
  county: County,
  options: { adding: boolean; titleOf?: (fips: string) => string | undefined },
): CountyPick {
  const current = normalFips(filters.fips);
  const next: SearchFilters = { ...filters };

  if (current === county.fips) {
    delete next.fips;
    if (next.searchType === 'N' && next.title === undefined) delete next.searchType;
    return { filters: next, notice: `${county.title} was removed from the search.` };
  }

  const replaced: string[] = [];
  if (current !== undefined) replaced.push(options.titleOf?.(current) ?? `county ${current}`);
  if (typeof next.county === 'string') replaced.push(`the county "${next.county}"`);
  if (next.title !== undefined) replaced.push(`the place "${String(next.title)}"`);
  delete next.countyId;
  delete next.county;
  delete next.title;
  next.fips = county.fips;
  next.searchType = 'N';

  let notice = `Searching ${county.title}.`;
  if (replaced.length > 0) notice = `${county.title} replaced ${replaced.join(' and ')}.`;
  if (options.adding && current !== undefined)
    notice += ' A search can hold one county (one FIPS code), so shift-click replaces it too.';
  return { filters: next, notice };
}
