// The confirm gate: a pull below the team's threshold goes at once, one above it asks (Cancel
// spends nothing, Spend lets it go), one past a cap is refused with nothing offered to spend, and
// an estimate that cannot be read does not block the pull (the server's meter still guards).
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { AppStoreClient } from '../../api/app-store/client';
import type { AllowanceAnswer } from '../../api/app-store/contract';
import { AppStoreContext } from '../../api/app-store/queries';
import type { Pull } from '../../api/app-store/spend-estimate';
import { useSpendGate } from './use-spend-gate';

const RESETS = '2026-12-01T00:00:00.000Z';

function allowanceOf(monthlyLeft: number | null, confirmAboveCredits = 100): AllowanceAnswer {
  return {
    monthly: {
      cap: monthlyLeft === null ? null : 5000,
      used: monthlyLeft === null ? 0 : 5000 - monthlyLeft,
      left: monthlyLeft,
      resetsAt: RESETS,
    },
    daily: { cap: null, used: 0, left: null, resetsAt: RESETS },
    confirmAboveCredits,
    prices: 'offline',
  };
}

/** A store whose held and allowance answers are free; `spend` stands for the paid pull. */
function setup(allowance: () => Promise<AllowanceAnswer>) {
  const store = {
    held: vi.fn(async (ids: string[]) => ({ held: [], missing: ids, freshnessDays: 30 })),
    readRecords: vi.fn(),
    allowance: vi.fn(allowance),
  } as unknown as AppStoreClient;
  const spend = vi.fn();
  function Screen({ pull }: { pull: Pull }) {
    const { confirmSpend, gate } = useSpendGate();
    const [answer, setAnswer] = useState('');
    return (
      <>
        <button
          type="button"
          onClick={() =>
            void confirmSpend(pull).then((go) => {
              setAnswer(go ? 'went' : 'stopped');
              if (go) spend();
            })
          }
        >
          Export
        </button>
        <p>{answer}</p>
        {gate}
      </>
    );
  }
  const renderWith = (pull: Pull) =>
    render(
      <AppStoreContext.Provider value={store}>
        <Screen pull={pull} />
      </AppStoreContext.Provider>,
    );
  return { store, spend, renderWith };
}

describe('useSpendGate', () => {
  it('lets a pull at or below the threshold go without asking', async () => {
    const { spend, renderWith } = setup(async () => allowanceOf(4000, 100));
    renderWith({ records: 100 });
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByText('went')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(spend).toHaveBeenCalledTimes(1);
  });

  it('asks above the threshold: Cancel spends nothing, Spend goes ahead', async () => {
    const { spend, store, renderWith } = setup(async () => allowanceOf(4000, 100));
    renderWith({ records: 250, ids: Array.from({ length: 250 }, (_, i) => i + 1) });
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    const dialog = await screen.findByRole('dialog', { name: 'Spend credits?' });
    expect(dialog).toHaveTextContent(
      '0 of 250 already held, 250 to buy ≈ 250 credits; you have 4,000 left this month (estimated: offline prices)',
    );
    expect(dialog).toHaveTextContent(/more than 100 credits, the team’s limit/);
    expect(store.held).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('stopped')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(spend).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Spend up to 250 credits' }));
    expect(await screen.findByText('went')).toBeInTheDocument();
    expect(spend).toHaveBeenCalledTimes(1);
  });

  it('refuses a pull past what is left: nothing offered to spend', async () => {
    const { spend, renderWith } = setup(async () => allowanceOf(40, 1000));
    renderWith({ records: 300 });
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    const dialog = await screen.findByRole('dialog', { name: 'Not enough credits left' });
    expect(dialog).toHaveTextContent(
      '300 credits is more than the 40 credits you have left this month: the server would refuse it, so nothing will be fetched.',
    );
    expect(screen.queryByRole('button', { name: /Spend/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(await screen.findByText('stopped')).toBeInTheDocument();
    expect(spend).not.toHaveBeenCalled();
  });

  it('does not block the pull when the estimate cannot be read', async () => {
    const { spend, renderWith } = setup(() => Promise.reject(new Error('offline')));
    renderWith({ records: 5000 });
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByText('went')).toBeInTheDocument();
    expect(spend).toHaveBeenCalledTimes(1);
  });
});
