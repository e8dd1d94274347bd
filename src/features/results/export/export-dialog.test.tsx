import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ExportDialog } from './export-dialog';

const chosen = () =>
  within(screen.getByRole('list', { name: /columns in the file/ }))
    .getAllByRole('listitem')
    .map((li) => li.querySelector('.column-picker__label')?.textContent);

function renderDialog(props: Partial<Parameters<typeof ExportDialog>[0]> = {}) {
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
  );
  return onStart;
}

describe('ExportDialog', () => {
  beforeEach(() => localStorage.clear());

  it('says what the export costs before it starts', () => {
    renderDialog();
    expect(screen.getByRole('note')).toHaveTextContent(
      'Fetches 12,345 records in 50 pages: on a real service that is 12,345 credits',
    );
    expect(screen.getByRole('button', { name: 'Export 12,345 rows' })).toBeEnabled();
  });

  it('a preset fills the columns and the merge; editing it is marked, and the start carries both', async () => {
    const onStart = renderDialog();
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
    await userEvent.selectOptions(screen.getByLabelText('Column set'), 'Dialer / skip trace');
    await userEvent.type(screen.getByLabelText('Save these columns as'), 'Skip trace vendor');
    await userEvent.click(screen.getByRole('button', { name: 'Save column set' }));
    expect(screen.getByLabelText('Column set')).toHaveDisplayValue('Skip trace vendor');
    await userEvent.click(screen.getByRole('button', { name: 'Delete “Skip trace vendor”' }));
    expect(screen.getByLabelText('Column set')).toHaveDisplayValue('Full');
  });

  it('offers the selected rows only when some are selected', async () => {
    const onStart = renderDialog({ selectedCount: 3 });
    await userEvent.click(screen.getByRole('radio', { name: 'The 3 selected rows' }));
    await userEvent.click(screen.getByRole('button', { name: 'Export 3 rows' }));
    expect(onStart).toHaveBeenCalledWith('selected', expect.anything());
  });

  it('locks name and address columns in privacy mode', () => {
    renderDialog({ privacy: true });
    expect(screen.getByRole('checkbox', { name: /^Addressee/ })).toBeDisabled();
  });
});
