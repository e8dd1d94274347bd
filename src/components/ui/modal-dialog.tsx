// A centred modal dialog: labelled by its heading, traps focus, closes on Escape, gives focus back.
// The page underneath is made inert while it is open, so neither the pointer nor a screen reader wanders off.
import {
  useEffect,
  useId,
  useRef,
  type KeyboardEvent as ReactKeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import { focusables, trapTab } from './focus-trap';
import './modal-dialog.css';

export interface ModalDialogProps {
  title: string;
  /** A line under the heading; also the dialog's description. */
  description?: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** Gets focus first; by default the first field. */
  initialFocusRef?: RefObject<HTMLElement | null> | undefined;
  /** Where focus goes on close when the element that opened the dialog is gone. */
  returnFocusRef?: RefObject<HTMLElement | null> | undefined;
}

export function ModalDialog({
  title,
  description,
  onClose,
  children,
  initialFocusRef,
  returnFocusRef,
}: ModalDialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const fallback = returnFocusRef?.current ?? null;
    const appRoot = document.getElementById('root');
    const wasInert = appRoot?.inert ?? false;
    if (appRoot) appRoot.inert = true;
    const panel = panelRef.current;
    const first = initialFocusRef?.current ?? (panel ? focusables(panel)[0] : undefined);
    (first ?? panel)?.focus();
    return () => {
      if (appRoot) appRoot.inert = wasInert;
      const target = opener?.isConnected ? opener : fallback;
      target?.focus();
    };
    // Runs once per opening: the refs are stable and the opener must be read before focus moves.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Escape closes wherever focus is, even if it fell to <body> (the page underneath is inert).
  const closeRef = useRef(onClose);
  useEffect(() => {
    closeRef.current = onClose;
  });
  useEffect(() => {
    const onEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      closeRef.current();
    };
    document.addEventListener('keydown', onEscape);
    return () => document.removeEventListener('keydown', onEscape);
  }, []);

  const onKeyDown = (event: ReactKeyboardEvent<HTMLDivElement>) => {
    trapTab(event, panelRef.current, panelRef.current);
  };

  return createPortal(
    <div className="modal-dialog">
      <div className="modal-dialog__backdrop" aria-hidden="true" />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        className="modal-dialog__panel"
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <header className="modal-dialog__header">
          <h2 id={titleId} className="modal-dialog__title">
            {title}
          </h2>
          <button
            type="button"
            className="modal-dialog__close"
            aria-label={`Close ${title}`}
            onClick={onClose}
          >
            <span aria-hidden="true">×</span>
          </button>
        </header>
        {description ? (
          <p id={descriptionId} className="modal-dialog__description">
            {description}
          </p>
        ) : null}
        <div className="modal-dialog__body">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
