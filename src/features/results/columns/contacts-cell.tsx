// The Contacts column's cell (issue 40): the owner's best phone with its type and a Do Not Call
// mark, how many others, else an email, else why there is none. The page's held contacts are read
// ONCE for all its rows (PageContacts, one free call) and reach each cell through a context: a
// cell reads the map, never the network, and only the cells re-render when the answer lands.
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { PropertyRecord } from '../../../api/contract/property-record';
import type { SkipPhone } from '../../../api/read/read-skip-contact';
import { ownedByEntity } from '../../../api/skip-item';
import { useAfterPaint } from '../../../lib/after-paint';
import { MISSING } from '../../../lib/format';
import {
  contactState,
  DNC_NAME,
  DNC_UNKNOWN_NAME,
  formatPhone,
  phoneKindLabel,
  STATE_WORDS,
  telHref,
} from '../../../state/contacts/contact-words';
import type { OwnerContacts } from '../../../lib/lead-rows/owner-contacts';
import { useOwnerContacts } from '../../../state/contacts/use-owner-contacts';
import './contacts-cell.css';

interface PageContactsValue {
  contacts: ReadonlyMap<string, OwnerContacts>;
  /** The leads the last read answered for: a lead it did not is still to be read (pending). */
  readIds: ReadonlySet<string>;
  /** The page's read failed, or there is none (no provider): a lead not read says so. */
  failed: boolean;
}

const PageContactsContext = createContext<PageContactsValue>({
  contacts: new Map(),
  readIds: new Set(),
  failed: true,
});

/**
 * Reads the held contacts of the page's rows once (free), when the Contacts column shows. The read
 * starts once the frame with the page's rows is painted, like everything else that follows a new
 * page (docs/performance.md): sent in the page's own commit, its answer landed while the rows were
 * still to be drawn and held that frame back (bench:web:pair, Next page). Until then the cells of
 * rows it has not read are pending.
 */
export function PageContacts({
  records,
  enabled,
  children,
}: {
  records: readonly PropertyRecord[];
  enabled: boolean;
  children: ReactNode;
}) {
  const ids = useMemo(() => records.map((r) => r.id), [records]);
  const paintedIds = useAfterPaint(ids);
  const { contacts, readIds, error } = useOwnerContacts(paintedIds, enabled);
  // Unchanged by a page turn until the next read lands: a new page's rows see their ids are not
  // read yet, and the rows still staged (staged-rows.ts) are not rendered again for it.
  const failed = !!error && paintedIds === ids;
  const value = useMemo(() => ({ contacts, readIds, failed }), [contacts, readIds, failed]);
  return <PageContactsContext.Provider value={value}>{children}</PageContactsContext.Provider>;
}

function DncBadge({ phone }: { phone: SkipPhone }) {
  if (!phone.doNotCall) return null;
  const name = phone.dncKnown ? DNC_NAME : DNC_UNKNOWN_NAME;
  return (
    <span className="badge badge--danger" title={name} role="img" aria-label={name}>
      DNC
    </span>
  );
}

function PhoneCell({ phone, others }: { phone: SkipPhone; others: number }) {
  const number = formatPhone(phone.number);
  const href = telHref(phone);
  const kind = phoneKindLabel(phone.kind);
  const title = [
    number,
    kind,
    phone.masked ? 'masked' : undefined,
    phone.doNotCall ? (phone.dncKnown ? DNC_NAME : DNC_UNKNOWN_NAME) : undefined,
    others > 0 ? `${others} more` : undefined,
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <span className="cell-stack contacts-cell" title={title}>
      <span className="contacts-cell__line">
        {/* Rows are the tab stops (as for the checkboxes); the link is for a click or a tap. */}
        {href ? (
          <a className="contacts-cell__number" href={href} tabIndex={-1}>
            {number}
          </a>
        ) : (
          <span className="contacts-cell__number">{number}</span>
        )}
        <DncBadge phone={phone} />
        {phone.masked ? <span className="badge badge--neutral">masked</span> : null}
      </span>
      <span className="cell-sub">
        {kind}
        {others > 0 ? ` · +${others} more` : null}
      </span>
    </span>
  );
}

function Muted({ children }: { children: string }) {
  return (
    <span className="cell-sub contacts-cell__state" title={children}>
      {children}
    </span>
  );
}

/** Said as such, not left empty: no names are sent for a company or trust, and no one was found. */
function CompanyOwner() {
  return (
    <span className="cell-stack contacts-cell__state" title={STATE_WORDS.company}>
      <span>Company owner: </span>
      <span className="cell-sub">no personal match</span>
    </span>
  );
}

/** One row's contacts, from the page's map. */
export function ContactsCell({ record }: { record: PropertyRecord }) {
  const { contacts, readIds, failed } = useContext(PageContactsContext);
  const held = contacts.get(record.id);
  if (!held && !readIds.has(record.id)) {
    if (!failed) return <span className="contacts-cell__pending" aria-hidden="true" />;
    return (
      <span className="cell-missing" title="Contacts could not be read">
        {MISSING}
      </span>
    );
  }
  const state = contactState(held, ownedByEntity(record));
  switch (state.kind) {
    case 'phone':
      return <PhoneCell phone={state.phone} others={state.others} />;
    case 'email':
      return (
        <span className="cell-stack contacts-cell" title={state.email.address}>
          <span>{state.email.address}</span>
          <span className="cell-sub">
            {state.email.masked ? 'Email, masked' : 'Email, no phone'}
          </span>
        </span>
      );
    case 'no-match':
      return state.company ? <CompanyOwner /> : <Muted>{STATE_WORDS.noMatch}</Muted>;
    case 'none':
      return <Muted>{STATE_WORDS.none}</Muted>;
    case 'failed':
      return <Muted>{STATE_WORDS.failed}</Muted>;
    default:
      return <Muted>{STATE_WORDS.notTraced}</Muted>;
  }
}
