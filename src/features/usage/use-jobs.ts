// The background work's model: the queue's jobs (GET /app/v1/jobs), read again every few seconds
// while any is waiting, running or retrying, so the screen follows a run without a reload.
import { useQuery } from '@tanstack/react-query';
import { useAppStore } from '../../api/app-store/queries';
import type { JobsAnswer, JobsQuery } from '../../api/app-store/work-contract';

const UNDER_WAY = new Set(['created', 'active', 'retry']);
const POLL_MS = 4_000;

function underWay(answer: JobsAnswer | undefined): boolean {
  return answer?.jobs.some((job) => UNDER_WAY.has(job.state)) ?? false;
}

export function useJobs(query: JobsQuery) {
  const store = useAppStore();
  return useQuery({
    queryKey: ['app-store', 'jobs', query],
    queryFn: () => store.jobs(query),
    refetchInterval: (current) => (underWay(current.state.data) ? POLL_MS : false),
  });
}
