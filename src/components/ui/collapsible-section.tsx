// A titled section that opens and closes (a heading button with aria-expanded), with an optional count badge.
import { useId, type ReactNode } from 'react';
import './collapsible-section.css';

export interface CollapsibleSectionProps {
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
  /** A number shown beside the title when above zero, e.g. active filters. */
  badge?: number;
  /** Words after the badge number for screen readers, e.g. "active". */
  badgeLabel?: string;
  /** Marks the section as needing attention (errors inside). */
  alert?: boolean;
  headingLevel?: 2 | 3 | 4;
  /** Hides the whole section (e.g. nothing in it matches a search). */
  hidden?: boolean;
  /** Keep the content in the DOM while closed; by default it mounts on open, keeping big pages light. */
  keepMounted?: boolean;
}

export function CollapsibleSection({
  title,
  open,
  onOpenChange,
  children,
  badge = 0,
  badgeLabel = '',
  alert = false,
  headingLevel = 3,
  hidden = false,
  keepMounted = false,
}: CollapsibleSectionProps) {
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={`collapsible${open ? ' collapsible--open' : ''}`} hidden={hidden}>
      <Heading className="collapsible__heading">
        <button
          type="button"
          id={`${id}-button`}
          className="collapsible__toggle"
          aria-expanded={open}
          aria-controls={open || keepMounted ? `${id}-panel` : undefined}
          onClick={() => onOpenChange(!open)}
        >
          <span className="collapsible__chevron" aria-hidden="true" />
          <span className="collapsible__title">{title}</span>{' '}
          {alert ? (
            <span className="collapsible__alert">
              ! <span className="visually-hidden">has problems</span>
            </span>
          ) : null}{' '}
          {badge > 0 ? (
            <span className="collapsible__badge">
              {badge}
              {badgeLabel ? ' ' : null}
              {badgeLabel ? <span className="visually-hidden">{badgeLabel}</span> : null}
            </span>
          ) : null}
        </button>
      </Heading>
      {open || keepMounted ? (
        <div
          id={`${id}-panel`}
          role="region"
          aria-labelledby={`${id}-button`}
          className="collapsible__panel"
          hidden={!open}
        >
          {children}
        </div>
      ) : null}
    </section>
  );
}
