// A held skip answer in and out of the service's shapes (reference-shapes "Skip trace"): held as
// the Await page's data[i] (its `input` and `cached` left out: they belong to one call), from a
// batch item or from a single answer, and given back as either, so an owner traced by the batch
// answers a later single call and the other way round.
import { randomUUID } from 'node:crypto';
import { SKIP_NO_MATCH_MESSAGE } from '../../src/api/contract/skip-trace-response';

type Body = Record<string, unknown>;

export function isObject(value: unknown): value is Body {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** What is held of one answer, and whether it found the owner. */
export interface HeldPart {
  answer: Body;
  matched: boolean;
}

const EMPTY_LISTS = { persons: [], phones: [], emails: [], names: [] };

/** A batch item worth holding: an answer (match or no-match), not a per-item error. */
export function heldOfBatchItem(item: unknown): HeldPart | undefined {
  if (!isObject(item) || item.error === true || typeof item.match !== 'boolean') return undefined;
  const answer = { ...item };
  delete answer.input;
  delete answer.cached;
  return { answer, matched: item.match };
}

const TYPE_WORDS: Record<string, string> = {
  W: 'mobile',
  L: 'landline',
  V: 'voip',
};

/** The Await page's lists over v2 persons: distinct phones (first wins), emails, one name each. */
function awaitLists(persons: readonly unknown[]) {
  const phones: Body[] = [];
  const emails: Body[] = [];
  const seen = new Set<string>();
  for (const person of persons.filter(isObject)) {
    for (const p of Array.isArray(person.phones) ? person.phones.filter(isObject) : []) {
      const number = String(p.phone ?? '');
      if (!number || seen.has(`p${number}`)) continue;
      seen.add(`p${number}`);
      const type = String(p.phoneType ?? p.type ?? '');
      // Absent do-not-call means do not call (reference-shapes: what a client must tolerate).
      const dnc = typeof p.dnc === 'boolean' ? p.dnc : p.phoneFtcDnc !== 'N';
      phones.push({ phone: number, type: TYPE_WORDS[type] ?? type, dnc });
    }
    for (const e of Array.isArray(person.emails) ? person.emails : []) {
      const email = typeof e === 'string' ? e : isObject(e) ? String(e.email ?? '') : '';
      if (!email || seen.has(`e${email}`)) continue;
      seen.add(`e${email}`);
      emails.push({ email, type: 'personal' });
    }
  }
  const names = persons.filter(isObject).map((p) => ({
    firstName: p.firstName,
    middleName: p.middleName ?? null,
    lastName: p.lastName,
  }));
  return { persons: [...persons], phones, emails, names };
}

/** A single answer worth holding: a match with persons (200) or the no-match (404). */
export function heldOfSingle(status: number, body: unknown): HeldPart | undefined {
  if (!isObject(body)) return undefined;
  const persons = Array.isArray(body.persons) ? body.persons : [];
  if (status === 200 && body.match !== false && persons.length > 0)
    return { answer: { statusCode: 200, match: true, data: awaitLists(persons) }, matched: true };
  if (status === 404 && body.match === false)
    return {
      answer: {
        statusCode: 404,
        match: false,
        responseMessage:
          typeof body.responseMessage === 'string' ? body.responseMessage : SKIP_NO_MATCH_MESSAGE,
        data: EMPTY_LISTS,
      },
      matched: false,
    };
  return undefined;
}

/** data[i] of a batch answer from a held answer: free, so a held match says `cached`. */
export function batchItemOfHeld(held: HeldPart, input: unknown): Body {
  return { input, ...held.answer, cached: held.matched };
}

/** The `id` a held answer goes out under: no request reached the service for it. */
export const heldRequestId = () => `held-${randomUUID()}`;

/**
 * The v2 single answer from a held answer, with its status; undefined when the held answer has no
 * persons to give (a batch item from a service whose Await page lists only phones and emails).
 */
export function singleOfHeld(
  held: HeldPart,
  input: unknown,
  elapsedMs: number,
): { status: 200 | 404; body: Body } | undefined {
  const head = { requestId: heldRequestId(), requestDate: new Date().toISOString(), input };
  const tail = {
    resultIndex: 0,
    requestExecutionTimeMS: Math.max(0, Math.round(elapsedMs)),
    cached: held.matched,
    credits: 0,
  };
  if (!held.matched) {
    const message = held.answer.responseMessage;
    return {
      status: 404,
      body: {
        ...head,
        persons: [],
        statusCode: 404,
        statusMessage: 'Not Found',
        responseMessage: typeof message === 'string' ? message : SKIP_NO_MATCH_MESSAGE,
        match: false,
        resultCount: 0,
        ...tail,
      },
    };
  }
  const data = held.answer.data;
  const persons = isObject(data) && Array.isArray(data.persons) ? data.persons : [];
  if (persons.length === 0) return undefined;
  return {
    status: 200,
    body: {
      ...head,
      persons,
      statusCode: 200,
      statusMessage: 'Success',
      match: true,
      resultCount: persons.length,
      ...tail,
    },
  };
}
