// What stands between the form and a search: the form's own checks, the server's verdict on the
// live count's request, and the count itself.
import { useMemo } from 'react';
import { countRequest } from '../../state/search/search-requests';
import type { SearchGeometry } from '../../state/search/search-state';
import { CONTROL_BY_FIELD, controlId } from './filter-catalog';
import {
  AREA_FIELD,
  formFieldOf,
  labelMessage,
  parseFilterForm,
  type FilterFormValues,
  type FilterIssue,
} from './filter-form';
import { useLiveCount } from './use-live-count';

/** Each problem once: a field can break two rules with the same words. */
function distinctIssues(issues: readonly FilterIssue[]): FilterIssue[] {
  const seen = new Set<string>();
  return issues.filter((issue) => {
    const key = `${issue.field}:${issue.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * `listIds`: with a saved list open, its ids (the table counts the filters within it), or null
 * while they load (no count: the whole dataset's would be a number of nothing on screen).
 */
export function useFilterIssues(
  values: FilterFormValues,
  geometry: SearchGeometry,
  listIds?: readonly number[] | null,
) {
  // Cross-field rules mean a change to one field can fix or break another: each change checks the
  // whole form, drawn area included.
  const parsed = useMemo(() => parseFilterForm(values, geometry), [values, geometry]);
  const valid = parsed.issues.length === 0;
  const live = useLiveCount(
    valid && listIds !== null ? countRequest(parsed.filters, listIds) : null,
  );
  const serverIssues: FilterIssue[] = useMemo(
    () =>
      live.countedKey === live.currentKey
        ? live.serverViolations.map((v) => ({
            field: formFieldOf(v.field),
            message: labelMessage(v.message),
          }))
        : [],
    [live.countedKey, live.currentKey, live.serverViolations],
  );

  const issues = useMemo(
    () => distinctIssues([...parsed.issues, ...serverIssues]),
    [parsed.issues, serverIssues],
  );
  const errorsByControl = useMemo(() => {
    const map = new Map<string, Record<string, string[]>>();
    for (const issue of issues) {
      const c = CONTROL_BY_FIELD.get(issue.field);
      if (!c) continue;
      const id = controlId(c);
      const entry = map.get(id) ?? {};
      entry[issue.field] = [...(entry[issue.field] ?? []), issue.message];
      map.set(id, entry);
    }
    return map;
  }, [issues]);
  const areaIssues = issues.filter((i) => i.field === AREA_FIELD);
  const canSearch = valid && serverIssues.length === 0;

  return { parsed, valid, live, issues, errorsByControl, areaIssues, canSearch };
}
