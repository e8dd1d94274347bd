import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { validatePropertySearchRequest } from './search-request';

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
