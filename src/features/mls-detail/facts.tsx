// Small building blocks of the drawer: a titled section (a named region) and a list of label/value facts.
import { useId, type ReactNode } from 'react';
import { MISSING } from '../../lib/format';

export interface Fact {
  label: string;
  value: ReactNode;
  /** Spans the full width (long text such as remarks). */
  wide?: boolean;
}

/** A fact only when the answer holds the field, so a narrowed selection doesn't show empty rows. */
export function fact<T extends object, K extends keyof T>(
  source: T,
  key: K,
  label: string,
  format: (value: T[K]) => ReactNode = (v) => (v === null || v === undefined ? MISSING : String(v)),
): Fact | null {
  return key in source ? { label, value: format(source[key]) } : null;
}

export function Facts({ items }: { items: readonly (Fact | null | false | undefined)[] }) {
  const shown = items.filter((f): f is Fact => !!f);
  if (shown.length === 0) return null;
  return (
    <dl className="mls-facts">
      {shown.map((f) => (
        <div key={f.label} className={`mls-facts__item${f.wide ? ' mls-facts__item--wide' : ''}`}>
          <dt>{f.label}</dt>
          <dd>{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function DrawerSection({
  title,
  children,
  aside,
}: {
  title: string;
  children: ReactNode;
  /** Small text beside the heading, e.g. a count. */
  aside?: ReactNode;
}) {
  const id = useId();
  return (
    <section className="mls-section" aria-labelledby={id}>
      <div className="mls-section__head">
        <h3 id={id} className="mls-section__title">
          {title}
        </h3>
        {aside ? <span className="mls-section__aside">{aside}</span> : null}
      </div>
      {children}
    </section>
  );
}

export function NotProvided({ children = 'Not provided by the MLS.' }: { children?: ReactNode }) {
  return <p className="mls-muted">{children}</p>;
}
