// The export dialog opens from "Export…" for every match and from "Export selected" for the
// ticked rows (the same dialog, which says so); a purpose closes it and starts the export.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { closeExportDialog, openExportDialog } from './export-dialog-store';
import { ExportMenu } from './export-menu';

function renderMenu(selectedCount: number) {
  const onStart = vi.fn();
  render(
    <ExportMenu
      total={240}
      selectedCount={selectedCount}
      privacy={false}
      busy={false}
      onStart={onStart}
    />,
    {
      // The dialog reads what the user has left to spend (a query; unanswered here).
      wrapper: ({ children }) => (
        <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
      ),
    },
  );
  return onStart;
}

describe('ExportMenu', () => {
  beforeEach(() => {
    localStorage.clear();
    act(() => closeExportDialog());
  });

  it('"Export…" opens the dialog for every match', async () => {
    renderMenu(3);
    await userEvent.click(screen.getByRole('button', { name: 'Export…' }));
    expect(screen.getByRole('dialog', { name: 'Export leads' })).toHaveAccessibleDescription(
      '240 leads',
    );
  });

  it('"Export selected" opens the same dialog for the selection; a purpose starts and closes it', async () => {
    const onStart = renderMenu(3);
    act(() => openExportDialog('selected'));
    expect(screen.getByRole('dialog', { name: 'Export leads' })).toHaveAccessibleDescription(
      '3 selected leads',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Full' }));
    expect(onStart).toHaveBeenCalledWith(
      'selected',
      expect.objectContaining({ setId: 'preset:full' }),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('with no selection left, it does not open (nor pop up later)', () => {
    renderMenu(0);
    act(() => openExportDialog('selected'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
