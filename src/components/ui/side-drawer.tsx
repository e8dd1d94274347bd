// A modal side panel: labelled by its heading, traps focus, closes on Escape, and gives focus back.
// It is portalled over the page, so whatever opened it (a table, a map) stays mounted underneath.
import {
  useEffect,
  useId,
  useRef,
  type KeyboardEvent as ReactKeyboardEvent,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { focusables, trapTab } from './focus-trap';
import './side-drawer.css';

export interface SideDrawerProps {
  /** Visible heading; also the dialog's accessible name. */
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** A line under the heading, e.g. the address being looked up. */
  subtitle?: ReactNode;
  /** Extra controls in the header, before the close button. */
  headerActions?: ReactNode;
  /** Accessible name of the close button. */
  closeLabel?: string;
  /** 'wide' fits tables. */
  size?: 'normal' | 'wide';
}

export function SideDrawer({
  title,
  onClose,
  children,
  subtitle,
  headerActions,
  closeLabel = `Close ${title}`,
  size = 'normal',
}: SideDrawerProps) {
  const titleId = useId();
  const subtitleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // Remember who had focus when the drawer opened (the row or point that opened it) and return there.
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    headingRef.current?.focus();
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  // Focus that escapes the panel (a click on the page, a programmatic focus) is pulled back in.
  useEffect(() => {
    const onFocusIn = (event: FocusEvent) => {
      const panel = panelRef.current;
      const target = event.target;
      // Scratch elements put straight on <body> (the copy button's fallback textarea) are left alone.
      if (!panel || !(target instanceof HTMLElement) || target.parentElement === document.body)
        return;
      if (!panel.contains(target)) {
        (focusables(panel)[0] ?? headingRef.current)?.focus();
      }
    };
    document.addEventListener('focusin', onFocusIn);
    return () => document.removeEventListener('focusin', onFocusIn);
  }, []);

  // Focus can still drop to <body> when the focused control is removed (a button that goes away
  // when pressed). Keys pressed then never reach the panel, so Escape and Tab are caught here too.
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });
  useEffect(() => {
    const onDocumentKeyDown = (event: KeyboardEvent) => {
      const panel = panelRef.current;
      if (!panel || event.defaultPrevented) return;
      const target = event.target;
      if (target instanceof Node && panel.contains(target)) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        close.current();
      } else if (event.key === 'Tab') {
        event.preventDefault();
        (focusables(panel)[0] ?? headingRef.current)?.focus();
      }
    };
    document.addEventListener('keydown', onDocumentKeyDown);
    return () => document.removeEventListener('keydown', onDocumentKeyDown);
  }, []);

  const onKeyDown = (event: ReactKeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && !event.defaultPrevented) {
      event.stopPropagation();
      onClose();
      return;
    }
    trapTab(event, panelRef.current, headingRef.current);
  };

  return createPortal(
    <div className="side-drawer">
      <div className="side-drawer__backdrop" aria-hidden="true" onClick={onClose} />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={subtitle ? subtitleId : undefined}
        className={`side-drawer__panel side-drawer__panel--${size}`}
        onKeyDown={onKeyDown}
      >
        <header className="side-drawer__header">
          <div className="side-drawer__titles">
            <h2 id={titleId} ref={headingRef} tabIndex={-1} className="side-drawer__title">
              {title}
            </h2>
            {subtitle ? (
              <p id={subtitleId} className="side-drawer__subtitle">
                {subtitle}
              </p>
            ) : null}
          </div>
          {headerActions}
          <button
            type="button"
            className="side-drawer__close"
            aria-label={closeLabel}
            onClick={onClose}
          >
            <span aria-hidden="true">×</span>
          </button>
        </header>
        <div className="side-drawer__body">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
