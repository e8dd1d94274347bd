// The held owner contacts of the rows on screen (free: a read of what the team traced), refreshed
// when a trace lands a batch (invalidateOwnerContacts). Keyed by the ids in view: a page of 250.
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useAppStore } from '../../api/app-store/queries';
import { contactsById, type OwnerContacts } from '../../lib/lead-rows/owner-contacts';

const CONTACTS_KEY = ['app-store', 'owner-contacts'] as const;
const EMPTY: ReadonlyMap<string, OwnerContacts> = new Map();
const NONE: ReadonlySet<string> = new Set();

/** What one read says: the contacts held, and every id it was asked for (held or not). */
interface ContactsRead {
  contacts: ReadonlyMap<string, OwnerContacts>;
  readIds: ReadonlySet<string>;
}

export function useOwnerContacts(ids: readonly string[], enabled = true) {
  const store = useAppStore();
  const query = useQuery({
    queryKey: [...CONTACTS_KEY, ids.join(',')],
    queryFn: async (): Promise<ContactsRead> => ({
      contacts: contactsById(await store.contacts([...ids])),
      readIds: new Set(ids),
    }),
    enabled: enabled && ids.length > 0,
    staleTime: 60_000,
    // The last read stays while the next is under way (the same object, so nothing that reads it
    // renders again): a lead in both keeps what it showed, and `readIds` says which leads it
    // answers for. isLoading covers the wait.
    placeholderData: (previous) => previous,
  });
  return {
    contacts: query.data?.contacts ?? EMPTY,
    readIds: query.data?.readIds ?? NONE,
    isLoading: query.isLoading || query.isPlaceholderData,
    error: query.error,
  };
}

/** After a trace: every screen showing contacts reads them again. */
export function invalidateOwnerContacts(client: QueryClient) {
  return client.invalidateQueries({ queryKey: CONTACTS_KEY });
}
