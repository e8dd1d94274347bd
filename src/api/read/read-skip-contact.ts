// Reads one phone or email of a skip answer whatever shape the vendor sends it in (reference-shapes
// "What a client must tolerate in a skip answer"): the type and do-not-call vocabularies, numbers
// with formatting, a leading 1 or as JSON numbers, masked numbers and addresses.

type PhoneKind = 'mobile' | 'landline' | 'voip' | 'unknown';

export interface SkipPhone {
  /** Ten digits; a masked number keeps its mask ("703237****"). */
  number: string;
  kind: PhoneKind;
  /**
   * True when the number may not be called: on the do-not-call registry, or its status was not
   * given (some v1 phones), since calling an unknown is the risk the list exists to avoid.
   */
  doNotCall: boolean;
  /** False when the answer said nothing about do-not-call (doNotCall is then true). */
  dncKnown: boolean;
  /** YYYY-MM-DD, or undefined when the answer had none ("" or absent). */
  lastSeen: string | undefined;
  /** Activity over the last 12 months, when sent (string or number on the wire). */
  usage12Month: number | undefined;
  /** Part of the number is hidden: shown as it is, never dialled or exported. */
  masked: boolean;
  /** Whole and known to be off the do-not-call list: the only numbers to call. */
  dialable: boolean;
  /** Whole: may go into an export (with its do-not-call flag beside it). */
  exportable: boolean;
}

export interface SkipEmail {
  address: string;
  /** "personal", "work"…, when the answer said. */
  type: string | undefined;
  /** Part of the address is hidden ("*****@aol.com"): shown, never exported. */
  masked: boolean;
  exportable: boolean;
}

type Body = Record<string, unknown>;

export function isObject(value: unknown): value is Body {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A non-blank string, trimmed; anything else is undefined. */
export function readText(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

const KIND_WORDS: ReadonlyMap<string, PhoneKind> = new Map([
  ['w', 'mobile'],
  ['wireless', 'mobile'],
  ['mobile', 'mobile'],
  ['cell', 'mobile'],
  ['l', 'landline'],
  ['landline', 'landline'],
  ['home_phone', 'landline'],
  ['v', 'voip'],
  ['voip', 'voip'],
]);

function kindOf(phone: Body): PhoneKind {
  const word = readText(phone.phoneType) ?? readText(phone.type);
  return (word && KIND_WORDS.get(word.toLowerCase())) || 'unknown';
}

/** Y/N, true/false, "true"/"false": undefined when the answer does not say. */
function yesNo(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  const word = readText(value)?.toLowerCase();
  if (word === 'y' || word === 'yes' || word === 'true') return true;
  if (word === 'n' || word === 'no' || word === 'false') return false;
  return undefined;
}

function dncOf(phone: Body): boolean | undefined {
  return yesNo(phone.phoneFtcDnc) ?? yesNo(phone.dnc) ?? yesNo(phone.doNotCall);
}

const MASK = /[*xX•#]/;

/**
 * A phone number as ten digits: formatting dropped ("(703) 237-1234", "703-255-1211"), a leading 1
 * of eleven digits dropped, a JSON number accepted. A masked number keeps its digits and mask
 * characters in place. Anything else (seven digits, letters) is not a number: undefined.
 */
export function normalizePhoneNumber(
  value: unknown,
): { number: string; masked: boolean } | undefined {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value) || value < 0) return undefined;
    text = String(value);
  } else if (typeof value === 'string') text = value.trim();
  else return undefined;
  const kept = text.replace(/[\s().+\-/]/g, '');
  if (MASK.test(kept)) {
    const masked = kept.replace(/[xX•#]/g, '*');
    const core = masked.length === 11 && masked.startsWith('1') ? masked.slice(1) : masked;
    return /^[\d*]{10}$/.test(core) ? { number: core, masked: true } : undefined;
  }
  if (!/^\d+$/.test(kept)) return undefined;
  if (kept.length === 11 && kept.startsWith('1')) return { number: kept.slice(1), masked: false };
  return kept.length === 10 ? { number: kept, masked: false } : undefined;
}

/** YYYY-MM-DD from a date or timestamp; "" and anything unreadable is undefined. */
function readDay(value: unknown): string | undefined {
  const text = readText(value);
  const match = text ? /^(\d{4}-\d{2}-\d{2})/.exec(text) : null;
  return match?.[1];
}

function readUsage(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? value : undefined;
  const text = readText(value);
  return text && /^\d+(\.\d+)?$/.test(text) ? Number(text) : undefined;
}

/** One phone: a string or number alone, or an object in any of the three shapes. */
export function readSkipPhone(item: unknown): SkipPhone | undefined {
  const phone: Body = isObject(item) ? item : { phone: item };
  const normal =
    normalizePhoneNumber(phone.phone) ??
    normalizePhoneNumber(phone.phoneNumber) ??
    normalizePhoneNumber(phone.number);
  if (!normal) return undefined;
  const dnc = dncOf(phone);
  const doNotCall = dnc ?? true;
  return {
    number: normal.number,
    kind: kindOf(phone),
    doNotCall,
    dncKnown: dnc !== undefined,
    lastSeen: readDay(phone.phoneLastSeen) ?? readDay(phone.lastSeen),
    usage12Month: readUsage(phone.phoneUsage12Month),
    masked: normal.masked,
    dialable: !normal.masked && !doNotCall,
    exportable: !normal.masked,
  };
}

/** One email: a string, or `{ email, type | emailType }`. */
export function readSkipEmail(item: unknown): SkipEmail | undefined {
  const address = isObject(item) ? readText(item.email) : readText(item);
  if (!address || !address.includes('@')) return undefined;
  const masked = address.includes('*');
  return {
    address,
    type: isObject(item) ? (readText(item.type) ?? readText(item.emailType)) : undefined,
    masked,
    exportable: !masked,
  };
}
