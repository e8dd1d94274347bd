// Reads SkipTraceBatchAwait and SkipTrace answers into one result per owner, tolerantly (reference-
// shapes "What a client must tolerate in a skip answer"): three published shapes read in order, a
// batch paired with what was sent by position and confirmed by key, and one unreadable or refused
// item costing that owner only. By hand rather than with zod: every field has its own fallback.
import { skipKeyText } from '../contract/skip-trace-request';
import {
  isObject,
  readSkipEmail,
  readSkipPhone,
  readText,
  type SkipEmail,
  type SkipPhone,
} from './read-skip-contact';
import { UnreadableAnswer } from './read-search';

export interface SkipPersonResult {
  personId: string | undefined;
  firstName: string | undefined;
  middleName: string | undefined;
  lastName: string | undefined;
  /** The answer's fullName, else the parts joined; '' when the answer named no one. */
  fullName: string;
  age: number | undefined;
  /** The person's own numbers and addresses (v2); the Await and v1 shapes list them per owner only. */
  phones: SkipPhone[];
  emails: SkipEmail[];
}

/** What a skip trace found for one owner (one item sent). */
export interface SkipOwnerResult {
  /** The item's key as a string, as it was sent; undefined when it had none. */
  key: string | undefined;
  /**
   * match: people with what the match requirements asked for; no-match: the service found no one
   * (free); failed: no usable answer for this item (a per-item error, a key that does not pair,
   * a missing position): nothing is known about this owner.
   */
  status: 'match' | 'no-match' | 'failed';
  /** A repeat the service answered from its cache (free); false when it did not say. */
  cached: boolean;
  persons: SkipPersonResult[];
  /** Every distinct number of the owner's persons, first seen first. */
  phones: SkipPhone[];
  emails: SkipEmail[];
  /** Why a failed item has no result, in the service's words when it gave some. */
  problem?: string | undefined;
}

export interface SkipBatchRead {
  /** results[i] answers items[i] of the call. */
  results: SkipOwnerResult[];
  /** What the call cost when the answer said; undefined is "unknown", never "free". */
  credits: number | undefined;
  requestId: string | undefined;
}

export interface SkipSingleRead {
  result: SkipOwnerResult;
  credits: number | undefined;
  requestId: string | undefined;
}

type Body = Record<string, unknown>;

const list = (value: unknown): unknown[] | undefined => (Array.isArray(value) ? value : undefined);

function readNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? value : undefined;
  const text = readText(value);
  return text && /^\d+(\.\d+)?$/.test(text) ? Number(text) : undefined;
}

function readFlag(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  const text = readText(value)?.toLowerCase();
  return text === 'true' ? true : text === 'false' ? false : undefined;
}

function distinct<T>(items: readonly T[], keyOf: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = keyOf(item);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

const phonesOf = (items: unknown[] | undefined): SkipPhone[] =>
  distinct(
    (items ?? []).map(readSkipPhone).filter((p): p is SkipPhone => p !== undefined),
    (p) => p.number,
  );

const emailsOf = (items: unknown[] | undefined): SkipEmail[] =>
  distinct(
    (items ?? []).map(readSkipEmail).filter((e): e is SkipEmail => e !== undefined),
    (e) => e.address.toLowerCase(),
  );

/** A v2 person, or a name of the Await and v1 shapes (which carry no contacts of their own). */
function readPerson(item: unknown): SkipPersonResult | undefined {
  if (!isObject(item)) return undefined;
  const firstName = readText(item.firstName);
  const middleName = readText(item.middleName);
  const lastName = readText(item.lastName);
  const fullName =
    readText(item.fullName) ?? [firstName, middleName, lastName].filter(Boolean).join(' ');
  const age = readNumber(item.age);
  return {
    personId:
      readText(item.personId) ??
      (typeof item.personId === 'number' ? String(item.personId) : undefined),
    firstName,
    middleName,
    lastName,
    fullName,
    age: age !== undefined ? Math.floor(age) : undefined,
    phones: phonesOf(list(item.phones)),
    emails: emailsOf(list(item.emails)),
  };
}

const personsOf = (items: unknown[] | undefined): SkipPersonResult[] =>
  (items ?? []).map(readPerson).filter((p): p is SkipPersonResult => p !== undefined);

interface Contents {
  persons: SkipPersonResult[];
  phones: SkipPhone[];
  emails: SkipEmail[];
}

const hasAny = (...lists: (unknown[] | undefined)[]) => lists.some((l) => l && l.length > 0);

/**
 * The people, phones and emails of one answer, from the first of the three shapes it holds:
 * v2 `persons` (at the root or in `data`), the Await lists `data.{ phones, emails, names }`,
 * v1 `output.identity.{ phones, emails, names }`.
 */
function readContents(body: Body): Contents {
  const data = isObject(body.data) ? body.data : {};
  const v2 = list(body.persons) ?? list(data.persons);
  if (v2 && v2.length > 0) {
    const persons = personsOf(v2);
    return {
      persons,
      phones: distinct(
        persons.flatMap((p) => p.phones),
        (p) => p.number,
      ),
      emails: distinct(
        persons.flatMap((p) => p.emails),
        (e) => e.address.toLowerCase(),
      ),
    };
  }
  if (hasAny(list(data.phones), list(data.emails), list(data.names)))
    return {
      persons: personsOf(list(data.names)),
      phones: phonesOf(list(data.phones)),
      emails: emailsOf(list(data.emails)),
    };
  const output = isObject(body.output) ? body.output : {};
  const identity = isObject(output.identity) ? output.identity : {};
  return {
    persons: personsOf(list(identity.names)),
    phones: phonesOf(list(identity.phones)),
    emails: emailsOf(list(identity.emails)),
  };
}

/** A per-item error (`{ error: true, errorMessage }`, at the item or in its `data`), or undefined. */
function itemError(body: Body): string | undefined {
  const data = isObject(body.data) ? body.data : {};
  if (body.error !== true && data.error !== true) return undefined;
  return (
    readText(body.errorMessage) ??
    readText(data.errorMessage) ??
    readText(body.message) ??
    'The service could not trace this owner.'
  );
}

function failed(key: string | undefined, problem: string): SkipOwnerResult {
  return { key, status: 'failed', cached: false, persons: [], phones: [], emails: [], problem };
}

/**
 * One owner's answer. `match` when the answer says so; without it, a 404 is no match and anything
 * found is a match (the Await page's items carry no `match`).
 */
function readOwner(body: Body, key: string | undefined): SkipOwnerResult {
  const error = itemError(body);
  if (error !== undefined) return failed(key, error);
  const contents = readContents(body);
  const said = readFlag(body.match);
  const statusCode = readNumber(body.statusCode);
  const found =
    said ??
    (statusCode === 404 ? false : hasAny(contents.persons, contents.phones, contents.emails));
  return {
    key,
    status: found ? 'match' : 'no-match',
    cached: readFlag(body.cached) ?? false,
    ...contents,
  };
}

/** The key an answer item echoes (in `input`, or beside it), as a string. */
function echoedKey(item: Body): string | undefined {
  const input = isObject(item.input) ? item.input : {};
  return skipKeyText(input.key) ?? skipKeyText(item.key);
}

/** What the call cost: a number (or a string of one) when the answer says; else unknown. */
function creditsOf(body: Body): number | undefined {
  return readNumber(body.credits);
}

/**
 * A SkipTraceBatchAwait answer for the items sent (their keys, in order): results[i] answers
 * items[i]. A position whose echoed key differs from the key sent there, a per-item error, or a
 * missing position fails that owner only. An answer with no `data` list is unusable.
 */
export function readSkipTraceBatch(
  body: unknown,
  sentKeys: readonly (string | undefined)[],
): SkipBatchRead {
  if (!isObject(body))
    throw new UnreadableAnswer('SkipTraceBatchAwait: the answer is not a JSON object');
  const data = list(body.data);
  if (!data) throw new UnreadableAnswer('SkipTraceBatchAwait: the answer has no "data" list');
  const results = sentKeys.map((key, i): SkipOwnerResult => {
    const item = data[i];
    if (item === undefined) return failed(key, 'The service sent no answer for this owner.');
    if (!isObject(item))
      return failed(key, 'The service sent this owner’s answer in a form this app could not read.');
    const answered = echoedKey(item);
    if (key !== undefined && answered !== undefined && answered !== key)
      return failed(key, `The answer in this place is for another owner (key ${answered}).`);
    return readOwner(item, key);
  });
  const broken = results.filter((r) => r.status === 'failed').length;
  if (broken > 0)
    console.warn(
      `SkipTraceBatchAwait: ${broken} of ${sentKeys.length} owners got no usable answer.`,
    );
  return { results, credits: creditsOf(body), requestId: readText(body.requestId) };
}

/**
 * One owner's answer as the team holds it (the Await page's data[i], server/held/), read as a
 * fresh one is: what the table, the drawer and an export show without a call to the service.
 */
export function readHeldSkipAnswer(answer: unknown, key: string): SkipOwnerResult {
  if (!isObject(answer)) return failed(key, 'The held answer for this owner could not be read.');
  return readOwner(answer, key);
}

/** A SkipTrace answer (200 with persons, or the 404 no-match, which is an answer, not a failure). */
export function readSkipTrace(body: unknown, sentKey: string | undefined): SkipSingleRead {
  if (!isObject(body)) throw new UnreadableAnswer('SkipTrace: the answer is not a JSON object');
  return {
    result: readOwner(body, sentKey),
    credits: creditsOf(body),
    requestId: readText(body.requestId),
  };
}

/** True for the single's no-match: a 404 in the v2 shape (`match: false` or `persons: []`). */
export function isSkipNoMatch(status: number, body: unknown): boolean {
  if (status !== 404 || !isObject(body)) return false;
  return body.match === false || Array.isArray(body.persons);
}
