// Limits on the shape of any request body, checked before validation so hostile input costs little work.
import { type Violation } from './violations';

/**
 * The bounds a request body must keep (docs/mock.md "Request bounds"). They sit far above anything
 * the spec's operations need (the deepest legal body, a multi_polygon, nests 5 levels; the longest
 * list the spec speaks of is ids_only's 10,000), so only hostile or broken bodies meet them.
 */
export const REQUEST_BOUNDS = {
  /** Objects and arrays inside each other. Checked on the raw text, before JSON.parse. */
  maxDepth: 32,
  /** Keys in any one object (PropertySearch has 176 fields). */
  maxKeys: 256,
  /** Items in any one array. */
  maxArrayItems: 10_000,
  /** Characters in any one string, keys included. */
  maxStringChars: 1_000,
  /** Violations a 400 lists; the rest are counted ("and N more"). */
  maxViolations: 50,
  /** Did-you-mean searches per request (an unknown selector may take three); later names get none. */
  maxSuggestions: 150,
} as const;

const BOUND_ERROR_CODE = 'VALIDATION_FAILED';

const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * Scans JSON text for bracket nesting deeper than `maxDepth`, skipping string contents. Runs
 * before JSON.parse because every later step (parse, validation, the error's echo) walks the
 * value recursively, and about 4,000 levels exhaust the stack: a 500 from an 8 KB body.
 */
export function jsonNestingViolation(
  text: string,
  maxDepth: number = REQUEST_BOUNDS.maxDepth,
): Violation | undefined {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === BACKSLASH) i++;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) {
      inString = true;
    } else if (code === OPEN_BRACE || code === OPEN_BRACKET) {
      depth++;
      if (depth > maxDepth) {
        return {
          field: '',
          message: `value nests objects and arrays more than ${maxDepth} levels deep (the limit is ${maxDepth})`,
          errorCode: BOUND_ERROR_CODE,
        };
      }
    } else if (code === CLOSE_BRACE || code === CLOSE_BRACKET) {
      depth--;
    }
  }
  return undefined;
}

const SHOWN_KEY_CHARS = 40;

/** A path segment for a message: long keys are cut, so naming a field cannot amplify the input. */
function shownKey(key: string): string {
  return key.length > SHOWN_KEY_CHARS ? `${key.slice(0, SHOWN_KEY_CHARS)}…` : key;
}

interface Frame {
  value: unknown;
  parent: Frame | undefined;
  key: string | number | undefined;
}

function pathOf(frame: Frame): string {
  const parts: (string | number)[] = [];
  for (let f: Frame | undefined = frame; f && f.key !== undefined; f = f.parent) parts.push(f.key);
  let out = '';
  for (const part of parts.reverse()) {
    if (typeof part === 'number') out += `[${part}]`;
    else out += out ? `.${shownKey(part)}` : shownKey(part);
  }
  return out;
}

function named(path: string): string {
  return path === '' ? 'value' : path;
}

/**
 * Every place a parsed body breaks a bound of REQUEST_BOUNDS (key count, array length, string
 * length; depth too, for values that did not come through jsonNestingViolation). The walk is
 * iterative and skips the insides of an oversized array or object, so its work is bounded by
 * the body's size and never by what the body asks for.
 */
export function requestBoundViolations(body: unknown): Violation[] {
  const out: Violation[] = [];
  const flag = (frame: Frame, message: string) =>
    out.push({ field: pathOf(frame), message, errorCode: BOUND_ERROR_CODE });
  const stack: { frame: Frame; depth: number }[] = [
    { frame: { value: body, parent: undefined, key: undefined }, depth: 0 },
  ];
  while (stack.length > 0) {
    const { frame, depth } = stack.pop() as { frame: Frame; depth: number };
    const value = frame.value;
    if (typeof value === 'string') {
      if (value.length > REQUEST_BOUNDS.maxStringChars)
        flag(
          frame,
          `${named(pathOf(frame))} is ${value.length} characters long; strings are limited to ${REQUEST_BOUNDS.maxStringChars} characters`,
        );
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    if (depth >= REQUEST_BOUNDS.maxDepth) {
      flag(
        frame,
        `${named(pathOf(frame))} nests more than ${REQUEST_BOUNDS.maxDepth} levels deep (the limit is ${REQUEST_BOUNDS.maxDepth})`,
      );
      continue;
    }
    if (Array.isArray(value)) {
      if (value.length > REQUEST_BOUNDS.maxArrayItems) {
        flag(
          frame,
          `${named(pathOf(frame))} has ${value.length} items; lists are limited to ${REQUEST_BOUNDS.maxArrayItems} items`,
        );
        continue;
      }
      for (let i = value.length - 1; i >= 0; i--)
        stack.push({ frame: { value: value[i], parent: frame, key: i }, depth: depth + 1 });
      continue;
    }
    const keys = Object.keys(value);
    if (keys.length > REQUEST_BOUNDS.maxKeys) {
      flag(
        frame,
        `${named(pathOf(frame))} has ${keys.length} keys; objects are limited to ${REQUEST_BOUNDS.maxKeys} keys`,
      );
      continue;
    }
    for (let i = keys.length - 1; i >= 0; i--) {
      const key = keys[i] as string;
      const child: Frame = { value: (value as Record<string, unknown>)[key], parent: frame, key };
      if (key.length > REQUEST_BOUNDS.maxStringChars) {
        flag(
          child,
          `a key of ${named(pathOf(frame))} is ${key.length} characters long; keys are limited to ${REQUEST_BOUNDS.maxStringChars} characters`,
        );
        continue;
      }
      stack.push({ frame: child, depth: depth + 1 });
    }
  }
  return out;
}
