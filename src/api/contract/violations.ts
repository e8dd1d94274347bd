// The shape every validator in the contract reports problems in, and how zod issues map onto it.
import type { z } from 'zod';

/** One problem with a request: which field, what is wrong, and the stable code when one exists. */
export interface Violation {
  /** Dotted path of the offending field ("" for the whole body). */
  field: string;
  message: string;
  errorCode?: string;
}

export type ValidationResult<T> = { ok: true; value: T } | { ok: false; violations: Violation[] };

/** Formats a path like ["polygon", 2, "lat"] as "polygon[2].lat". */
function formatPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const part of path) {
    if (typeof part === 'number') out += `[${part}]`;
    else out += out ? `.${String(part)}` : String(part);
  }
  return out;
}

// Zod's own messages start with these words; anything else was written by us and is kept verbatim.
const ZOD_DEFAULT_MESSAGE = /^(Invalid|Too small|Too big|Unrecognized)/;

const TYPE_NAMES: Record<string, string> = {
  int: 'an integer',
  number: 'a number',
  string: 'a string',
  boolean: 'a boolean',
  array: 'an array',
  object: 'an object',
  record: 'an object',
};

function describeValues(values: readonly unknown[]): string {
  return `[${values.map(String).join(', ')}]`;
}

/** A Joi-like sentence fragment for one zod issue, without the field name. */
export function describeIssue(issue: z.core.$ZodIssue): string {
  if (!ZOD_DEFAULT_MESSAGE.test(issue.message)) return issue.message;
  switch (issue.code) {
    case 'invalid_type':
      return `must be ${TYPE_NAMES[issue.expected] ?? issue.expected}`;
    case 'too_small': {
      const min = String(issue.minimum);
      if (issue.origin === 'array' || issue.origin === 'set')
        return `must contain at least ${min} items`;
      if (issue.origin === 'string')
        return issue.minimum === 1
          ? 'is not allowed to be empty'
          : `must be at least ${min} characters long`;
      return issue.inclusive === false
        ? `must be greater than ${min}`
        : `must be greater than or equal to ${min}`;
    }
    case 'too_big': {
      const max = String(issue.maximum);
      if (issue.origin === 'array' || issue.origin === 'set')
        return `must contain less than or equal to ${max} items`;
      if (issue.origin === 'string') return `must be less than or equal to ${max} characters long`;
      return issue.inclusive === false
        ? `must be less than ${max}`
        : `must be less than or equal to ${max}`;
    }
    case 'invalid_value':
      return `must be one of ${describeValues(issue.values)}`;
    case 'invalid_format':
      return `must be a valid ${issue.format}`;
    default:
      return 'is invalid';
  }
}

/** Turns zod issues into violations whose messages start with the field they name. */
export function violationsFromZod(
  issues: readonly z.core.$ZodIssue[],
  errorCode?: string,
  prefix: readonly PropertyKey[] = [],
): Violation[] {
  return issues.map((issue) => {
    const field = formatPath([...prefix, ...issue.path]);
    const text = describeIssue(issue);
    // A message that names its field already (ours, or the vendor's `"size" parameter …`) is kept.
    const named = text.startsWith(field) || text.startsWith(`"${field}"`);
    const message = field && !named ? `${field} ${text}` : text;
    return errorCode ? { field, message, errorCode } : { field, message };
  });
}

/** Joins violations into one human-readable message, Boom style. */
function joinViolations(violations: readonly Violation[]): string {
  // Sentences separated by ". ", except after a message that already ends a sentence ("…zip?").
  return violations
    .map((v, i) =>
      i === violations.length - 1 || /[.?!]$/.test(v.message) ? v.message : `${v.message}.`,
    )
    .join(' ');
}

/**
 * The first `max` violations, and how many were left out: a 400 names a bounded number of
 * problems, so its size follows the limit rather than the number of mistakes in the body.
 */
export function limitViolations(
  violations: readonly Violation[],
  max: number,
): { shown: Violation[]; omitted: number } {
  return { shown: violations.slice(0, max), omitted: Math.max(0, violations.length - max) };
}

/** joinViolations plus "and N more." when some were left out. */
export function summarizeViolations(shown: readonly Violation[], omitted: number): string {
  const text = joinViolations(shown);
  if (omitted === 0) return text;
  const more = `And ${omitted} more ${omitted === 1 ? 'problem' : 'problems'}.`;
  return /[.?!]$/.test(text) ? `${text} ${more}` : `${text}. ${more}`;
}

/** True for a JSON object (not null, not an array). */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A value that counts as "given" for the accompaniment rules: not absent, not blank, not an empty list. */
export function isGiven(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return true;
}
