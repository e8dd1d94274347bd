import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppStoreClient } from '../../../api/app-store/client';
import type { AllowanceAnswer } from '../../../api/app-store/contract';
import { AppStoreContext } from '../../../api/app-store/queries';
import { ExportDialog } from './export-dialog';
import { EXPORT_PRESETS } from './export-presets';
import { readLastSettings, type LastSettings } from './export-settings';

const chosen = () =>
  within(screen.getByRole('list', { name: /columns in the file/ }))
    .getAllByRole('listitem')
    .map((li) => li.querySelector('.column-picker__label')?.textContent);

const ALLOWANCE: AllowanceAnswer = {
  monthly: { cap: 5000, used: 800, left: 4200, resetsAt: '2026-12-01T00:00:00.000Z' },
  daily: { cap: null, used: 900, left: null, resetsAt: '2026-11-29T00:00:00.000Z' },
  confirmAboveCredits: 1000,
  prices: 'service',
};

/** The app's store as the dialog reads it: the allowance (free), or a failure to read it. */
function storeWrapper(
  allowance: () => Promise<AllowanceAnswer>,
  more: Partial<AppStoreClient> = {},
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const store = { allowance, ...more } as unknown as AppStoreClient;
  return function StoreWrapper({ children }: { children: ReactNode }) {
    return (
      <QueryClientProvider client={queryClient}>
        <AppStoreContext.Provider value={store}>{children}</AppStoreContext.Provider>
      </QueryClientProvider>
    );
  };
}

function renderDialog(
  props: Partial<Parameters<typeof ExportDialog>[0]> = {},
  allowance: () => Promise<AllowanceAnswer> = () => Promise.reject(new Error('offline')),
  more: Partial<AppStoreClient> = {},
) {
  const onStart = vi.fn();
  render(
    <ExportDialog
      total={12_345}
      selectedCount={0}
      privacy={false}
      onClose={() => undefined}
      onStart={onStart}
      {...props}
    />,
    { wrapper: storeWrapper(allowance, more) },
  );
  return onStart;
}

const custom = () => userEvent.click(screen.getByRole('button', { name: 'Custom' }));

describe('ExportDialog: what the file is for', () => {
  beforeEach(() => localStorage.clear());

  it('leads with the purposes, each saying what it gives and how many rows; no picker yet', () => {
    renderDialog({ total: 240 });
    const purposes = within(screen.getByRole('group', { name: 'What is the file for?' }));
    expect(purposes.getAllByRole('button')).toHaveLength(4);
    expect(purposes.getByRole('button', { name: 'Mail merge' })).toHaveAccessibleDescription(
      'One letter per mailing address: addressee and envelope lines. 240 leads, those sharing a mailing address merged into one letter.',
    );
    expect(purposes.getByRole('button', { name: 'Dialer' })).toHaveAccessibleDescription(
      /^One row per callable number of the traced owners among 240 leads: .* do-not-call numbers left out\.$/,
    );
    expect(purposes.getByRole('button', { name: 'Full' })).toHaveAccessibleDescription(
      /: 240 rows\.$/,
    );
    expect(purposes.getByRole('button', { name: 'Custom' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(screen.getByRole('dialog', { name: 'Export leads' })).toHaveAccessibleDescription(
      '240 leads',
    );
    expect(screen.queryByLabelText('Column set')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Export \d/ })).toBeNull();
    expect(screen.getByRole('note')).toHaveTextContent('at most 240 credits');
  });

  it('Mail merge starts at once: its columns, merged by mailing address, a CSV of every row', async () => {
    // The last Custom export was Excel without merging: a purpose does not inherit that.
    localStorage.setItem(
      'llb.export.settings.v1',
      JSON.stringify({ setId: 'preset:full', columnIds: ['id'], dedupe: 'off', format: 'xlsx' }),
    );
    const onStart = renderDialog({ total: 240 });
    await userEvent.click(screen.getByRole('button', { name: 'Mail merge' }));
    expect(onStart).toHaveBeenCalledTimes(1);
    expect(onStart).toHaveBeenCalledWith('all', {
      setId: 'preset:mail-merge',
      setName: 'Mail merge',
      columnIds: [...(EXPORT_PRESETS.find((p) => p.id === 'preset:mail-merge')?.columnIds ?? [])],
      dedupe: 'mailing',
      format: 'csv',
      limit: undefined,
    });
    // Remembered, for a saved list's export.
    expect(readLastSettings()).toMatchObject({ setId: 'preset:mail-merge', dedupe: 'mailing' });
  });

  it('Dialer and Full start with their presets, unmerged; the Dialer without DNC numbers', async () => {
    const onStart = renderDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Dialer' }));
    await userEvent.click(screen.getByRole('button', { name: 'Full' }));
    expect(
      (onStart.mock.calls as [string, LastSettings][]).map(([scope, s]) => [
        scope,
        s.setId,
        s.dedupe,
      ]),
    ).toEqual([
      ['all', 'preset:dialer', 'off'],
      ['all', 'preset:full', 'off'],
    ]);
    const [dialer, full] = (onStart.mock.calls as [string, LastSettings][]).map(([, s]) => s);
    expect(dialer?.contactFilters).toEqual({ withPhone: true, mobileOnly: false, noDnc: true });
    expect(full?.contactFilters).toBeUndefined();
  });

  it('opened for the selection, it says so and its purposes export the selected leads', async () => {
    const onStart = renderDialog({ selectedCount: 3, scope: 'selected' });
    expect(screen.getByRole('dialog', { name: 'Export leads' })).toHaveAccessibleDescription(
      '3 selected leads',
    );
    expect(screen.getByRole('button', { name: 'Full' })).toHaveAccessibleDescription(/: 3 rows\.$/);
    await userEvent.click(screen.getByRole('button', { name: 'Mail merge' }));
    expect(onStart).toHaveBeenCalledWith(
      'selected',
      expect.objectContaining({ dedupe: 'mailing' }),
    );
  });

  it('privacy mode rules out the purposes that are names and addresses', () => {
    renderDialog({ privacy: true });
    expect(screen.getByRole('button', { name: 'Mail merge' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Dialer' })).toHaveAccessibleDescription(
      'Needs owner names and addresses, which privacy mode leaves out.',
    );
    expect(screen.getByRole('button', { name: 'Full' })).toBeEnabled();
  });
});

describe('ExportDialog: Custom', () => {
  beforeEach(() => localStorage.clear());

  it('opens the rows, columns and file options, and says what the export costs', async () => {
    renderDialog();
    await custom();
    expect(screen.getByRole('button', { name: 'Custom' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('note')).toHaveTextContent(
      'Fetches 12,345 records in 50 pages: at most 12,345 credits (one per record the team does not already hold',
    );
    expect(screen.getByRole('button', { name: 'Export 12,345 rows' })).toBeEnabled();
  });

  it('a preset fills the columns and the merge; editing it is marked, and the start carries both', async () => {
    const onStart = renderDialog();
    await custom();
    await userEvent.selectOptions(screen.getByLabelText('Column set'), 'Mail merge');
    expect(chosen()[0]).toBe('Addressee');
    expect(screen.getByLabelText('Merge duplicates')).toHaveValue('mailing');
    await userEvent.click(screen.getByRole('button', { name: 'Remove Property ID' }));
    expect(screen.getByText('edited')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('checkbox', { name: 'Stop after' }));
    await userEvent.type(screen.getByLabelText('Rows to export at most'), '500');
    expect(screen.getByRole('note')).toHaveTextContent('500 credits');
    await userEvent.click(screen.getByRole('button', { name: 'Export 500 rows' }));
    expect(onStart).toHaveBeenCalledWith(
      'all',
      expect.objectContaining({
        setId: 'preset:mail-merge',
        setName: 'Mail merge (edited)',
        dedupe: 'mailing',
        format: 'csv',
        limit: 500,
      }),
    );
    const settings = onStart.mock.calls[0]?.[1] as { columnIds: string[] };
    expect(settings.columnIds).not.toContain('id');
  });

  it('saves the columns as a named set that the next dialog offers', async () => {
    renderDialog();
    await custom();
    await userEvent.selectOptions(screen.getByLabelText('Column set'), 'Dialer');
    await userEvent.type(screen.getByLabelText('Save these columns as'), 'Skip trace vendor');
    await userEvent.click(screen.getByRole('button', { name: 'Save column set' }));
    expect(screen.getByLabelText('Column set')).toHaveDisplayValue('Skip trace vendor');
    await userEvent.click(screen.getByRole('button', { name: 'Delete “Skip trace vendor”' }));
    expect(screen.getByLabelText('Column set')).toHaveDisplayValue('Full');
  });

  it('offers the selected rows only when some are selected', async () => {
    const onStart = renderDialog({ selectedCount: 3 });
    await custom();
    await userEvent.click(screen.getByRole('radio', { name: 'The 3 selected rows' }));
    await userEvent.click(screen.getByRole('button', { name: 'Export 3 rows' }));
    expect(onStart).toHaveBeenCalledWith('selected', expect.anything());
  });

  it('locks name and address columns in privacy mode', async () => {
    renderDialog({ privacy: true });
    await custom();
    expect(screen.getByRole('checkbox', { name: /^Addressee/ })).toBeDisabled();
  });
});

describe('ExportDialog: what is left to spend', () => {
  beforeEach(() => localStorage.clear());

  it('says what the member has left this month beside the cost', async () => {
    renderDialog({ total: 240 }, async () => ALLOWANCE);
    expect(await screen.findByText(/you have 4,200 left this month/)).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent(
      /at most 240 credits .*Then you have 4,200 left this month\.$/,
    );
  });

  it('says so when no cap applies, and that offline prices are estimates', async () => {
    renderDialog({ total: 240 }, async () => ({
      ...ALLOWANCE,
      monthly: { ...ALLOWANCE.monthly, cap: null, left: null },
      prices: 'offline',
    }));
    expect(
      await screen.findByText(/No spending cap applies \(estimated: offline prices\)\./),
    ).toBeInTheDocument();
  });

  it('says before Export that a pull above the team’s threshold will ask first', async () => {
    renderDialog({ total: 1_500 }, async () => ALLOWANCE);
    expect(await screen.findByText(/Nothing is spent until you confirm\.$/)).toBeInTheDocument();
  });

  it('says a pull past the cap would be refused', async () => {
    renderDialog({ total: 5_000 }, async () => ALLOWANCE);
    expect(await screen.findByText(/the server would refuse it/)).toBeInTheDocument();
  });

  it('keeps the cost alone when the allowance cannot be read', async () => {
    renderDialog({ total: 240 });
    expect(screen.getByRole('note')).toHaveTextContent(/counting the matches was free\)\.$/);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByRole('note')).not.toHaveTextContent(/left this month/);
  });
});

describe('ExportDialog: owner contacts', () => {
  beforeEach(() => localStorage.clear());

  /** 500 leads in scope, of which `traced` are traced. */
  function renderCounted(traced: number) {
    const ids = Array.from({ length: 500 }, (_, i) => i + 1);
    const scopeIds = vi.fn(async () => ids);
    const tracedRead = vi.fn(async (asked: string[]) => ({
      traced: asked.slice(0, traced),
      untraced: asked.slice(traced),
      freshnessDays: 90,
    }));
    const onStart = renderDialog({ total: 500, scopeIds }, undefined, {
      traced: tracedRead,
    } as Partial<AppStoreClient>);
    return { onStart, scopeIds, tracedRead };
  }

  it('says how many of the leads have traced contacts, and never traces itself', async () => {
    const { scopeIds, tracedRead } = renderCounted(312);
    expect(
      await screen.findByText(
        '312 of 500 leads have traced contacts; trace the rest first with Trace owners.',
      ),
    ).toBeInTheDocument();
    expect(scopeIds).toHaveBeenCalledWith('all');
    expect(tracedRead).toHaveBeenCalledWith(Array.from({ length: 500 }, (_, i) => String(i + 1)));
  });

  it('says when every lead, or none, is traced', async () => {
    renderCounted(500);
    expect(await screen.findByText('All 500 leads have traced contacts.')).toBeInTheDocument();
  });

  it('says when none is traced that the phone columns stay empty', async () => {
    renderCounted(0);
    expect(
      await screen.findByText(/^None of the 500 leads has traced contacts yet/),
    ).toBeInTheDocument();
  });

  it('offers Phone 1–5 and Email 1–3 as an "Owner contacts" group', async () => {
    renderDialog();
    await custom();
    const available = within(screen.getByRole('group', { name: 'Available columns' }));
    for (const label of ['Phone 1', 'Phone 5 DNC', 'Phone 3 last seen', 'Email 3'])
      expect(available.getByRole('checkbox', { name: label })).toBeEnabled();
    expect(screen.getByText('Owner contacts', { exact: true })).toBeInTheDocument();
  });

  it('locks the contact columns in privacy mode', async () => {
    renderDialog({ privacy: true });
    await custom();
    expect(screen.getByRole('checkbox', { name: /^Phone 1 type/ })).toBeDisabled();
  });

  it('the Dialer preset turns "Leave out DNC numbers" on; the filters go with the export', async () => {
    const onStart = renderDialog();
    await custom();
    const phones = within(screen.getByRole('group', { name: 'Owner phones' }));
    expect(phones.getByRole('checkbox', { name: 'Leave out DNC numbers' })).not.toBeChecked();
    await userEvent.selectOptions(screen.getByLabelText('Column set'), 'Dialer');
    expect(phones.getByRole('checkbox', { name: 'Leave out DNC numbers' })).toBeChecked();
    await userEvent.click(phones.getByRole('checkbox', { name: 'Mobile only' }));
    await userEvent.click(screen.getByRole('button', { name: 'Export 12,345 rows' }));
    expect(onStart).toHaveBeenCalledWith(
      'all',
      expect.objectContaining({
        setId: 'preset:dialer',
        contactFilters: { withPhone: true, mobileOnly: true, noDnc: true },
      }),
    );
    // Back to Full: a preset without phone filters.
    await userEvent.selectOptions(screen.getByLabelText('Column set'), 'Full');
    expect(phones.getByRole('checkbox', { name: 'Leave out DNC numbers' })).not.toBeChecked();
  });
});

describe('ExportDialog: run on the server', () => {
  beforeEach(() => localStorage.clear());

  it('is offered above 10,000 rows, on by default, and goes with the settings the export starts with', async () => {
    const onStart = renderDialog({ total: 12_345 });
    const where = screen.getByRole('checkbox', { name: 'Run on the server' });
    expect(where).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Full' }));
    expect(onStart).toHaveBeenLastCalledWith(
      'all',
      expect.objectContaining({ setId: 'preset:full', onServer: true }),
    );
  });

  it('can be turned off for this tab to write the file', async () => {
    const onStart = renderDialog({ total: 12_345 });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Run on the server' }));
    expect(screen.getByText(/keep it open until the download starts/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Full' }));
    expect(onStart.mock.lastCall?.[1]).not.toHaveProperty('onServer');
  });

  it('is not offered for one screen of pages', () => {
    renderDialog({ total: 10_000 });
    expect(screen.queryByRole('checkbox', { name: 'Run on the server' })).toBeNull();
  });
});
