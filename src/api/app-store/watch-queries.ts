// The reads of watches and the team's time zone, keyed under the app store's stem so a change
// anywhere in the lists panel refreshes them too (useRefreshAppStore).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AppStoreClient } from './client';
import { useAppStore } from './queries';

const watchKeys = {
  watches: ['app-store', 'watches'] as const,
  watch: (searchId: string) => ['app-store', 'watch', searchId] as const,
  runs: (searchId: string) => ['app-store', 'watch-runs', searchId] as const,
  timeZone: ['app-store', 'team-time-zone'] as const,
};

/** The caller's watches, each with its last run (the panel's rows read them at a glance). */
export function useWatchesQuery() {
  const store = useAppStore();
  return useQuery({ queryKey: watchKeys.watches, queryFn: () => store.watches() });
}

export function watchQuery(store: AppStoreClient, searchId: string) {
  return queryOptions({
    queryKey: watchKeys.watch(searchId),
    queryFn: () => store.getWatch(searchId),
  });
}

/** The newest runs of a watch; polled while one is running or awaited. */
export function watchRunsQuery(store: AppStoreClient, searchId: string, limit: number) {
  return queryOptions({
    queryKey: [...watchKeys.runs(searchId), limit],
    queryFn: () => store.watchRuns(searchId, { limit }),
  });
}

export function useTeamTimeZoneQuery() {
  const store = useAppStore();
  return useQuery({ queryKey: watchKeys.timeZone, queryFn: () => store.teamTimeZone() });
}
