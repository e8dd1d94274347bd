// Places named inside a phrase: "foreclosures in Phoenix under $300k" names Phoenix. When the whole
// text matches no place, the box asks the lookup about the runs of words that could be a place
// (longest first), never about filler, prices or numbers, and offers the first run that names one.
import type { AutoCompleteItem } from '../../api/contract/autocomplete';
import { AUTOCOMPLETE_MIN_CHARS } from '../../api/contract/autocomplete';

/**
 * Words that are never part of a place name in what a list builder types: small words, and the
 * words of the search itself (what, how much, how big). A run of place words stops at each one.
 */
const FILLER = new Set(
  (
    'a an the in on at of for to from by with within near around inside under over below above ' +
    'less more than between and or not no any all my me i want find show get list search looking ' +
    'up down max min maximum minimum about only just who that are is without after before since ' +
    'last past next ' +
    'foreclosure foreclosures foreclosed preforeclosure preforeclosures pre auction auctions ' +
    'reo bank owned distressed distress vacant empty abandoned probate inherited tax taxes lien ' +
    'liens delinquent judgment divorce default notice notices lis pendens trustee sale sales ' +
    'sold selling sell buy buying buyer buyers cash investor investors listed listing listings ' +
    'mls off market price priced value cheap expensive equity paid ' +
    'mortgage mortgages loan loans owner owners absentee occupied landlord landlords llc trust ' +
    'home homes house houses property properties condo condos townhouse townhouses apartment ' +
    'apartments duplex duplexes triplex multifamily multi family single unit units lot lots ' +
    'acre acres manufactured commercial residential rental rentals lead leads deals ' +
    'bed beds bedroom bedrooms br bath baths bathroom bathrooms ba sqft sq ft feet square ' +
    'stories pool pools garage basement built year years month months day days ago k m'
  ).split(' '),
);

/** Words before a number that make it an amount, not a zip ("under 85000"). */
const AMOUNT_WORDS = new Set(
  'under over below above than less more from to between and max min at least most after before since'.split(
    ' ',
  ),
);

/** Most lookups one phrase may cost: the runs beyond it are not asked about. */
export const MAX_PHRASE_LOOKUPS = 4;
/** Longest run of words tried as one place name ("Port Saint Lucie", "1200 N Main St"). */
const MAX_RUN_WORDS = 5;

interface Word {
  /** The word as typed, without the punctuation around it. */
  text: string;
  start: number;
  end: number;
}

function wordsOf(text: string): Word[] {
  const words: Word[] = [];
  for (const match of text.matchAll(/\S+/g)) {
    const raw = match[0];
    const lead = raw.length - raw.replace(/^[^\p{L}\p{N}$]+/u, '').length;
    const core = raw.slice(lead).replace(/[^\p{L}\p{N}]+$/u, '');
    if (core === '') continue;
    const start = (match.index ?? 0) + lead;
    words.push({ text: core, start, end: start + core.length });
  }
  return words;
}

/** A word that could be part of a place name: not filler, not a price or a plain number. */
function isPlaceWord(word: Word, previous: Word | undefined): boolean {
  const lower = word.text.toLowerCase();
  if (FILLER.has(lower)) return false;
  if (!/\d/.test(lower)) return true;
  // A zip is five digits, unless an amount word came before it ("under 85000").
  if (/^\d{5}$/.test(lower)) return !AMOUNT_WORDS.has(previous?.text.toLowerCase() ?? '');
  // A house number starts an address ("1200 Main"): a number of 1 to 6 digits, not "$300k", "3br".
  return /^\d{1,6}$/.test(lower) && !AMOUNT_WORDS.has(previous?.text.toLowerCase() ?? '');
}

/** The maximal runs of place words, as word lists. */
function placeRuns(words: readonly Word[]): Word[][] {
  const runs: Word[][] = [];
  let current: Word[] = [];
  words.forEach((word, i) => {
    if (isPlaceWord(word, words[i - 1])) {
      current.push(word);
      return;
    }
    if (current.length > 0) runs.push(current);
    current = [];
  });
  if (current.length > 0) runs.push(current);
  return runs;
}

/** True when a run is worth a lookup: enough letters, and not a bare number that is not a zip. */
function worthAsking(run: readonly Word[], text: string): boolean {
  if (text.length < AUTOCOMPLETE_MIN_CHARS) return false;
  const onlyNumbers = run.every((w) => /^\d+$/.test(w.text));
  return !onlyNumbers || (run.length === 1 && /^\d{5}$/.test(run[0]?.text ?? ''));
}

/**
 * The parts of `typed` to ask the lookup about, best first: every stretch of up to five place
 * words, longer before shorter and, of one length, in reading order; never the whole text (it was
 * asked already), at most MAX_PHRASE_LOOKUPS of them. Each keeps its typed spelling between its
 * first and last word ("Phoenix, AZ").
 */
export function placeCandidates(typed: string): string[] {
  const text = typed.trim();
  const words = wordsOf(text);
  const stretches: { size: number; start: number; text: string }[] = [];
  for (const run of placeRuns(words)) {
    for (let size = Math.min(run.length, MAX_RUN_WORDS); size >= 1; size--) {
      for (let i = 0; i + size <= run.length; i++) {
        const part = run.slice(i, i + size);
        const first = part[0] as Word;
        const last = part[part.length - 1] as Word;
        const slice = text.slice(first.start, last.end);
        if (worthAsking(part, slice)) stretches.push({ size, start: first.start, text: slice });
      }
    }
  }
  stretches.sort((a, b) => b.size - a.size || a.start - b.start);
  const seen = new Set<string>([text.toLowerCase()]);
  const out: string[] = [];
  for (const s of stretches) {
    const key = s.text.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(s.text);
    if (out.length === MAX_PHRASE_LOOKUPS) break;
  }
  return out;
}

/** Lower-case letter and digit words: "Phoenix, AZ" → ["phoenix", "az"]. */
function tokens(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/**
 * True when the suggestion's title holds the candidate's words whole and in order: the lookup
 * matches inside words ("homes" → Homestead), which for a word picked out of a phrase is a guess.
 */
export function namesCandidate(item: AutoCompleteItem, candidate: string): boolean {
  const title = tokens(item.title);
  const wanted = tokens(candidate);
  if (wanted.length === 0) return false;
  for (let i = 0; i + wanted.length <= title.length; i++) {
    if (wanted.every((w, j) => title[i + j] === w)) return true;
  }
  return false;
}

export interface PlacesInPhrase {
  /** The words of the phrase the items are for ("Phoenix"); undefined when none named a place. */
  found?: string;
  items: readonly AutoCompleteItem[];
}

/**
 * Asks `lookup` about each candidate in turn and keeps the first one that names a place (its
 * suggestions that hold the candidate's words). One at a time on purpose: the longest run that
 * names a place wins, and the runs after it are never sent.
 */
export async function findPlacesInPhrase(
  candidates: readonly string[],
  lookup: (search: string) => Promise<readonly AutoCompleteItem[]>,
): Promise<PlacesInPhrase> {
  for (const candidate of candidates) {
    const items = (await lookup(candidate)).filter((item) => namesCandidate(item, candidate));
    if (items.length > 0) return { found: candidate, items };
  }
  return { items: [] };
}
