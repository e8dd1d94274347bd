// The held owner contacts of the rows on screen (free: a read of what the team traced), refreshed
// when a trace lands a batch (invalidateOwnerContacts). Keyed by the ids in view: a page of 250.
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useAppStore } from '../../api/app-store/queries';
import { contactsById, type OwnerContacts } from '../../lib/lead-rows/owner-contacts';

const CONTACTS_KEY = ['app-store', 'owner-contacts'] as const;
const EMPTY: ReadonlyMap<string, OwnerContacts> = new Map();

export function useOwnerContacts(ids: readonly string[], enabled = true) {
  const store = useAppStore();
  const query = useQuery({
    queryKey: [...CONTACTS_KEY, ids.join(',')],
    queryFn: async () => contactsById(await store.contacts([...ids])),
    enabled: enabled && ids.length > 0,
    staleTime: 60_000,
    // The last page's contacts while the next page's are read: a lead on both keeps its cell, and
    // the others wait (isLoading covers the placeholder).
    placeholderData: (previous) => previous,
  });
  return {
    contacts: query.data ?? EMPTY,
    isLoading: query.isLoading || query.isPlaceholderData,
    error: query.error,
  };
}

/** After a trace: every screen showing contacts reads them again. */
export function invalidateOwnerContacts(client: QueryClient) {
  return client.invalidateQueries({ queryKey: CONTACTS_KEY });
}
