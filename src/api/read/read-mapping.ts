// Reads PropertyMapping ("pins") answers the way the real service may send them: the envelope must
// hold a `data` array (else the answer is unusable), and each pin is read on its own: an id and
// coordinates as numbers or strings of digits, a pin that cannot be placed costs that pin only.
// By hand rather than with zod: an answer holds up to 10,000 pins and the map waits for them.
import type { MappingPin } from '../contract/property-mapping';
import { readCount, UnreadableAnswer } from './read-search';

export interface MappingPage {
  /** The pins that could be read, in the answer's order. */
  pins: MappingPin[];
  /** Every match of the search, which may exceed the pins returned (10,000 a call at most). */
  resultCount: number;
  /** What the call cost, when the service said; never assumed to be zero. */
  credits: number | undefined;
  /** The offset this page was asked for (the request's resultIndex), not the answer's echo. */
  offset: number;
  /** Pins the service sent that could not be placed (no id, or no usable coordinates). */
  skipped: number;
}

type Body = Record<string, unknown>;

function isObject(value: unknown): value is Body {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A number, or a string holding one ("30.26"); anything else (null, "", NaN) is unusable. */
function readNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : undefined;
  }
  return undefined;
}

function readPin(item: unknown): MappingPin | undefined {
  if (!isObject(item)) return undefined;
  const id = readCount(item.id);
  const latitude = readNumber(item.latitude);
  const longitude = readNumber(item.longitude);
  if (id === undefined || latitude === undefined || longitude === undefined) return undefined;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return undefined;
  return { id, latitude, longitude };
}

function isEmptyObject(item: unknown): boolean {
  if (!isObject(item)) return false;
  for (const _key in item) return false;
  return true;
}

/** One page of pins; `offset` is the resultIndex the client asked for. */
export function readPropertyMapping(body: unknown, offset: number): MappingPage {
  if (!isObject(body))
    throw new UnreadableAnswer('PropertyMapping: the answer is not a JSON object');
  const data = body.data;
  if (!Array.isArray(data))
    throw new UnreadableAnswer('PropertyMapping: the answer has no "data" array');
  const pins: MappingPin[] = [];
  let skipped = 0;
  for (const item of data) {
    // `{}` is the vendor's published placeholder for "no record", not a broken pin.
    if (isEmptyObject(item)) continue;
    const pin = readPin(item);
    if (pin) pins.push(pin);
    else skipped += 1;
  }
  if (skipped > 0)
    console.warn(
      `PropertyMapping: ${skipped} of ${data.length} pins had no usable id or coordinates and are not shown.`,
    );
  const resultCount =
    readCount(body.resultCount) ?? readCount(body.recordCount) ?? offset + pins.length + skipped;
  const credits = readNumber(body.credits);
  return {
    pins,
    resultCount,
    credits: credits !== undefined && credits >= 0 ? credits : undefined,
    offset,
    skipped,
  };
}
