// Owner contacts in words (issue 40): a phone number as people write it, its type, and what the
// team knows about a property's owner in one state (a best phone, an email only, no match, a company
// owner, not traced). The table's Contacts column, the lead's drawer and the export all say the same.
import type { SkipEmail, SkipPhone } from '../../api/read/read-skip-contact';
import { formatDate } from '../../lib/format';
import { rankedPhones, type OwnerContacts } from '../../lib/lead-rows/owner-contacts';

/** "5125550142" → "(512) 555-0142"; a masked number keeps its mask ("(512) 555-****"). */
export function formatPhone(number: string): string {
  const match = /^([\d*]{3})([\d*]{3})([\d*]{4})$/.exec(number);
  return match ? `(${match[1]}) ${match[2]}-${match[3]}` : number;
}

const KIND_LABELS: Record<SkipPhone['kind'], string> = {
  mobile: 'Mobile',
  landline: 'Landline',
  voip: 'VoIP',
  unknown: 'Unknown type',
};

/** "Mobile", "Landline", "VoIP"; "Unknown type" when the answer did not say. */
export function phoneKindLabel(kind: SkipPhone['kind']): string {
  return KIND_LABELS[kind];
}

/** How a number may be reached: only a whole number off the do-not-call list is dialled. */
export function telHref(phone: SkipPhone): string | undefined {
  return phone.dialable ? `tel:+1${phone.number}` : undefined;
}

export function mailtoHref(email: SkipEmail): string | undefined {
  return email.masked ? undefined : `mailto:${email.address}`;
}

/** What the badge of a do-not-call number says to a screen reader, and why it is not a link. */
export const DNC_NAME = 'on the Do Not Call list';
/** Some answers say nothing about do-not-call: such a number is treated as one (never dialled). */
export const DNC_UNKNOWN_NAME = 'Do Not Call status unknown: treated as Do Not Call';

/**
 * What the team knows about a property's owner:
 * - phone: the best number to call (rankedPhones' first) and how many others there are;
 * - email: traced, no phone, but an email;
 * - none: traced and matched, but neither a phone nor an email came back;
 * - no-match: traced, no one found;
 * - company: a company or trust owner, for whom no person was found (names are not sent for them);
 * - failed: a held answer the app could not read;
 * - not-traced: nobody on the team traced this owner within the freshness window.
 */
export type ContactState =
  | { kind: 'phone'; phone: SkipPhone; others: number }
  | { kind: 'email'; email: SkipEmail }
  | { kind: 'none' }
  | { kind: 'no-match'; company: boolean }
  | { kind: 'failed' }
  | { kind: 'not-traced' };

export function contactState(
  contacts: OwnerContacts | undefined,
  ownedByEntity: boolean,
): ContactState {
  if (!contacts) return { kind: 'not-traced' };
  if (contacts.status === 'failed') return { kind: 'failed' };
  const [best, ...others] = rankedPhones(contacts);
  if (best) return { kind: 'phone', phone: best, others: others.length };
  const [email] = contacts.emails;
  if (email) return { kind: 'email', email };
  if (contacts.status === 'no-match' || contacts.persons.length === 0)
    return { kind: 'no-match', company: ownedByEntity };
  return { kind: 'none' };
}

/** The short words of a state without a phone or an email, as the table cell says them. */
export const STATE_WORDS = {
  none: 'No phone or email',
  noMatch: 'No match',
  company: 'Company owner: no personal match',
  failed: 'Answer unreadable',
  notTraced: 'Not traced',
} as const;

/** "Traced Nov 3, 2026 by ann". */
export function tracedWords(contacts: Pick<OwnerContacts, 'tracedAt' | 'tracedBy'>): string {
  const by = contacts.tracedBy.trim();
  return `Traced ${formatDate(contacts.tracedAt)}${by ? ` by ${by}` : ''}`;
}
