import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { validatePropertySearchRequest } from './search-request';
import { limitViolations, summarizeViolations } from './violations';

// Bodies that fail in the ways users and clients get wrong: types, ranges, lists, enums, unknown keys.
const BAD_BODIES: unknown[] = [
  { state: 7 },
  { beds_min: -1 },
  { beds_min: 'two' },
  { zip: [] },
  { property_use_code: ['x'] },
  { sort: { beds: 'up' } },
  { radius: 99, latitude: 30, longitude: -97 },
  { polygon: [{ lat: 200, lon: 0 }] },
  { construction: 'Cardboard' },
  { size: 0 },
];

function messages(): string[] {
  return BAD_BODIES.flatMap((body) => {
    const checked = validatePropertySearchRequest(body);
    return checked.ok ? ['(accepted)'] : checked.violations.map((v) => v.message);
  });
}

describe('validation messages', () => {
  afterEach(() => {
    z.config(z.locales.en());
  });

  it('words every default zod message itself, so the browser build can leave zod’s English out', () => {
    const withEnglish = messages();
    // What the browser build does (scripts/zod-browser-build.ts): no locale, zod's bare fallback.
    z.config({ localeError: () => undefined });
    const withoutLocale = messages();
    expect(withoutLocale).toEqual(withEnglish);
    expect(withEnglish.filter((m) => m === '(accepted)')).toEqual([]);
    for (const message of withEnglish) expect(message).not.toMatch(/^Invalid input|expected /);
  });
});

describe('limitViolations and summarizeViolations', () => {
  const many = Array.from({ length: 7 }, (_, i) => ({ field: `f${i}`, message: `f${i} is wrong` }));

  it('keeps the first ones and counts the rest', () => {
    const { shown, omitted } = limitViolations(many, 5);
    expect(shown.map((v) => v.field)).toEqual(['f0', 'f1', 'f2', 'f3', 'f4']);
    expect(omitted).toBe(2);
    expect(summarizeViolations(shown, omitted)).toBe(
      'f0 is wrong. f1 is wrong. f2 is wrong. f3 is wrong. f4 is wrong. And 2 more problems.',
    );
  });

  it('says nothing more when nothing was left out, and words one problem in the singular', () => {
    const { shown, omitted } = limitViolations(many.slice(0, 2), 5);
    expect(omitted).toBe(0);
    expect(summarizeViolations(shown, omitted)).toBe('f0 is wrong. f1 is wrong');
    expect(summarizeViolations([{ field: 'zip', message: 'Did you mean zip?' }], 1)).toBe(
      'Did you mean zip? And 1 more problem.',
    );
  });
});
