// The bulk screen with a fake client: start, batches, "N of M matched", none matched, paging, details.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { MlsBulkRequest } from '../../api/contract/mls-request';
import type { MlsBulkItem } from '../../api/contract/mls-response';
import { BulkLookup } from './bulk-lookup';
import { apiError, fakeApi, renderWithApi } from './test-kit';

function answer(req: MlsBulkRequest) {
  const ids = (req.assessor_ids ?? []) as number[];
  const data: MlsBulkItem[] = ids.map((id) =>
    id % 3 === 0
      ? {
          mlsNumber: `M${id}`,
          mlsBoardCode: 'har',
          standardStatus: 'Active',
          listingPrice: 1,
          address: { unparsedAddress: `${id} Main St` },
          listingAgent: { fullName: 'Ann Agent' },
        }
      : { id, match: false, error: true, errorMessage: 'No listing found for this assessor ID.' },
  );
  const recordCount = ids.filter((id) => id % 3 === 0).length;
  return { statusCode: recordCount ? 200 : 404, recordCount, data } as const;
}

const range = (n: number, from = 1) => Array.from({ length: n }, (_, i) => from + i);

describe('BulkLookup', () => {
  it('runs batches of 1,000 in order and shows N of M matched', async () => {
    const user = userEvent.setup();
    const api = fakeApi({ mlsDetailBulk: vi.fn(async (req) => answer(req)) });
    renderWithApi(<BulkLookup assessorIds={range(1500)} />, api);
    expect(screen.getByText(/runs in 2 batches of up to 1,000 leads/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Start lookup' }));
    expect(await screen.findByText('500 of 1,500 matched')).toBeVisible();
    const calls = vi.mocked(api.mlsDetailBulk).mock.calls;
    expect(calls.map(([req]) => req.assessor_ids)).toEqual([range(1000), range(500, 1001)]);
    for (const [req, opts] of calls) {
      expect(req.fields).toContain('mlsNumber');
      expect(opts).toEqual({ signal: expect.any(AbortSignal) });
    }
    // Request order, 100 rows a page: row 3 matches, row 1 shows its miss message.
    const table = screen.getByRole('table') as HTMLTableElement;
    // table.rows, not getAllByRole: role queries over 100 rows are slow in jsdom.
    const rows = [...table.rows];
    expect(rows).toHaveLength(101);
    expect(rows[1]).toHaveTextContent('No listing found for this property ID.');
    expect(rows[3]).toHaveTextContent('M3');
    expect(screen.getByText('Rows 1–100 of 1,500')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByText('Rows 101–200 of 1,500')).toBeVisible();
  });

  it('filters to the matched rows', async () => {
    const user = userEvent.setup();
    const api = fakeApi({ mlsDetailBulk: vi.fn(async (req) => answer(req)) });
    renderWithApi(<BulkLookup assessorIds={range(9)} />, api);
    await user.click(screen.getByRole('button', { name: 'Start lookup' }));
    await screen.findByText('3 of 9 matched');
    await user.click(screen.getByRole('radio', { name: 'Matched (3)' }));
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(4);
  });

  it('shows an all-miss answer as none matched', async () => {
    const user = userEvent.setup();
    const api = fakeApi({ mlsDetailBulk: vi.fn(async (req) => answer(req)) });
    renderWithApi(<BulkLookup assessorIds={[1, 2, 4]} />, api);
    await user.click(screen.getByRole('button', { name: 'Start lookup' }));
    expect(await screen.findByText(/^None matched/)).toBeVisible();
    expect(screen.getByRole('status', { name: 'Matches' })).toHaveTextContent('0 of 3 matched');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps the results when a batch fails, and resumes from it', async () => {
    const user = userEvent.setup();
    let calls = 0;
    const api = fakeApi({
      mlsDetailBulk: vi.fn(async (req) => {
        calls += 1;
        if (calls === 2) throw apiError(402, 'WALLET_INSUFFICIENT_BALANCE', 'x');
        return answer(req);
      }),
    });
    renderWithApi(<BulkLookup assessorIds={range(1200)} />, api);
    await user.click(screen.getByRole('button', { name: 'Start lookup' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your balance is too low');
    expect(screen.getByText(/Batch 2 of 2 failed/)).toBeVisible();
    expect(screen.getByRole('status', { name: 'Matches' })).toHaveTextContent(
      '333 of 1,000 matched',
    );
    await user.click(screen.getByRole('button', { name: 'Resume lookup' }));
    expect(await screen.findByText('400 of 1,200 matched')).toBeVisible();
    expect(vi.mocked(api.mlsDetailBulk).mock.calls.at(-1)?.[0].assessor_ids?.[0]).toBe(1001);
  });

  it('opens a matched row’s details and comes back to the same results', async () => {
    const user = userEvent.setup();
    const api = fakeApi({ mlsDetailBulk: vi.fn(async (req) => answer(req)) });
    renderWithApi(<BulkLookup assessorIds={range(6)} />, api);
    await user.click(screen.getByRole('button', { name: 'Start lookup' }));
    await screen.findByText('2 of 6 matched');
    await user.click(screen.getByRole('button', { name: 'Details for property 3' }));
    expect(await screen.findByText('Found by property ID 3.')).toBeVisible();
    expect(api.mlsDetail).toHaveBeenCalledTimes(1);
    expect(api.mlsDetail).toHaveBeenCalledWith(
      { assessor_id: 3 },
      { signal: expect.any(AbortSignal) },
    );
    await user.click(screen.getByRole('button', { name: '← Back to bulk results' }));
    expect(screen.getByRole('status', { name: 'Matches' })).toHaveTextContent('2 of 6 matched');
    expect(api.mlsDetailBulk).toHaveBeenCalledTimes(1);
  });

  it('moves focus into the answer on Start lookup, and keeps it there through the run and back', async () => {
    const user = userEvent.setup();
    const api = fakeApi({ mlsDetailBulk: vi.fn(async (req) => answer(req)) });
    renderWithApi(<BulkLookup assessorIds={range(6)} />, api);
    screen.getByRole('button', { name: 'Start lookup' }).focus();

    await user.keyboard('{Enter}');

    const answerRegion = screen.getByRole('region', { name: 'Lookup results' });
    expect(answerRegion).toHaveFocus();
    await screen.findByText('2 of 6 matched');
    expect(answerRegion).toHaveFocus();
    await user.tab();
    expect(answerRegion).toContainElement(document.activeElement as HTMLElement);

    await user.click(screen.getByRole('button', { name: 'Details for property 3' }));
    expect(screen.getByRole('button', { name: '← Back to bulk results' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('region', { name: 'Lookup results' })).toHaveFocus();
  });
});
