// The leads of a watch delivery, built only from what the team already holds (free, never a paid
// call): the held record (records-repo) for the address, owners, mailing address and lead flags,
// and the held skip answer (skip-repo) for the owner's phones and emails. A lead the team holds
// no record for is sent with its id only (docs/webhooks.md "The payload").
import { RECORD_FIELD_KINDS } from '../../src/api/contract/property-record';
import type { AppStore } from '../store/store';
import { rankedPhones, readHeldSkipAnswer } from './held-contacts-reader';

interface WebhookAddress {
  street: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  county: string | null;
  /** The service's one-line form ("123 Main St, Springfield, IL 62701"). */
  full: string | null;
}

interface WebhookContacts {
  tracedAt: string;
  status: 'match' | 'no-match' | 'failed';
  /** In the order to call them: callable mobiles first, do-not-call ones after; masked left out. */
  phones: {
    number: string;
    type: string;
    doNotCall: boolean;
    dncKnown: boolean;
    lastSeen: string | null;
  }[];
  emails: { address: string; type: string | null }[];
}

export interface WebhookLead {
  id: string;
  /** False: the team holds no record of it, and every other field is absent. */
  held: boolean;
  address?: WebhookAddress | null;
  owners?: string[];
  companyName?: string | null;
  mailingAddress?: WebhookAddress | null;
  /** The record's boolean lead fields that are true (vacant, highEquity, preForeclosure…). */
  leadFlags?: string[];
  /** The owner's contacts when the team holds a skip answer for them, else null. */
  contacts?: WebhookContacts | null;
}

type Row = Record<string, unknown>;

const isRow = (value: unknown): value is Row =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/** Every boolean field of a record (the lead types among them), in the contract's order. */
const FLAG_FIELDS = Object.entries(RECORD_FIELD_KINDS)
  .filter(([, kind]) => kind === 'bool')
  .map(([field]) => field);

function addressOf(value: unknown): WebhookAddress | null {
  if (!isRow(value)) return null;
  return {
    street: text(value.street),
    city: text(value.city),
    state: text(value.state),
    zip: text(value.zip),
    county: text(value.county),
    full: text(value.address),
  };
}

function ownersOf(record: Row): string[] {
  return [1, 2]
    .map((n) =>
      [text(record[`owner${n}FirstName`]), text(record[`owner${n}LastName`])]
        .filter(Boolean)
        .join(' '),
    )
    .filter((name) => name !== '');
}

function contactsOf(held: { answer: unknown; pulledAt: string }, id: string): WebhookContacts {
  const read = readHeldSkipAnswer(held.answer, id);
  return {
    tracedAt: held.pulledAt,
    status: read.status,
    phones: rankedPhones(read)
      .filter((phone) => phone.exportable)
      .map((phone) => ({
        number: phone.number,
        type: phone.kind,
        doNotCall: phone.doNotCall,
        dncKnown: phone.dncKnown,
        lastSeen: phone.lastSeen ?? null,
      })),
    emails: read.emails
      .filter((email) => email.exportable)
      .map((email) => ({ address: email.address, type: email.type ?? null })),
  };
}

function leadOf(
  id: string,
  record: Row | undefined,
  contacts: WebhookContacts | null,
): WebhookLead {
  if (!record) return { id, held: false };
  return {
    id,
    held: true,
    address: addressOf(record.address),
    owners: ownersOf(record),
    companyName: text(record.companyName),
    mailingAddress: addressOf(record.mailAddress),
    leadFlags: FLAG_FIELDS.filter((field) => record[field] === true),
    contacts,
  };
}

/** The leads of `ids`, in their order, from the held records and skip answers (fresh ones only). */
export async function heldLeads(store: AppStore, ids: readonly string[]): Promise<WebhookLead[]> {
  const freshnessDays = await store.settings.freshnessDays();
  const [records, skips] = await Promise.all([
    store.records.read(ids, freshnessDays),
    store.skips.latestFor(ids, freshnessDays),
  ]);
  const recordById = new Map<string, Row>();
  for (const record of records) if (isRow(record)) recordById.set(String(record.id), record);
  const skipById = new Map(skips.map((row) => [row.propertyId, row]));
  return ids.map((id) => {
    const skip = skipById.get(id);
    return leadOf(id, recordById.get(id), skip ? contactsOf(skip, id) : null);
  });
}
