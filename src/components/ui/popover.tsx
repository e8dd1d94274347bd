// A button that opens a small non-modal panel (menus, choosers); closes on Escape or a click outside.
// The panel is fixed-positioned from the button, so containers with overflow: hidden cannot clip it.
import { useEffect, useId, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import './popover.css';

export interface PopoverProps {
  /** Content of the trigger button. */
  label: ReactNode;
  /** Accessible name of the panel (role="dialog"). */
  title: string;
  /** Panel content; a function receives `close` for actions that should dismiss it. */
  children: ReactNode | ((close: () => void) => ReactNode);
  buttonClassName?: string;
  /** Which edge of the button the panel lines up with; 'auto' picks the side with more room. */
  align?: 'start' | 'end' | 'auto';
  disabled?: boolean;
}

const GAP = 4;
const MARGIN = 8;
/** Below this much room under the button, the panel opens upwards if there is more room there. */
const MIN_ROOM = 260;

function placement(button: HTMLElement, align: PopoverProps['align']): CSSProperties {
  const rect = button.getBoundingClientRect();
  const width = window.innerWidth;
  const height = window.innerHeight;
  const side =
    align === 'auto' ? (rect.left + rect.width / 2 < width / 2 ? 'start' : 'end') : align;
  const style: CSSProperties =
    side === 'start'
      ? { left: Math.max(MARGIN, rect.left) }
      : { right: Math.max(MARGIN, width - rect.right) };
  const below = height - rect.bottom - GAP - MARGIN;
  const above = rect.top - GAP - MARGIN;
  if (below < MIN_ROOM && above > below) {
    return { ...style, bottom: height - rect.top + GAP, maxHeight: above };
  }
  return { ...style, top: rect.bottom + GAP, maxHeight: Math.max(120, below) };
}

export function Popover({
  label,
  title,
  children,
  buttonClassName = 'button button--ghost',
  align = 'auto',
  disabled,
}: PopoverProps) {
  const [position, setPosition] = useState<CSSProperties | null>(null);
  const open = position !== null;
  const panelId = useId();
  const buttonId = useId();
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const button = document.getElementById(buttonId);
    const onPointerDown = (event: PointerEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) setPosition(null);
    };
    // Follow the button when the page or a container scrolls, or the window resizes.
    const follow = () => {
      if (button) setPosition(placement(button, align));
    };
    document.addEventListener('pointerdown', onPointerDown);
    window.addEventListener('resize', follow);
    window.addEventListener('scroll', follow, true);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      window.removeEventListener('resize', follow);
      window.removeEventListener('scroll', follow, true);
    };
  }, [open, buttonId, align]);

  // Looked up by id, not a ref: `close` is handed to children during render.
  const close = () => {
    setPosition(null);
    document.getElementById(buttonId)?.focus();
  };

  return (
    <div
      className="popover"
      ref={rootRef}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          close();
        }
      }}
    >
      <button
        id={buttonId}
        type="button"
        className={buttonClassName}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        disabled={disabled}
        onClick={(event) => setPosition(open ? null : placement(event.currentTarget, align))}
      >
        {label}
        <span className="popover__caret" aria-hidden="true">
          ▾
        </span>
      </button>
      {position ? (
        <div
          id={panelId}
          role="dialog"
          aria-label={title}
          className="popover__panel"
          style={position}
        >
          {typeof children === 'function' ? children(close) : children}
        </div>
      ) : null}
    </div>
  );
}
