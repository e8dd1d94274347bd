// The `input` echo of an error body (spec §2.6), cut to a size budget so an error never amplifies its request.

/** Characters of JSON an error's echo may take; a larger input is echoed in part. */
const ECHO_BUDGET_CHARS = 24 * 1024;
const ECHO_STRING_CHARS = 200;
const ECHO_MAX_DEPTH = 32;

export interface Echo {
  input: unknown;
  /** True when the echo is a shortened copy of the input. */
  truncated: boolean;
}

/**
 * The input itself when its JSON fits the budget, else a copy of its beginning: the same shape,
 * with lists and objects cut where the budget runs out and long strings shortened. (Serialising
 * can grow a value: `1e20` is written as 21 digits, so the size is measured, not assumed.)
 */
export function boundedEcho(input: unknown, budget: number = ECHO_BUDGET_CHARS): Echo {
  let whole: string | undefined;
  try {
    whole = JSON.stringify(input);
  } catch {
    whole = undefined;
  }
  if (whole !== undefined && whole.length <= budget) return { input, truncated: false };
  let left = budget;
  const copy = (value: unknown, depth: number): unknown => {
    if (typeof value === 'string') {
      const cut =
        value.length > ECHO_STRING_CHARS ? `${value.slice(0, ECHO_STRING_CHARS)}…` : value;
      left -= cut.length + 2;
      return cut;
    }
    if (typeof value !== 'object' || value === null) {
      left -= String(value).length + 1;
      return value;
    }
    if (depth >= ECHO_MAX_DEPTH) {
      left -= 4;
      return null;
    }
    left -= 2;
    if (Array.isArray(value)) {
      const out: unknown[] = [];
      for (const item of value) {
        if (left <= 0) break;
        out.push(copy(item, depth + 1));
      }
      return out;
    }
    // Null prototype: a key named __proto__ is copied as a key, not as the copy's prototype.
    const out = Object.create(null) as Record<string, unknown>;
    for (const [key, item] of Object.entries(value)) {
      if (left <= 0) break;
      const shownKey = key.length > ECHO_STRING_CHARS ? `${key.slice(0, ECHO_STRING_CHARS)}…` : key;
      left -= shownKey.length + 4;
      out[shownKey] = copy(item, depth + 1);
    }
    return out;
  };
  return { input: copy(input, 0), truncated: true };
}
