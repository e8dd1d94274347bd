// The Usage screen against the real /app/v1 on PGlite in memory, ledger rows written as the meter
// writes them: the caps, the empty state, the chart and its table, the tables, the largest pulls,
// the CSV's address, a new period, what a member sees, and the mock's note.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render as renderDom, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppStoreClient } from '../../api/app-store/client';
import { AppStoreContext } from '../../api/app-store/queries';
import { openRealAppStore, type RealAppStore } from '../../test/real-app-store';
import { UsageDialog } from './usage-dialog';

let real: RealAppStore;

beforeAll(async () => {
  real = await openRealAppStore();
  await real.store.db.query(
    `INSERT INTO users (name_key, name, role, monthly_credit_cap)
     VALUES ('bob', 'Bob', 'member', 1000)`,
  );
}, 60_000);
afterAll(() => real?.close());

function healthSays(mode: 'mock' | 'proxy') {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL | Request) =>
      String(input) === '/healthz'
        ? Response.json({ status: 'ok', mode })
        : new Response(null, { status: 404 }),
    ),
  );
}

beforeEach(async () => {
  await real.store.db.query('TRUNCATE ledger');
  await real.store.db.query("DELETE FROM settings WHERE key = 'dailyCreditCap'");
  healthSays('proxy');
});
afterEach(() => vi.unstubAllGlobals());

function render(client: AppStoreClient = real.client) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderDom(
    <QueryClientProvider client={queryClient}>
      <AppStoreContext.Provider value={client}>
        <UsageDialog onClose={() => undefined} />
      </AppStoreContext.Provider>
    </QueryClientProvider>,
  );
}

async function paid(at: number | string, user: string, credits: number | null, extra = {}) {
  const row = {
    operation: 'PropertySearch',
    summary: 'Austin, TX: a page of 50',
    records: 50,
    ...extra,
  };
  await real.store.db.query(
    `INSERT INTO ledger (at, user_key, operation, summary, records, credits, credits_source, status,
                         agent)
     VALUES ($1::timestamptz, $2, $3, $4, $5, $6, $7, 'done', $8)`,
    [
      new Date(at).toISOString(),
      user,
      row.operation,
      row.summary,
      row.records,
      credits,
      credits === null ? 'unknown' : 'answer',
      (extra as { agent?: string }).agent ?? null,
    ],
  );
}

describe('UsageDialog', () => {
  it('says there are no paid calls yet, with the caps and the CSV link for this month', async () => {
    render();
    expect(await screen.findByText('No paid calls yet in this period.')).toBeInTheDocument();
    expect(screen.getByText('0 credits; no monthly cap')).toBeInTheDocument();
    expect(
      // In the last minute before midnight UTC the words are "under a minute" (a CI run met it).
      screen.getByText(/^0 credits; no daily cap; the day resets in (\d+ (h|min)|under a minute)/),
    ).toBeInTheDocument();
    const month = new Date().toISOString().slice(0, 7);
    const link = screen.getByRole('link', { name: 'Download the ledger (CSV)' });
    expect(link.getAttribute('href')).toMatch(
      new RegExp(`^/app/v1/usage\\.csv\\?from=${month}-01&to=${month}-\\d\\d$`),
    );
    expect(link).toHaveAttribute('download');
    expect(screen.queryByText(/what the real service would charge/)).not.toBeInTheDocument();
  });

  it('shows the team’s month: totals, the chart with its table, by operation, by member, the largest pulls', async () => {
    await real.store.db.query(
      "INSERT INTO settings (key, value) VALUES ('dailyCreditCap', '5000'::jsonb)",
    );
    const now = Date.now();
    await paid(now - 1000, 'local', 50);
    await paid(now - 900, 'bob', 362);
    await paid(now - 800, 'bob', null, {
      operation: 'MLSDetailBulk',
      summary: '7 listings',
      records: 7,
    });
    render();
    expect(await screen.findByText('412 credits')).toBeInTheDocument();
    expect(screen.getByText('50 credits; no monthly cap')).toBeInTheDocument();
    expect(screen.getByText(/^1 call of unknown cost .*never as free\.$/)).toBeInTheDocument();
    expect(screen.getByText(/^412 of 5,000 credits; resets in/)).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: /^Credits by day, .*412 credits over 1 day/ }),
    ).toBeInTheDocument();
    const byDay = screen.getByRole('table', { name: 'Credits by day' });
    expect(within(byDay).getAllByRole('row').length).toBeGreaterThanOrEqual(29);

    const operations = screen.getByRole('table', { name: 'By operation' });
    expect(
      within(operations).getByRole('row', { name: 'PropertySearch 2 412' }),
    ).toBeInTheDocument();
    expect(
      within(operations).getByRole('row', { name: 'MLSDetailBulk 1 0 + 1 unknown' }),
    ).toBeInTheDocument();
    const members = screen.getByRole('table', { name: 'By member' });
    expect(
      within(members)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Bob', 'local']);
    const largest = screen.getByRole('table', { name: 'Largest pulls' });
    const rows = within(largest).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/Bob.*PropertySearch Austin, TX: a page of 50.*50.*362$/),
      expect.stringMatching(/local.*50.*50$/),
      expect.stringMatching(/Bob.*MLSDetailBulk 7 listings.*7.*unknown$/),
    ]);
  });

  it('shows what each watch and server export spent, and for whom; none: no such table', async () => {
    const now = Date.now();
    await paid(now - 1000, 'local', 40);
    const first = render();
    expect(await screen.findByText('40 credits')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'By watches and server exports' })).toBeNull();
    first.unmount();

    const search = await real.store.searches.create('bob', {
      name: 'Tampa absentee',
      query: 'city=Tampa',
    });
    await paid(now - 900, 'bob', 12, { agent: `watch:${search.id}` });
    await paid(now - 800, 'local', 250, { agent: 'export:e-9' });
    render();
    const work = await screen.findByRole('table', { name: 'By watches and server exports' });
    expect(
      within(work)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['Server export export:e-9local150250', 'Watch Tampa absenteeBob15012']);
  });

  it('shows another period once asked, and refuses a start after the end', async () => {
    await paid('2025-03-05T10:00:00Z', 'local', 75);
    const user = userEvent.setup();
    render();
    await screen.findByText('No paid calls yet in this period.');
    const from = screen.getByLabelText('From');
    const to = screen.getByLabelText('To');
    await user.clear(from);
    await user.type(from, '2025-03-10');
    await user.clear(to);
    await user.type(to, '2025-03-01');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The start day must not be after the end day.',
    );
    await user.clear(from);
    await user.type(from, '2025-03-01');
    await user.clear(to);
    await user.type(to, '2025-03-31');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('75 credits')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download the ledger (CSV)' })).toHaveAttribute(
      'href',
      '/app/v1/usage.csv?from=2025-03-01&to=2025-03-31',
    );
  });

  it('shows a member their own calls and cap only', async () => {
    const now = Date.now();
    await paid(now - 1000, 'local', 50);
    await paid(now - 900, 'bob', 362);
    render(real.clientAs('bob', 'member'));
    expect(await screen.findByText('362 of 1,000 monthly credits')).toBeInTheDocument();
    expect(
      screen.getByText('Credits your paid calls cost, from the team’s ledger.'),
    ).toBeInTheDocument();
    const mine = screen.getByRole('table', { name: 'Your calls' });
    expect(
      within(mine)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Bob']);
    expect(screen.getByText('362 credits')).toBeInTheDocument();
    expect(screen.getByRole('meter', { name: 'Share of your monthly cap used' })).toHaveAttribute(
      'value',
      '0.362',
    );
  });

  it('says on the embedded mock that the costs are what the real service would charge', async () => {
    healthSays('mock');
    render();
    expect(
      await screen.findByText(/^Costs shown are what the real service would charge/),
    ).toBeInTheDocument();
  });
});
