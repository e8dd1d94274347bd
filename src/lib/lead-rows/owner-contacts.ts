// The owner contacts the team holds for a property (issue 40), as every screen reads them: the
// held skip answer read tolerantly (src/api/read/read-skip-trace.ts), with when and by whom it was
// traced, and the one order of phones the table, the drawer and an export share.
import type { z } from 'zod';
import type { contactsAnswerSchema } from '../../api/app-store/contract';
import type { SkipPhone } from '../../api/read/read-skip-contact';
import { readHeldSkipAnswer, type SkipOwnerResult } from '../../api/read/read-skip-trace';

export interface OwnerContacts extends SkipOwnerResult {
  /** ISO time the answer was bought (by anyone on the team). */
  tracedAt: string;
  tracedBy: string;
}

type ContactsAnswer = z.output<typeof contactsAnswerSchema>;

/** The held contacts by property id; a property never traced (or traced too long ago) is absent. */
export function contactsById(answer: ContactsAnswer): Map<string, OwnerContacts> {
  return new Map(
    answer.contacts.map((held) => [
      held.id,
      {
        ...readHeldSkipAnswer(held.answer, held.id),
        tracedAt: held.tracedAt,
        tracedBy: held.tracedBy,
      },
    ]),
  );
}

/** Lower first: callable mobiles, other callable numbers, do-not-call ones, then masked ones. */
function phoneRank(phone: SkipPhone): number {
  if (phone.masked) return 4;
  if (phone.doNotCall) return phone.kind === 'mobile' ? 2 : 3;
  return phone.kind === 'mobile' ? 0 : 1;
}

/**
 * The owner's phones in the order to call them: whole numbers off the do-not-call list first
 * (mobiles before landlines and VoIP), then do-not-call ones, masked ones last; the answer's own
 * order within each (the service lists its best first).
 */
export function rankedPhones(contacts: Pick<SkipOwnerResult, 'phones'>): SkipPhone[] {
  return contacts.phones
    .map((phone, index) => ({ phone, index }))
    .sort((a, b) => phoneRank(a.phone) - phoneRank(b.phone) || a.index - b.index)
    .map(({ phone }) => phone);
}
