// Tests of the request bounds: nesting scanned on the raw text, and the walk over a parsed body.
import { describe, expect, it } from 'vitest';
import { jsonNestingViolation, REQUEST_BOUNDS, requestBoundViolations } from './request-bounds';

const nested = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);

describe('jsonNestingViolation', () => {
  it('accepts nesting up to the limit and refuses one level more, naming the limit', () => {
    expect(jsonNestingViolation(nested(REQUEST_BOUNDS.maxDepth))).toBeUndefined();
    const violation = jsonNestingViolation(nested(REQUEST_BOUNDS.maxDepth + 1));
    expect(violation?.message).toBe(
      'value nests objects and arrays more than 32 levels deep (the limit is 32)',
    );
    expect(violation?.errorCode).toBe('VALIDATION_FAILED');
  });

  it('refuses the 4,100-level body that once exhausted the stack, without parsing it', () => {
    expect(jsonNestingViolation(`{"a":${nested(4100)}}`)).toBeDefined();
    // Far deeper than JSON.parse survives: the scan is a loop, not a recursion.
    expect(jsonNestingViolation('{"a":'.repeat(200_000) + '1' + '}'.repeat(200_000))).toBeDefined();
  });

  it('counts objects and arrays alike', () => {
    const mixed = '{"a":['.repeat(16) + '1' + ']}'.repeat(16);
    expect(jsonNestingViolation(mixed)).toBeUndefined();
    expect(jsonNestingViolation(`[${mixed}]`)).toBeDefined();
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    const text = JSON.stringify({ a: '['.repeat(100), b: 'say \\"[[[[\\" twice', c: '\\' });
    expect(jsonNestingViolation(text)).toBeUndefined();
    expect(jsonNestingViolation(JSON.stringify({ a: '"'.repeat(50) + '{'.repeat(50) }))).toBe(
      undefined,
    );
  });
});

describe('requestBoundViolations', () => {
  it('passes an ordinary body', () => {
    expect(
      requestBoundViolations({
        city: 'Austin',
        zip: ['78701', '78702'],
        multi_polygon: [{ boundaries: [{ lat: 1, lon: 2 }] }],
      }),
    ).toEqual([]);
  });

  it('names an object with too many keys', () => {
    const body = Object.fromEntries(Array.from({ length: 300 }, (_, i) => [`k${i}`, i]));
    expect(requestBoundViolations(body)).toEqual([
      {
        field: '',
        message: 'value has 300 keys; objects are limited to 256 keys',
        errorCode: 'VALIDATION_FAILED',
      },
    ]);
    expect(requestBoundViolations({ sort: body })[0]?.message).toBe(
      'sort has 300 keys; objects are limited to 256 keys',
    );
  });

  it('names a list that is too long, by its path', () => {
    const ids = Array.from({ length: 10_001 }, (_, i) => i);
    expect(requestBoundViolations({ listing_ids: ids })).toEqual([
      {
        field: 'listing_ids',
        message: 'listing_ids has 10001 items; lists are limited to 10000 items',
        errorCode: 'VALIDATION_FAILED',
      },
    ]);
    expect(requestBoundViolations({ listing_ids: ids.slice(0, 10_000) })).toEqual([]);
  });

  it('names long strings and long keys, cutting the key in the path', () => {
    const long = 'x'.repeat(1001);
    const out = requestBoundViolations({ address: long, fields: ['ok', long], [long]: 1 });
    // The key is flagged while its object is walked, before the values inside are.
    expect(out.map((v) => v.field)).toEqual([`${'x'.repeat(40)}…`, 'address', 'fields[1]']);
    expect(out[1]?.message).toBe(
      'address is 1001 characters long; strings are limited to 1000 characters',
    );
    expect(out[0]?.message).toBe(
      'a key of value is 1001 characters long; keys are limited to 1000 characters',
    );
    for (const v of out) expect(v.message.length).toBeLessThan(200);
  });

  it('bounds depth on parsed values too (a caller that skipped the text scan)', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 10_000; i++) deep = [deep];
    const out = requestBoundViolations({ a: deep });
    expect(out).toHaveLength(1);
    expect(out[0]?.message).toMatch(/nests more than 32 levels deep/);
  });
});
