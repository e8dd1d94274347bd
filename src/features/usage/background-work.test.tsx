// The Usage dialog's background work: each job in words (what, for whom, where it stands, why it
// failed, which try comes when), the filter asks the server for that state, and a server that
// runs no jobs is said so.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render as renderDom, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error';
import type { AppStoreClient } from '../../api/app-store/client';
import { AppStoreContext } from '../../api/app-store/queries';
import type { JobsAnswer, JobSummary } from '../../api/app-store/work-contract';
import { BackgroundWork } from './background-work';

const HOUR = 3_600_000;

function job(fields: Partial<JobSummary>): JobSummary {
  return {
    id: 'j',
    queue: 'watch-run',
    state: 'completed',
    owner: 'bob',
    subject: null,
    retryCount: 0,
    retryLimit: 3,
    lastError: null,
    createdAt: new Date(Date.now() - HOUR).toISOString(),
    startAfter: new Date(Date.now() - HOUR).toISOString(),
    startedAt: null,
    completedAt: null,
    ...fields,
  };
}

const NO_WATCHES = async () => ({ watches: [], timeZone: 'UTC' });

function render(
  jobs: AppStoreClient['jobs'],
  more: Partial<Pick<AppStoreClient, 'watches' | 'allWebhookDeliveries'>> = {},
) {
  const client = {
    jobs,
    watches: NO_WATCHES,
    allWebhookDeliveries: async () => ({ deliveries: [] }),
    ...more,
  } as unknown as AppStoreClient;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderDom(
    <QueryClientProvider client={queryClient}>
      <AppStoreContext.Provider value={client}>
        <BackgroundWork />
      </AppStoreContext.Provider>
    </QueryClientProvider>,
  );
}

describe('BackgroundWork', () => {
  it('says each job in words, for the team, and asks again for the state chosen', async () => {
    const later = new Date(Date.now() + 2 * HOUR).toISOString();
    const team: JobsAnswer = {
      scope: 'team',
      jobs: [
        job({ id: '1', subject: 'Denver pre-foreclosures', state: 'completed' }),
        job({
          id: '2',
          queue: 'webhook-delivery',
          subject: 'Denver pre-foreclosures',
          state: 'retry',
          retryCount: 2,
          retryLimit: 12,
          startAfter: later,
          lastError: 'the receiver answered 500',
        }),
        job({
          id: '3',
          queue: 'export-run',
          owner: 'ann',
          state: 'failed',
          retryCount: 3,
          lastError: 'This job has used 100 of its 100 monthly credits',
        }),
        job({ id: '4', queue: 'watches-tick', owner: null, state: 'created', startAfter: later }),
      ],
    };
    const jobs = vi.fn(async (query?: { state?: string }) =>
      query?.state === 'failed' ? { scope: 'team' as const, jobs: [team.jobs[2]!] } : team,
    );
    render(jobs);
    const table = await screen.findByRole('table', { name: 'The team’s jobs' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows[0]).toMatch(/^Watch run: Denver pre-foreclosuresbobDone/);
    expect(rows[1]).toMatch(
      /^Webhook delivery: Denver pre-foreclosuresbobRetrying: try 3 of 13 at .+; last try: the receiver answered 500/,
    );
    expect(rows[2]).toMatch(
      /^Server exportannFailed after 4 tries: This job has used 100 of its 100 monthly credits/,
    );
    expect(rows[3]).toMatch(/^Watch schedule checkthe teamWaiting until /);

    await userEvent.setup().click(screen.getByRole('radio', { name: 'Failed' }));
    expect(jobs).toHaveBeenLastCalledWith({ state: 'failed' });
    await vi.waitFor(() =>
      expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2),
    );
  });

  it('shows an admin the team’s watches, with their last run and spend, and its deliveries', async () => {
    const watch = {
      searchId: 's1',
      searchName: 'Denver pre-foreclosures',
      owner: 'bob',
      mine: false,
      frequency: 'weekly' as const,
      weekday: 1,
      hour: 7,
      listId: 'l1',
      listName: 'Denver — new leads',
      pullRecords: true,
      skipTrace: false,
      monthlyCreditCap: 500,
      paused: false,
      createdAt: new Date(Date.now() - 48 * HOUR).toISOString(),
      updatedAt: new Date(Date.now() - 48 * HOUR).toISOString(),
      creditsThisMonth: 120,
      lastRun: {
        id: 'r1',
        searchId: 's1',
        jobId: 'j1',
        trigger: 'scheduled' as const,
        status: 'done' as const,
        startedAt: new Date(Date.now() - 3 * HOUR).toISOString(),
        finishedAt: new Date(Date.now() - 3 * HOUR).toISOString(),
        matches: 812,
        newCount: 12,
        removedCount: 0,
        pulled: 12,
        traced: 0,
        credits: 12,
        message: null,
        error: null,
      },
    };
    const attempt = (n: number) => ({
      attempt: n,
      series: 1,
      at: new Date().toISOString(),
      status: 500,
      error: null,
      responseMs: 40,
      answerHead: 'down',
      outcome: n === 2 ? ('failed' as const) : ('retrying' as const),
    });
    const watches = vi.fn(async () => ({ watches: [watch], timeZone: 'America/Denver' }));
    render(async () => ({ scope: 'team' as const, jobs: [] }), {
      watches,
      allWebhookDeliveries: async () => ({
        deliveries: [
          {
            id: 'd1',
            endpointId: 'e1',
            event: 'watch.new_leads' as const,
            state: 'failed' as const,
            leadCount: 12,
            series: 1,
            createdAt: new Date().toISOString(),
            updatedAt: new Date().toISOString(),
            bodyClearedAt: null,
            attempts: [attempt(2), attempt(1)],
            owner: 'bob',
            url: 'https://hooks.example.com/leads?token=x',
            searchId: 's1',
          },
        ],
      }),
    });
    const table = await screen.findByRole('table', { name: 'The team’s watches' });
    expect(watches).toHaveBeenCalledWith(true);
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(
      /^Denver pre-foreclosuresbobevery Monday at 07:003 h ago: \+12 · Done\.120 credits of 500$/,
    );
    const deliveries = await screen.findByRole('table', { name: 'The team’s webhook deliveries' });
    expect(within(deliveries).getAllByRole('row')[1]).toHaveTextContent(
      /bobhooks\.example\.com12 new leadsFailed after 2 tries \(HTTP 500\)$/,
    );
  });

  it('shows a member their own jobs, without a "For" column; none: says what will show', async () => {
    const jobs = vi.fn(async () => ({ scope: 'self' as const, jobs: [] }));
    render(jobs);
    expect(await screen.findByText('No background work yet.')).toBeInTheDocument();
    expect(
      screen.getByText(/Watched searches, webhook deliveries and server exports show here/),
    ).toBeInTheDocument();
  });

  it('says so when the server runs no background jobs', async () => {
    const jobs = vi.fn(async () => {
      throw new ApiError({
        message: 'Background jobs are not running on this server. Try again shortly.',
        status: 503,
        errorCode: undefined,
      });
    });
    render(jobs);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The background work could not be read: Background jobs are not running on this server.',
    );
  });
});
