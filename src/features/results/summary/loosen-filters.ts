// Which single change to a search would bring back results: the candidates the empty state counts.
import { LIMITS } from '../../../api/contract/search-fields';
import { validatePropertySearchRequest } from '../../../api/contract/search-request';
import type { SearchFilters } from '../../../state/search/search-state';
import { capitalize, filterGroups, filterLabel, groupLabel } from '../filter-labels';

export interface Loosening {
  /** What the user would do, e.g. "Remove vacant" or "Widen the radius to 2 mi". */
  label: string;
  filters: SearchFilters;
}

/**
 * Removes fields the contract says can no longer stand alone (an auction date without auction),
 * so a suggestion is always a valid search. Returns what it removed, or null if it cannot fix it.
 */
function withoutOrphans(
  filters: SearchFilters,
): { filters: SearchFilters; removed: string[] } | null {
  let current: Record<string, unknown> = { ...filters };
  const removed: string[] = [];
  for (let round = 0; round < 4; round += 1) {
    const check = validatePropertySearchRequest(current);
    if (check.ok) return { filters: current as SearchFilters, removed };
    const fields = [...new Set(check.violations.map((v) => v.field))].filter((f) =>
      Object.hasOwn(current, f),
    );
    if (fields.length === 0) return null;
    current = { ...current };
    for (const f of fields) {
      delete current[f];
      removed.push(f);
    }
  }
  return null;
}

/** One-step loosenings of `filters`, each a valid search, most promising kinds first. */
export function looseningCandidates(filters: SearchFilters, max = 8): Loosening[] {
  const out: Loosening[] = [];
  const seen = new Set<string>();
  const push = (label: string, next: SearchFilters) => {
    const key = JSON.stringify(next);
    if (seen.has(key) || out.length >= max) return;
    seen.add(key);
    out.push({ label, filters: next });
  };

  if (typeof filters.radius === 'number' && filters.radius < LIMITS.maxRadius) {
    const radius = Math.min(LIMITS.maxRadius, Math.round(filters.radius * 20) / 10);
    push(`Widen the radius to ${radius} mi`, { ...filters, radius });
  }
  // Flags and conditions are usually what empties a search; location goes last.
  const order = { flag: 0, condition: 1, range: 2, value: 3 } as const;
  const groups = filterGroups(filters).sort((a, b) => order[a.kind] - order[b.kind]);
  for (const group of groups) {
    const next: Record<string, unknown> = { ...filters };
    for (const key of group.keys) delete next[key];
    const fixed = withoutOrphans(next as SearchFilters);
    if (!fixed) continue;
    const extra = [...new Set(fixed.removed.map(filterLabel))];
    push(capitalize(`remove ${[groupLabel(group), ...extra].join(', ')}`), fixed.filters);
  }
  return out;
}
