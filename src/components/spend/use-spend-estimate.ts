// The estimate of a pull for a screen to show before it starts (free calls only), refreshed when
// the screen comes back into view: what is left changes as the team spends.
import { useQuery } from '@tanstack/react-query';
import { useAppStore } from '../../api/app-store/queries';
import { loadEstimate, type Pull } from '../../api/app-store/spend-estimate';

/** `key` names the pull (a list's id, "mls"); its size is part of the key, its ids are not. */
export function useSpendEstimate(key: string, pull: Pull) {
  const store = useAppStore();
  // eslint-disable-next-line @tanstack/query/exhaustive-deps -- `key` and the sizes stand for the pull (above); one store per app
  return useQuery({
    queryKey: ['app-store', 'spend-estimate', key, pull.records, pull.ids?.length ?? 0],
    queryFn: () => loadEstimate(store, pull),
    retry: false,
  });
}
