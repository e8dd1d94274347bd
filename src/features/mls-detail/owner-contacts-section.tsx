// "Owner contacts" in the lead's drawer (issue 40): the people a trace found for the property's
// owner, each with their phones (dialled only when whole and off the Do Not Call list) and emails,
// and when and by whom it was traced; else why there is nothing. A read of what the team holds
// (free): tracing is done from the results ("Trace owners"), never from here.
import type { SkipEmail, SkipPhone } from '../../api/read/read-skip-contact';
import type { SkipPersonResult } from '../../api/read/read-skip-trace';
import { formatDate } from '../../lib/format';
import {
  contactState,
  DNC_NAME,
  DNC_UNKNOWN_NAME,
  formatPhone,
  mailtoHref,
  phoneKindLabel,
  STATE_WORDS,
  telHref,
  tracedWords,
} from '../../state/contacts/contact-words';
import { rankedPhones, type OwnerContacts } from '../../lib/lead-rows/owner-contacts';
import { useOwnerContacts } from '../../state/contacts/use-owner-contacts';
import { DrawerSection } from './facts';

function PhoneItem({ phone }: { phone: SkipPhone }) {
  const number = formatPhone(phone.number);
  const href = telHref(phone);
  const dnc = phone.dncKnown ? DNC_NAME : DNC_UNKNOWN_NAME;
  return (
    <li className="owner-contacts__item">
      {href ? (
        <a className="owner-contacts__number" href={href}>
          {number}
        </a>
      ) : (
        <span className="owner-contacts__number">{number}</span>
      )}
      <span className="owner-contacts__kind">{phoneKindLabel(phone.kind)}</span>
      {phone.doNotCall ? (
        <span className="owner-contacts__mark is-dnc" role="img" aria-label={dnc} title={dnc}>
          DNC
        </span>
      ) : null}
      {phone.masked ? (
        <span className="owner-contacts__mark" title="Part of the number is hidden: not dialled">
          masked
        </span>
      ) : null}
      {phone.lastSeen ? (
        <span className="owner-contacts__seen">last seen {formatDate(phone.lastSeen)}</span>
      ) : null}
    </li>
  );
}

function EmailItem({ email }: { email: SkipEmail }) {
  const href = mailtoHref(email);
  return (
    <li className="owner-contacts__item">
      {href ? <a href={href}>{email.address}</a> : <span>{email.address}</span>}
      {email.masked ? <span className="owner-contacts__mark">masked</span> : null}
      {email.type ? <span className="owner-contacts__kind">{email.type}</span> : null}
    </li>
  );
}

function ContactLists({ phones, emails }: { phones: SkipPhone[]; emails: SkipEmail[] }) {
  return (
    <>
      {phones.length > 0 ? (
        <ul className="owner-contacts__list" aria-label="Phones">
          {rankedPhones({ phones }).map((phone) => (
            <PhoneItem key={phone.number} phone={phone} />
          ))}
        </ul>
      ) : null}
      {emails.length > 0 ? (
        <ul className="owner-contacts__list" aria-label="Emails">
          {emails.map((email) => (
            <EmailItem key={email.address} email={email} />
          ))}
        </ul>
      ) : null}
    </>
  );
}

const personName = (person: SkipPersonResult) =>
  [person.fullName || 'Name not given', person.age !== undefined ? `age ${person.age}` : null]
    .filter(Boolean)
    .join(', ');

/**
 * Each person with their own numbers (the v2 shape); an answer listing numbers per owner only
 * (the Await lists) names its people first and lists the owner's numbers once.
 */
function People({ contacts }: { contacts: OwnerContacts }) {
  const perPerson = contacts.persons.some((p) => p.phones.length > 0 || p.emails.length > 0);
  if (!perPerson)
    return (
      <div className="owner-contacts__person">
        {contacts.persons.length > 0 ? (
          <p className="owner-contacts__name">{contacts.persons.map(personName).join(' · ')}</p>
        ) : null}
        <ContactLists phones={contacts.phones} emails={contacts.emails} />
      </div>
    );
  return (
    <>
      {contacts.persons.map((person, index) => (
        <div key={person.personId ?? index} className="owner-contacts__person">
          <p className="owner-contacts__name">{personName(person)}</p>
          <ContactLists phones={person.phones} emails={person.emails} />
          {person.phones.length === 0 && person.emails.length === 0 ? (
            <p className="mls-muted">No phone or email for this person.</p>
          ) : null}
        </div>
      ))}
    </>
  );
}

const NOT_TRACED =
  'Not traced yet. Select this lead in the results and use “Trace owners” to find its owner’s phones and emails.';

function Body({
  contacts,
  ownedByEntity,
}: {
  contacts: OwnerContacts | undefined;
  ownedByEntity: boolean;
}) {
  const state = contactState(contacts, ownedByEntity);
  switch (state.kind) {
    case 'not-traced':
      return <p className="mls-muted">{NOT_TRACED}</p>;
    case 'failed':
      return (
        <p className="mls-muted">{STATE_WORDS.failed}: the trace’s answer could not be read.</p>
      );
    case 'no-match':
      return (
        <p className="mls-muted">
          {state.company
            ? `${STATE_WORDS.company}. The owner is a company or a trust: the trace looked for the people behind it by address and found no one.`
            : `${STATE_WORDS.noMatch}: the trace found no one for this owner.`}
        </p>
      );
    default:
      return contacts ? <People contacts={contacts} /> : null;
  }
}

export function OwnerContactsSection({
  propertyId,
  ownedByEntity = false,
}: {
  propertyId: string;
  /** A company or trust owner (from the results row); unknown (a map point) reads as a person. */
  ownedByEntity?: boolean | undefined;
}) {
  const { contacts, isLoading, error } = useOwnerContacts([propertyId]);
  const held = contacts.get(propertyId);
  return (
    <DrawerSection title="Owner contacts" aside={held ? tracedWords(held) : undefined}>
      <div className="owner-contacts">
        {isLoading ? (
          <p className="mls-muted" role="status">
            Reading the owner’s contacts…
          </p>
        ) : error ? (
          <p className="mls-muted" role="alert">
            The owner’s contacts could not be read. Close and open the lead again to retry.
          </p>
        ) : (
          <Body contacts={held} ownedByEntity={ownedByEntity} />
        )}
      </div>
    </DrawerSection>
  );
}
