// The saved list on screen (the URL's list id): the list with its ids from the app store, kept
// until a change refreshes it, and its ids as the service's numbers for the searches by `ids`.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { AppStoreClient } from '../../../api/app-store/client';
import { listQuery, useAppStore } from '../../../api/app-store/queries';

/** A list with its ids (null once it cannot be opened), read once until a change refreshes it. */
export function savedListQuery(store: AppStoreClient, id: string) {
  return queryOptions({ ...listQuery(store, id), staleTime: Infinity });
}

export function useOpenList(listId: string | undefined) {
  const store = useAppStore();
  const savedList = useQuery({ ...savedListQuery(store, listId ?? ''), enabled: !!listId });
  const openList = listId ? savedList.data : undefined;
  const listIds = useMemo(() => openList?.ids.map(Number), [openList]);
  return { savedList, openList, listIds };
}
