import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { lastPageIndex, PaginationBar } from './pagination-bar';

function setup(pageIndex: number, total = 12_345) {
  const onPageChange = vi.fn();
  const onPageSizeChange = vi.fn();
  render(
    <PaginationBar
      pageIndex={pageIndex}
      pageSize={50}
      total={total}
      rowStart={pageIndex * 50}
      rowsOnPage={Math.min(50, total - pageIndex * 50)}
      onPageChange={onPageChange}
      onPageSizeChange={onPageSizeChange}
    />,
  );
  return { onPageChange, onPageSizeChange };
}

describe('PaginationBar', () => {
  it('shows the row range', () => {
    setup(0);
    expect(screen.getByText('1–50 of 12,345')).toBeInTheDocument();
  });

  it('goes to first, previous, next and last pages', async () => {
    const { onPageChange } = setup(5);
    await userEvent.click(screen.getByRole('button', { name: 'First page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Last page' }));
    expect(onPageChange.mock.calls).toEqual([[0], [4], [6], [246]]);
  });

  it('disables moving past either end', () => {
    setup(246);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Last page' })).toBeDisabled();
    expect(screen.getByText('12,301–12,345 of 12,345')).toBeInTheDocument();
  });

  it('jumps to a typed page on Enter, clamped to the last page', async () => {
    const { onPageChange } = setup(0);
    const input = screen.getByRole('spinbutton', { name: /Page/ });
    await userEvent.clear(input);
    await userEvent.type(input, '9999{Enter}');
    expect(onPageChange).toHaveBeenLastCalledWith(246);
  });

  it('offers page sizes 25, 50, 100 and 250', async () => {
    const { onPageSizeChange } = setup(0);
    const select = screen.getByRole('combobox', { name: 'Rows per page' });
    expect([...(select as HTMLSelectElement).options].map((o) => o.value)).toEqual([
      '25',
      '50',
      '100',
      '250',
    ]);
    await userEvent.selectOptions(select, '250');
    expect(onPageSizeChange).toHaveBeenCalledTimes(1);
    expect(onPageSizeChange).toHaveBeenCalledWith(250);
  });

  it('computes the last page index', () => {
    expect(lastPageIndex(0, 50)).toBe(0);
    expect(lastPageIndex(50, 50)).toBe(0);
    expect(lastPageIndex(51, 50)).toBe(1);
  });
});
