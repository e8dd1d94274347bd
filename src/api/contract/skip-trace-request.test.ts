// The skip request contract as both sides use it: what passes, and the paths of what does not.
import { describe, expect, it } from 'vitest';
import {
  SKIP_BATCH_MAX_ITEMS,
  skipKeyText,
  validateSkipTraceBatchRequest,
  validateSkipTraceRequest,
} from './skip-trace-request';

const fieldsOf = (result: ReturnType<typeof validateSkipTraceRequest>) =>
  result.ok ? [] : result.violations.map((v) => v.field);

describe('validateSkipTraceRequest', () => {
  it.each([
    [{ address: '1 Main St', city: 'Austin', state: 'TX', zip: '78701-1234' }],
    [{ mail_address: '1 Main St', mail_city: 'Austin', mail_state: 'tx', mail_unit: '4' }],
    [{ phone: '5125550100' }],
    [{ email: 'ann@example.com', key: 7 }],
    [{ city: 'Austin', state: 'TX', zip: '78701', first_name: 'Ann', last_name: 'Lee' }],
    [{ phone: '5125550100', first_name: '', match_requirements: { emails: true } }],
    [{ phone: '5125550100', match_requirements: { phones: true, social: true, operator: 'and' } }],
  ])('takes %j', (item) => {
    expect(validateSkipTraceRequest(item)).toEqual({ ok: true, value: item });
  });

  it.each([
    [{ address: 1, city: 'Austin', state: 'TX' }, ['address']],
    [{ phone: '5125550100', key: true }, ['key']],
    [{ phone: '5125550100', key: 2 ** 60 }, ['key']],
    [{ phone: '5125550100', match_requirements: 'phones' }, ['match_requirements']],
    [
      { phone: '5125550100', match_requirements: { phone: true } },
      ['match_requirements.phone', 'match_requirements'],
    ],
    [{ mail_city: 'Austin', first_name: 'Ann', last_name: 'Lee', mail_state: 'TX' }, ['mail_city']],
  ])('refuses %j at %j', (item, fields) => {
    expect(fieldsOf(validateSkipTraceRequest(item))).toEqual(fields);
  });
});

describe('validateSkipTraceBatchRequest', () => {
  it(`takes ${SKIP_BATCH_MAX_ITEMS} items with unique keys, and items without keys`, () => {
    const skips = Array.from({ length: SKIP_BATCH_MAX_ITEMS }, (_, i) => ({
      phone: '5125550100',
      key: i,
    }));
    expect(validateSkipTraceBatchRequest({ skips }).ok).toBe(true);
    expect(
      validateSkipTraceBatchRequest({ skips: [{ phone: '5125550100' }, { phone: '5125550100' }] })
        .ok,
    ).toBe(true);
  });

  it('prefixes each item’s problems with its place', () => {
    const result = validateSkipTraceBatchRequest({ skips: [{ phone: '1' }, { email: 'x' }] });
    expect(result.ok ? [] : result.violations.map((v) => v.message)).toEqual([
      'skips[0].phone must be exactly 10 digits, with no formatting',
      'skips[1].email must be a valid email',
    ]);
  });
});

describe('skipKeyText', () => {
  it('compares keys as strings', () => {
    expect(skipKeyText(7)).toBe('7');
    expect(skipKeyText('7')).toBe('7');
    expect(skipKeyText(undefined)).toBeUndefined();
    expect(skipKeyText({})).toBeUndefined();
  });
});
