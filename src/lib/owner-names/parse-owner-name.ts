// Owner names as county records write them, read into people and entities: "SMITH JOHN & MARY",
// "JOHN & MARY SMITH", "HENDERSON REVOCABLE TRUST", "ESTATE OF JOHN SMITH", "PALMETTO PROPERTIES LLC".
// Mail merges need addressee lines and dialers need first/last names; an entity must never be split
// into a first and a last name.
import { nameCase } from './name-case';
import {
  ARTICLES,
  COMPANY_PHRASES,
  COMPANY_WORDS,
  ESTATE_WORDS,
  ET_AL_PATTERN,
  GIVEN_NAMES,
  SUFFIXES,
  TRUST_WORDS,
  TRUSTEE_WORDS,
} from './name-words';

export type OwnerKind = 'person' | 'people' | 'trustee' | 'company' | 'trust' | 'estate';

export interface PersonName {
  first: string;
  middle: string;
  last: string;
  suffix: string;
}

export interface ParsedOwner {
  kind: OwnerKind;
  /** The people named: the owners, the trustees, or the deceased of an estate. Empty for companies and trusts. */
  people: PersonName[];
  /** The company, trust or estate name; '' for people. */
  entity: string;
  /** "ET AL", "ET UX": more owners than the record names. */
  etAl: boolean;
}

/** Which comes first when the name itself does not tell (county rolls usually write last first). */
export type NameOrder = 'first-last' | 'last-first';

/** Surname particles that belong to the last name: "Van Der Berg", "De La Cruz". */
const PARTICLES = new Set([
  'VAN',
  'VON',
  'DER',
  'DEN',
  'DE',
  'DEL',
  'LA',
  'LE',
  'DA',
  'DI',
  'DOS',
  'ST',
]);
/** Words that mean a trust outright; a bare "TR" after a person means trustee instead. */
const TRUST_NAME_WORDS = new Set(['TRUST', 'TRUSTS', 'TRST', 'REVOCABLE', 'IRREVOCABLE', 'FAMILY']);
const SEPARATOR = /\s*(?:&|\+|\/|;|\bAND\b)\s*/i;

const upper = (tokens: readonly string[]) => tokens.map((t) => t.toUpperCase());
const isInitial = (token: string) => /^[A-Z]$/i.test(token);

function clean(raw: string): string {
  return raw
    .replace(/\./g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*,\s*/g, ', ')
    .trim();
}

function tokensOf(text: string): string[] {
  return text.split(' ').filter(Boolean);
}

function hasCompanyMarker(text: string): boolean {
  const up = text.toUpperCase().replace(/,/g, '');
  if (COMPANY_PHRASES.some((p) => up.includes(p))) return true;
  return tokensOf(up).some((t) => COMPANY_WORDS.has(t));
}

function hasTrustName(tokens: readonly string[]): boolean {
  const up = upper(tokens);
  if (up.some((t) => TRUST_NAME_WORDS.has(t) && t !== 'FAMILY')) return true;
  // "SMITH FAMILY TR", "SMITH LIV TR": a trust word beside a trust abbreviation.
  const last = up[up.length - 1] ?? '';
  return (
    TRUST_WORDS.has(last) &&
    up.some((t) => t === 'FAMILY' || t === 'LIVING' || t === 'LIV' || t === 'REV')
  );
}

function withoutEtAl(text: string): { text: string; etAl: boolean } {
  if (!ET_AL_PATTERN.test(text)) return { text, etAl: false };
  const stripped = text.replace(new RegExp(ET_AL_PATTERN.source, 'gi'), ' ');
  return { text: clean(stripped).replace(/,$/, '').trim(), etAl: true };
}

/** Trailing suffix tokens off `tokens` (in place); "JR", "III". */
function takeSuffix(tokens: string[]): string {
  const found: string[] = [];
  while (tokens.length > 1) {
    const last = (tokens[tokens.length - 1] ?? '').toUpperCase().replace(/,$/, '');
    const suffix = SUFFIXES.get(last);
    if (!suffix) break;
    found.unshift(suffix);
    tokens.pop();
  }
  return found.join(' ');
}

function guessOrder(tokens: readonly string[], fallback: NameOrder): NameOrder {
  const names = upper(tokens).filter((t) => !isInitial(t));
  const first = names[0] ?? '';
  const second = names[1] ?? '';
  const last = names[names.length - 1] ?? '';
  // "DE LA CRUZ MARIA": a name that opens with a surname particle is written last name first.
  if (PARTICLES.has(first) && names.length > 2) return 'last-first';
  const firstGiven = GIVEN_NAMES.has(first);
  if (firstGiven && !GIVEN_NAMES.has(last)) return 'first-last';
  if (!firstGiven && GIVEN_NAMES.has(second)) return 'last-first';
  return fallback;
}

/** How many leading tokens form the last name in "VAN DER BERG JOHN". */
function leadingLastLength(tokens: readonly string[]): number {
  let n = 0;
  while (n < tokens.length - 2 && PARTICLES.has((tokens[n] ?? '').toUpperCase())) n += 1;
  return n + 1;
}

/** Where the last name starts in "JOHN VAN DER BERG". */
function trailingLastStart(tokens: readonly string[]): number {
  let start = tokens.length - 1;
  while (start > 1 && PARTICLES.has((tokens[start - 1] ?? '').toUpperCase())) start -= 1;
  return start;
}

const joinCase = (tokens: readonly string[]) => tokens.map(nameCase).join(' ');

function person(first: string[], middle: string[], last: string[], suffix: string): PersonName {
  return { first: joinCase(first), middle: joinCase(middle), last: joinCase(last), suffix };
}

/** One person from one part: "JOHN A SMITH JR", "SMITH, JOHN A", "SMITH JOHN A". */
function parsePerson(text: string, order: NameOrder): PersonName {
  const comma = text.indexOf(',');
  if (comma > 0) {
    const lastTokens = tokensOf(text.slice(0, comma));
    const rest = tokensOf(text.slice(comma + 1).replace(/,/g, ' '));
    const suffix = takeSuffix(rest) || takeSuffix(lastTokens);
    return person(rest.slice(0, 1), rest.slice(1), lastTokens, suffix);
  }
  const tokens = tokensOf(text);
  const suffix = takeSuffix(tokens);
  if (tokens.length === 1) return person([], [], tokens, suffix);
  if (guessOrder(tokens, order) === 'last-first') {
    const n = leadingLastLength(tokens);
    return person(tokens.slice(n, n + 1), tokens.slice(n + 1), tokens.slice(0, n), suffix);
  }
  const start = trailingLastStart(tokens);
  return person(tokens.slice(0, 1), tokens.slice(1, start), tokens.slice(start), suffix);
}

/** A second owner written as a given name only ("MARY", "MARY B") shares the first one's last name. */
function isGivenOnly(tokens: readonly string[]): boolean {
  return tokens.length === 1 || (tokens.length === 2 && isInitial(tokens[1] ?? ''));
}

/** "JOHN, MARY & ANN SMITH": a list of given names before the last part, commas between them. */
function splitGivenList(parts: string[]): string[] {
  const last = parts[parts.length - 1] ?? '';
  if (parts.length < 2 || tokensOf(last).length < 2) return parts;
  return parts.flatMap((part, i) => {
    const pieces = part.split(',').map((p) => p.trim());
    const listed = i < parts.length - 1 && pieces.length > 1;
    return listed && pieces.every((p) => tokensOf(p).length === 1) ? pieces : [part];
  });
}

function parsePeople(text: string, order: NameOrder): PersonName[] {
  const parts = splitGivenList(
    text
      .split(SEPARATOR)
      .map((p) => p.replace(/^,|,$/g, '').trim())
      .filter(Boolean),
  );
  if (parts.length < 2) return parts.map((p) => parsePerson(p, order));
  const tokenParts = parts.map(tokensOf);
  const firstPart = tokenParts[0] ?? [];
  const lastPart = tokenParts[tokenParts.length - 1] ?? [];
  // "JOHN & MARY SMITH": the given names come first and the last part carries the shared last name.
  if (tokenParts.slice(0, -1).every((t) => t.length === 1) && lastPart.length >= 2) {
    const shared = parsePerson(parts[parts.length - 1] ?? '', 'first-last');
    return [
      ...tokenParts.slice(0, -1).map((t) => ({ ...shared, first: joinCase(t), middle: '' })),
      shared,
    ];
  }
  // "SMITH JOHN & MARY": the first part carries the last name, the others are given names.
  const lead = parsePerson(parts[0] ?? '', order);
  if (firstPart.length >= 2 && tokenParts.slice(1).every(isGivenOnly)) {
    return [
      lead,
      ...tokenParts.slice(1).map((t) => ({
        first: nameCase(t[0] ?? ''),
        middle: joinCase(t.slice(1)),
        last: lead.last,
        suffix: '',
      })),
    ];
  }
  return [lead, ...parts.slice(1).map((p) => parsePerson(p, order))];
}

function entityName(text: string): string {
  const tokens = tokensOf(text.replace(/,/g, ''));
  return joinCase(tokens.map((t) => t.replace(/^&$/, '&')));
}

/** Reads one owner-name string. Empty input gives undefined. */
export function parseOwnerName(
  raw: string | null | undefined,
  options: { order?: NameOrder } = {},
): ParsedOwner | undefined {
  const order = options.order ?? 'first-last';
  const cleaned = clean(raw ?? '');
  if (!cleaned) return undefined;
  const { text, etAl } = withoutEtAl(cleaned);
  if (!text) return undefined;
  const tokens = tokensOf(text.replace(/,/g, ' '));
  const up = upper(tokens);

  if (hasCompanyMarker(text))
    return { kind: 'company', people: [], entity: entityName(text), etAl };
  if (hasTrustName(tokens)) {
    const named = ARTICLES.has(up[0] ?? '') ? tokens.slice(1) : tokens;
    return { kind: 'trust', people: [], entity: entityName(named.join(' ')), etAl };
  }

  const lastWord = up[up.length - 1] ?? '';
  if (up[0] === 'ESTATE' && up[1] === 'OF') {
    const people = parsePeople(tokens.slice(2).join(' '), 'first-last');
    return { kind: 'estate', people, entity: `Estate of ${addresseeOfPeople(people)}`, etAl };
  }
  if (ESTATE_WORDS.has(lastWord) && tokens.length > 1) {
    const people = parsePeople(text.replace(/,?\s*\S+$/, ''), order);
    return { kind: 'estate', people, entity: `Estate of ${addresseeOfPeople(people)}`, etAl };
  }
  if (TRUSTEE_WORDS.has(lastWord) || TRUST_WORDS.has(lastWord)) {
    const rest = text.replace(/,?\s*\S+$/, '').trim();
    const people = parsePeople(rest, order);
    return { kind: 'trustee', people, entity: '', etAl };
  }
  const people = parsePeople(text, order);
  return { kind: people.length > 1 ? 'people' : 'person', people, entity: '', etAl };
}

function fullName(p: PersonName): string {
  return [p.first, p.middle, p.last, p.suffix].filter(Boolean).join(' ');
}

/** "John & Mary Smith" when they share a last name, else "John Smith & Mary Jones". */
function addresseeOfPeople(people: readonly PersonName[]): string {
  if (people.length === 0) return '';
  const lasts = new Set(people.map((p) => p.last));
  const [only] = people;
  if (people.length === 1 && only) return fullName(only);
  const firstNames = people.map((p) => [p.first, p.middle].filter(Boolean).join(' '));
  if (lasts.size === 1 && people.every((p) => p.first && !p.suffix)) {
    return `${joinAnd(firstNames)} ${people[0]?.last ?? ''}`;
  }
  return joinAnd(people.map(fullName));
}

function joinAnd(items: readonly string[]): string {
  if (items.length <= 2) return items.join(' & ');
  return `${items.slice(0, -1).join(', ')} & ${items[items.length - 1] ?? ''}`;
}

/** The first line of an envelope: the people, the company, the trust or the estate. */
export function addresseeLine(owner: ParsedOwner): string {
  let line: string;
  if (owner.kind === 'company' || owner.kind === 'trust' || owner.kind === 'estate') {
    line = owner.entity;
  } else if (owner.kind === 'trustee') {
    line = `${addresseeOfPeople(owner.people)}, ${owner.people.length > 1 ? 'Trustees' : 'Trustee'}`;
  } else {
    line = addresseeOfPeople(owner.people);
  }
  return owner.etAl ? `${line} et al` : line;
}
