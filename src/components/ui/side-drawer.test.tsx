import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SideDrawer } from './side-drawer';

/** Like "Start lookup": pressing it removes it, so focus falls to <body>. */
function VanishingButton() {
  const [shown, setShown] = useState(true);
  return shown ? (
    <button type="button" onClick={() => setShown(false)}>
      Start
    </button>
  ) : null;
}

function Harness({ onClose = () => {} }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open row
      </button>
      {open ? (
        <SideDrawer
          title="MLS details"
          subtitle="4808 Lake Rd"
          onClose={() => {
            onClose();
            setOpen(false);
          }}
        >
          <button type="button">First inside</button>
          <VanishingButton />
          <button type="button">Last inside</button>
        </SideDrawer>
      ) : null}
    </>
  );
}

describe('SideDrawer', () => {
  it('is a modal dialog named by its heading, focused on open', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Open row' }));
    const dialog = screen.getByRole('dialog', { name: 'MLS details' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('4808 Lake Rd');
    expect(screen.getByRole('heading', { name: 'MLS details' })).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Open row' });
    await userEvent.click(opener);
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('keeps Tab inside the panel', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Open row' }));
    const close = screen.getByRole('button', { name: 'Close MLS details' });
    const last = screen.getByRole('button', { name: 'Last inside' });
    await userEvent.tab();
    expect(close).toHaveFocus();
    last.focus();
    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(last).toHaveFocus();
  });

  it('closes from its close button', async () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open row' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close MLS details' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('still closes on Escape, and lets Tab back in, after the focused control went away', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Open row' }));
    await user.click(screen.getByRole('button', { name: 'Start' }));
    expect(document.body).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: /^Close/ })).toHaveFocus();
    (document.activeElement as HTMLElement).blur();
    expect(document.body).toHaveFocus();

    await user.keyboard('{Escape}');

    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open row' })).toHaveFocus();
  });
});
