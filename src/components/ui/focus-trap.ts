// Keeps Tab inside a modal panel: the focusable query and the wrap-around both dialogs share.
import type { KeyboardEvent as ReactKeyboardEvent } from 'react';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** The elements Tab can reach inside `root`, in document order. */
export function focusables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => el.tabIndex >= 0 && !el.closest('[hidden], [inert]'),
  );
}

/**
 * Wraps Tab from the last focusable to the first and Shift+Tab from the first (or from
 * `start`, the element focused on open, such as the heading) to the last.
 */
export function trapTab(
  event: ReactKeyboardEvent<HTMLElement>,
  panel: HTMLElement | null,
  start: HTMLElement | null,
): void {
  if (event.key !== 'Tab' || !panel) return;
  const items = focusables(panel);
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === start)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}
