import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Popover } from './popover';

function Harness() {
  return (
    <>
      <Popover label="Columns" title="Choose columns">
        {(close) => (
          <button type="button" onClick={close}>
            Done
          </button>
        )}
      </Popover>
      <p>Outside</p>
    </>
  );
}

describe('Popover', () => {
  it('opens a named panel and reports it on the button', async () => {
    render(<Harness />);
    const trigger = screen.getByRole('button', { name: 'Columns' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('dialog', { name: 'Choose columns' })).toBeInTheDocument();
  });

  it('closes on Escape and returns focus to the button', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Columns' }));
    screen.getByRole('button', { name: 'Done' }).focus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Columns' })).toHaveFocus();
  });

  it('closes on a click outside, and through the close callback', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Columns' }));
    await userEvent.click(screen.getByText('Outside'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Columns' }));
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
