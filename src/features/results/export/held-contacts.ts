// The export's read of the held owner contacts: free (what the team already traced), in chunks the
// app's server takes (≤ 1,000 ids a call), read tolerantly into one map by property id.
import type { AppStoreClient } from '../../../api/app-store/client';
import { contactsById, type OwnerContacts } from '../../../lib/lead-rows/owner-contacts';
import type { ReadContacts } from './run-export';

const CONTACTS_CHUNK = 1000;

function aborted(): DOMException {
  return new DOMException('The export was cancelled.', 'AbortError');
}

export function heldContactsReader(store: Pick<AppStoreClient, 'contacts'>): ReadContacts {
  return async (ids, signal) => {
    const found = new Map<string, OwnerContacts>();
    for (let from = 0; from < ids.length; from += CONTACTS_CHUNK) {
      if (signal.aborted) throw aborted();
      const answer = await store.contacts(ids.slice(from, from + CONTACTS_CHUNK));
      for (const [id, contacts] of contactsById(answer)) found.set(id, contacts);
    }
    if (signal.aborted) throw aborted();
    return found;
  };
}
