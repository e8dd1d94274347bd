// How a skip item's address is compared with the dataset's: one normal form for both sides.
import { normalizeAddressText } from '../engine/text-normalize';

/**
 * A unit at the end of a street line ("Apt 4", "Unit B", "Ste 200", "#12"): reference-shapes says
 * units are ignored, so "123 Main St Apt 4" finds 123 Main St.
 */
const TRAILING_UNIT =
  /[\s,]+(?:#\s*|(?:apt|apartment|unit|ste|suite|bldg|building|fl|floor|rm|room|spc|space)\.?\s*#?\s*)[a-z0-9-]+\s*$/i;
/** Units are short: the pattern reads the end of the line only, so a long line costs no backtracking. */
const UNIT_TAIL_CHARS = 40;

/**
 * The form addresses, cities and names are compared in: case, punctuation and runs of spaces
 * dropped, Street/St-style words abbreviated as records write them (the MLS lookup's rule).
 */
export function normalText(text: string): string {
  return normalizeAddressText(text);
}

/** A street line without a trailing unit, normalised. */
export function normalStreetLine(line: string): string {
  const cut = Math.max(0, line.length - UNIT_TAIL_CHARS);
  const unit = TRAILING_UNIT.exec(line.slice(cut));
  return normalizeAddressText(unit ? line.slice(0, cut + unit.index) : line);
}

/** The five digits a zip is compared by ("78701-1234" is 78701), or undefined for no zip. */
export function zip5(zip: string | undefined): string | undefined {
  if (zip === undefined) return undefined;
  const trimmed = zip.trim();
  return trimmed === '' ? undefined : trimmed.slice(0, 5);
}
