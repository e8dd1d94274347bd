// The Usage screen's model: the period shown (this month to start with), the ledger's answer for
// it from /app/v1/usage, the CSV's address for the same period, and whether the app runs on the
// embedded mock (its costs are what the real service would charge, and the screen says so).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { z } from 'zod';
import { usageCsvHref } from '../../api/app-store/client';
import { useAppStore } from '../../api/app-store/queries';
import { currentMonth, type UsagePeriodValues } from './usage-period';

const healthSchema = z.object({ mode: z.enum(['mock', 'proxy']) });

/**
 * Is the app's server the embedded mock? /healthz says (503 while the mock builds its dataset,
 * the body still naming the mode). Settings reads the same; features never import each other.
 */
function onMockQuery() {
  return queryOptions({
    queryKey: ['app-server', 'usage-mode'],
    queryFn: async ({ signal }) => {
      try {
        const response = await fetch('/healthz', {
          headers: { accept: 'application/json' },
          signal,
        });
        return healthSchema.safeParse(await response.json()).data?.mode === 'mock';
      } catch (error) {
        if (signal.aborted) throw error;
        return false;
      }
    },
    staleTime: Infinity,
    retry: false,
  });
}

export function useUsage() {
  const store = useAppStore();
  const [period, setPeriod] = useState<UsagePeriodValues>(() => currentMonth(Date.now()));
  const usage = useQuery({
    queryKey: ['app-store', 'usage', period],
    queryFn: () => store.usage(period),
    // A new period keeps the last answer on screen until its own arrives.
    placeholderData: keepPreviousData,
  });
  const { data: onMock = false } = useQuery(onMockQuery());
  return { period, setPeriod, usage, onMock, csvHref: usageCsvHref(period) };
}
