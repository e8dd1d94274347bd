// How many of the leads an export is about to write have been traced (issue 40 item 5): their ids
// (free: the search's ids_only, or the selection), then which of them the team holds a skip answer
// for (free). The dialog says it, so a file with empty phone columns is no surprise; it never
// traces anything itself (that is the results' "Trace owners").
import { useQuery } from '@tanstack/react-query';
import { useAppStore } from '../../../api/app-store/queries';

/** Every match, or the ticked rows (the dialog's ExportScope). */
type Scope = 'all' | 'selected';

/** The most ids one `traced` read takes; above it the dialog says nothing rather than guess. */
const MAX_TRACED_IDS = 100_000;

export interface TracedCount {
  traced: number;
  leads: number;
}

/** `scopeIds`: the property ids of the rows in scope; without it there is nothing to count. */
export function useTracedCount(
  scope: Scope,
  rowsInScope: number,
  scopeIds: ((scope: Scope) => Promise<readonly number[]>) | undefined,
): TracedCount | undefined {
  const store = useAppStore();
  const query = useQuery({
    // Read again each time the dialog opens: a trace may have landed since.
    queryKey: ['app-store', 'owner-contacts', 'export-traced', scope, rowsInScope],
    queryFn: async (): Promise<TracedCount | null> => {
      const ids = (await scopeIds?.(scope)) ?? [];
      if (ids.length === 0 || ids.length > MAX_TRACED_IDS) return null;
      const answer = await store.traced(ids.map(String));
      return { traced: answer.traced.length, leads: ids.length };
    },
    enabled: scopeIds !== undefined && rowsInScope > 0,
    gcTime: 0,
    staleTime: 0,
    retry: false,
  });
  return query.data ?? undefined;
}
