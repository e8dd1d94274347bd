import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ColumnPicker, type PickableColumn } from './column-picker';

const COLUMNS: PickableColumn[] = [
  { id: 'id', label: 'Property ID', group: 'Property' },
  { id: 'street', label: 'Address', group: 'Property', lockedReason: 'hidden in privacy mode' },
  { id: 'value', label: 'Estimated Value', group: 'Value & equity' },
  { id: 'auction', label: 'Auction Date', group: 'Distress' },
];

function Harness({ initial }: { initial: string[] }) {
  const [chosen, setChosen] = useState(initial);
  return (
    <ColumnPicker
      columns={COLUMNS}
      chosen={chosen}
      onChange={setChosen}
      chosenLabel="in the file"
    />
  );
}

const chosenLabels = () =>
  within(screen.getByRole('list', { name: /columns in the file/ }))
    .getAllByRole('listitem')
    .map((li) => li.querySelector('.column-picker__label')?.textContent);

describe('ColumnPicker', () => {
  it('finds columns by label or group and adds them at the end', async () => {
    render(<Harness initial={['id']} />);
    await userEvent.type(screen.getByLabelText('Find a column'), 'distress');
    const available = screen.getByRole('group', { name: 'Available columns' });
    expect(
      within(available)
        .getAllByRole('checkbox')
        .map((c) => c.parentElement?.textContent),
    ).toEqual(['Auction Date']);
    await userEvent.click(within(available).getByRole('checkbox', { name: 'Auction Date' }));
    expect(chosenLabels()).toEqual(['Property ID', 'Auction Date']);
  });

  it('moves with the buttons and with Alt+arrows, and removes', async () => {
    render(<Harness initial={['id', 'value', 'auction']} />);
    await userEvent.click(screen.getByRole('button', { name: 'Move Auction Date up' }));
    expect(chosenLabels()).toEqual(['Property ID', 'Auction Date', 'Estimated Value']);
    screen.getByRole('button', { name: 'Move Property ID down' }).focus();
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(chosenLabels()).toEqual(['Auction Date', 'Property ID', 'Estimated Value']);
    expect(screen.getByRole('status')).toHaveTextContent('Property ID moved to position 2 of 3.');
    await userEvent.click(screen.getByRole('button', { name: 'Remove Property ID' }));
    expect(chosenLabels()).toEqual(['Auction Date', 'Estimated Value']);
  });

  it('reorders by dragging one column onto another', () => {
    render(<Harness initial={['id', 'value', 'auction']} />);
    const items = screen.getAllByRole('listitem');
    const data = { setData: () => undefined, effectAllowed: '' };
    fireEvent.dragStart(items[2] as Element, { dataTransfer: data });
    fireEvent.drop(items[0] as Element, { dataTransfer: data });
    expect(chosenLabels()).toEqual(['Auction Date', 'Property ID', 'Estimated Value']);
  });

  it('locks columns privacy mode leaves out', () => {
    render(<Harness initial={['id']} />);
    expect(screen.getByRole('checkbox', { name: /^Address/ })).toBeDisabled();
  });
});
