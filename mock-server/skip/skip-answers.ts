// The bodies of both skip operations (reference-shapes "Skip trace", decisions): the Await batch item
// and the v2 single answer, built from one outcome each, with what each costs.
import { randomUUID } from 'node:crypto';
import {
  SKIP_NO_MATCH_MESSAGE,
  type SkipAwaitLists,
  type SkipPerson,
} from '../../src/api/contract/skip-trace-response';
import type { SkipOutcome } from './skip-trace-item';

/** An outcome as answered: whether it repeats a remembered match (then it is free). */
export type AnsweredOutcome = SkipOutcome & { cached: boolean };

const TYPE_WORDS = { W: 'mobile', L: 'landline', V: 'voip' } as const;

/** One credit per match the key had not had before; no-matches and cached repeats are free. */
export function creditsOf(outcome: AnsweredOutcome): 0 | 1 {
  return outcome.match && !outcome.cached ? 1 : 0;
}

/** The Await page's lists over the persons: distinct phones (first wins), emails, one name each. */
function awaitLists(persons: readonly SkipPerson[]): SkipAwaitLists {
  const phones: SkipAwaitLists['phones'] = [];
  const emails: SkipAwaitLists['emails'] = [];
  const seenPhones = new Set<string>();
  const seenEmails = new Set<string>();
  for (const person of persons) {
    for (const p of person.phones) {
      if (seenPhones.has(p.phone)) continue;
      seenPhones.add(p.phone);
      phones.push({ phone: p.phone, type: TYPE_WORDS[p.phoneType], dnc: p.phoneFtcDnc === 'Y' });
    }
    for (const email of person.emails) {
      if (seenEmails.has(email)) continue;
      seenEmails.add(email);
      emails.push({ email, type: 'personal' });
    }
  }
  const names = persons.map((p) => ({
    firstName: p.firstName,
    middleName: p.middleName,
    lastName: p.lastName,
  }));
  return { persons: [...persons], phones, emails, names };
}

/** data[i] of a batch answer; a no-match keeps its place with the single's 404 words. */
export function batchItemBody(input: unknown, outcome: AnsweredOutcome) {
  if (!outcome.match)
    return {
      input,
      statusCode: 404,
      match: false,
      cached: false,
      responseMessage: SKIP_NO_MATCH_MESSAGE,
      data: { persons: [], phones: [], emails: [], names: [] },
    };
  return {
    input,
    statusCode: 200,
    match: true,
    cached: outcome.cached,
    data: awaitLists(outcome.persons),
  };
}

export function batchBody(data: unknown[], credits: number, executionTime: string) {
  return {
    statusCode: 200,
    statusMessage: 'OK',
    requestId: randomUUID(),
    data,
    credits,
    live: true,
    requestExecutionTimeMS: executionTime,
  };
}

/** The v2 single answer: 200 with persons, or the 404 no-match; `cached` and `credits` beside. */
export function singleBody(input: unknown, outcome: AnsweredOutcome, startedAt: number) {
  const head = { requestId: randomUUID(), requestDate: new Date().toISOString(), input };
  const tail = {
    resultIndex: 0,
    live: true,
    requestExecutionTimeMS: Math.max(0, Math.round(performance.now() - startedAt)),
    cached: outcome.match ? outcome.cached : false,
    credits: creditsOf(outcome),
  };
  if (!outcome.match)
    return {
      status: 404 as const,
      body: {
        ...head,
        persons: [],
        statusCode: 404,
        statusMessage: 'Not Found',
        responseMessage: SKIP_NO_MATCH_MESSAGE,
        match: false,
        resultCount: 0,
        ...tail,
      },
    };
  return {
    status: 200 as const,
    body: {
      ...head,
      persons: outcome.persons,
      statusCode: 200,
      statusMessage: 'Success',
      match: true,
      resultCount: outcome.persons.length,
      ...tail,
    },
  };
}
