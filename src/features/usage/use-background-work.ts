// The background work's other reads beside the jobs: the watches (a member's own, an admin's
// whole team's) and, for an admin, every webhook delivery. Both are read again every half minute
// while the view is open, so a run or a delivery shows without a reload.
import { useQuery } from '@tanstack/react-query';
import { useAppStore } from '../../api/app-store/queries';

const REFRESH_MS = 30_000;

export function useTeamWatches(all: boolean) {
  const store = useAppStore();
  return useQuery({
    queryKey: ['app-store', 'watches', { all }],
    queryFn: () => store.watches(all),
    refetchInterval: REFRESH_MS,
  });
}

export function useTeamDeliveries(enabled: boolean) {
  const store = useAppStore();
  return useQuery({
    queryKey: ['app-store', 'webhook-deliveries', 'all'],
    queryFn: () => store.allWebhookDeliveries(),
    enabled,
    refetchInterval: REFRESH_MS,
  });
}
