// Which of an owner's held contacts may go into an export file, and how a phone reads in one
// (issue 40 item 5). A masked number or address is never exported (reference-shapes: "a masked
// number is shown, never dialled or exported"); the filters the export dialog offers narrow the
// phones further, in the one order every screen shares (rankedPhones).
import type { SkipEmail, SkipPhone } from '../../api/read/read-skip-contact';
import type { SkipOwnerResult } from '../../api/read/read-skip-trace';
import { rankedPhones } from './owner-contacts';

export interface ContactFilters {
  /** Leave out leads with no phone left after the other two filters. */
  withPhone: boolean;
  /** Only mobile numbers (a landline, VoIP or unknown type is left out). */
  mobileOnly: boolean;
  /** Leave out numbers on the do-not-call registry, and those whose status the answer did not give. */
  noDnc: boolean;
}

export const NO_CONTACT_FILTERS: ContactFilters = {
  withPhone: false,
  mobileOnly: false,
  noDnc: false,
};

type Contacts = Pick<SkipOwnerResult, 'phones' | 'emails'>;

/** The numbers to export, best first: whole ones only, narrowed by the filters. */
export function exportPhones(contacts: Contacts | undefined, filters: ContactFilters): SkipPhone[] {
  if (!contacts) return [];
  return rankedPhones(contacts).filter(
    (phone) =>
      phone.exportable &&
      !phone.masked &&
      (!filters.mobileOnly || phone.kind === 'mobile') &&
      (!filters.noDnc || !phone.doNotCall),
  );
}

/** The addresses to export, in the answer's order: whole ones only. */
export function exportEmails(contacts: Contacts | undefined): SkipEmail[] {
  return (contacts?.emails ?? []).filter((email) => email.exportable && !email.masked);
}

const KIND_WORDS: Record<SkipPhone['kind'], string> = {
  mobile: 'Mobile',
  landline: 'Landline',
  voip: 'VoIP',
  unknown: 'Unknown',
};

/** "Mobile", "Landline", "VoIP", "Unknown": the type column of a file. */
export function phoneKindCell(phone: SkipPhone): string {
  return KIND_WORDS[phone.kind];
}

/**
 * "Y" or "N", as dialers filter on it. A number whose status the answer did not give is "Y": the
 * reader counts it as do-not-call (calling an unknown is the risk the registry exists to avoid).
 */
export function dncCell(phone: SkipPhone): 'Y' | 'N' {
  return phone.doNotCall ? 'Y' : 'N';
}
