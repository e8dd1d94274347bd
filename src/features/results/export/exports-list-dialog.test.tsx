// The Exports list reads the server's exports (progress, cost so far, status), offers the file of
// a finished one and Cancel for a running one, and asks again while one runs.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AppStoreClient } from '../../../api/app-store/client';
import type { ServerExport } from '../../../api/app-store/exports-contract';
import { AppStoreContext } from '../../../api/app-store/queries';
import ExportsListDialog from './exports-list-dialog';

const base: ServerExport = {
  id: 'e1',
  owner: 'dana',
  mine: true,
  label: '250,000 matches',
  format: 'csv',
  setName: 'Full',
  status: 'running',
  total: 250_000,
  leads: 62_500,
  rows: 62_500,
  merged: 0,
  credits: 62_750,
  error: null,
  fileName: 'austin-tx-2026-11-28.csv',
  fileBytes: null,
  createdAt: '2026-11-28T10:00:00Z',
  finishedAt: null,
};

function renderList(exports: ServerExport[], cancelExport = vi.fn()) {
  const store = {
    exports: vi.fn(async () => ({ exports })),
    cancelExport,
  } as unknown as AppStoreClient;
  render(
    <QueryClientProvider client={new QueryClient()}>
      <AppStoreContext.Provider value={store}>
        <ExportsListDialog onClose={() => undefined} />
      </AppStoreContext.Provider>
    </QueryClientProvider>,
  );
  return store;
}

describe('ExportsListDialog', () => {
  it('shows a running export’s progress and cost, and cancels it', async () => {
    const cancel = vi.fn(async () => ({ ...base, status: 'cancelled' as const }));
    renderList([base], cancel);
    const item = (await screen.findByText(base.fileName)).closest('li')!;
    expect(within(item).getByText('Running')).toBeInTheDocument();
    expect(
      within(item).getByText('62,500 of 250,000 leads (25%) · 62,750 credits so far'),
    ).toBeInTheDocument();
    expect(within(item).getByRole('progressbar')).toHaveAttribute('value', '62500');
    expect(within(item).queryByRole('link')).toBeNull();
    await userEvent.click(within(item).getByRole('button', { name: 'Cancel export' }));
    expect(cancel).toHaveBeenCalledWith('e1');
  });

  it('links a finished export’s file, and says why one failed', async () => {
    renderList([
      { ...base, id: 'e2', status: 'done', leads: 250_000, rows: 250_000, fileBytes: 9 },
      { ...base, id: 'e3', fileName: 'b.csv', status: 'failed', error: 'This job has used …' },
    ]);
    const link = await screen.findByRole('link', { name: 'Download CSV' });
    expect(link).toHaveAttribute('href', '/app/v1/exports/e2/file');
    expect(link).toHaveAttribute('download', base.fileName);
    expect(screen.getByText('This job has used …')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel export' })).toBeNull();
  });

  it('says so when there is none yet', async () => {
    renderList([]);
    expect(await screen.findByText(/No exports yet/)).toBeInTheDocument();
  });
});
