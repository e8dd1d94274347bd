// The multi-select list: filter, pick by click and by keyboard, and remove picks as tags.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { MultiSelectList } from './multi-select-list';

const OPTIONS = [
  { value: 'NOD', label: 'NOD – Notice of Default' },
  { value: 'NTS', label: 'NTS – Notice of Trustee Sale' },
  { value: 'REO', label: 'REO – Real Estate Owned' },
];

function Harness({ initial = [] as string[] }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <span id="label">Notice</span>
      <MultiSelectList
        label="Notice"
        labelledBy="label"
        options={OPTIONS}
        value={value}
        onChange={setValue}
      />
      <output>{value.join(',')}</output>
    </>
  );
}

describe('MultiSelectList', () => {
  it('toggles options by click', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('option', { name: /Trustee/ }));
    expect(screen.getByRole('option', { name: /Trustee/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('status')).toHaveTextContent('NTS');
  });

  it('narrows with the search box and picks the best match with Enter', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(
      screen.getByRole('searchbox', { name: 'Search Notice options' }),
      'owned{Enter}',
    );
    expect(screen.getAllByRole('option')).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('REO');
  });

  it('works from the keyboard: arrows move, space toggles', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    screen.getByRole('searchbox').focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('listbox', { name: 'Notice' })).toHaveFocus();
    await user.keyboard('{ArrowDown}{ }{End}{ }');
    expect(screen.getByRole('status')).toHaveTextContent('NTS,REO');
  });

  it('lists a long table in part and finds the rest by typing', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 120 }, (_, i) => ({ value: String(i), label: `Code ${i}` }));
    render(
      <MultiSelectList
        label="Codes"
        labelledBy="x"
        options={many}
        value={[]}
        onChange={() => undefined}
      />,
    );
    expect(screen.getAllByRole('option')).toHaveLength(50);
    expect(
      screen.getByText('Showing 50 of 120. Type in the search box to find the others.'),
    ).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox'), 'code 119');
    expect(screen.getByRole('option', { name: 'Code 119' })).toBeInTheDocument();
  });

  it('removes a pick from its tag', async () => {
    const user = userEvent.setup();
    render(<Harness initial={['NOD', 'REO']} />);
    await user.click(screen.getByRole('button', { name: 'Remove NOD – Notice of Default' }));
    expect(screen.getByRole('status')).toHaveTextContent(/^REO$/);
  });
});
