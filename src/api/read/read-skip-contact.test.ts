// Phone numbers and emails of skip answers: every number format and word reference-shapes lists.
import { describe, expect, it } from 'vitest';
import { normalizePhoneNumber, readSkipEmail, readSkipPhone } from './read-skip-contact';

describe('normalizePhoneNumber', () => {
  it.each([
    ['7032371234', '7032371234'],
    ['(703) 237-1234', '7032371234'],
    ['703-255-1211', '7032551211'],
    ['703.255.1211', '7032551211'],
    ['+1 (703) 255-1211', '7032551211'],
    ['17032551211', '7032551211'],
    [7032551211, '7032551211'],
    [17032551211, '7032551211'],
  ])('%j is %s', (value, number) => {
    expect(normalizePhoneNumber(value)).toEqual({ number, masked: false });
  });

  it.each([
    ['703237****', '703237****'],
    ['(703) 237-****', '703237****'],
    ['703237XXXX', '703237****'],
    ['1703237****', '703237****'],
  ])('keeps the masked %j as %s', (value, number) => {
    expect(normalizePhoneNumber(value)).toEqual({ number, masked: true });
  });

  it.each([
    ['5550103'],
    ['27032371234'],
    ['703237123'],
    ['phone'],
    [''],
    [null],
    [7.5],
    [-7032371234],
  ])('refuses %j', (value) => {
    expect(normalizePhoneNumber(value)).toBeUndefined();
  });
});

describe('readSkipPhone: type and do-not-call words', () => {
  it.each([
    [{ phoneType: 'W' }, 'mobile'],
    [{ type: 'wireless' }, 'mobile'],
    [{ type: 'Mobile' }, 'mobile'],
    [{ type: 'cell' }, 'mobile'],
    [{ phoneType: 'L' }, 'landline'],
    [{ phoneType: 'landline' }, 'landline'],
    [{ type: 'home_phone' }, 'landline'],
    [{ phoneType: 'V' }, 'voip'],
    [{ type: 'VoIP' }, 'voip'],
    [{ type: 'pager' }, 'unknown'],
    [{}, 'unknown'],
  ])('%j is %s', (fields, kind) => {
    expect(readSkipPhone({ phone: '7032371234', ...fields })?.kind).toBe(kind);
  });

  it.each([
    [{ phoneFtcDnc: 'Y' }, true, true],
    [{ phoneFtcDnc: 'N' }, false, true],
    [{ dnc: true }, true, true],
    [{ dnc: false }, false, true],
    [{ doNotCall: true }, true, true],
    [{ doNotCall: 'false' }, false, true],
    [{}, true, false],
  ])('%j: do not call %s (known %s)', (fields, doNotCall, dncKnown) => {
    const phone = readSkipPhone({ phone: '7032371234', ...fields });
    expect(phone).toMatchObject({ doNotCall, dncKnown, dialable: !doNotCall, exportable: true });
  });

  it('reads usage as a string or a number and dates as days', () => {
    expect(
      readSkipPhone({
        phone: '7032371234',
        phoneUsage12Month: 7,
        lastSeen: '2025-04-14T00:00:00Z',
      }),
    ).toMatchObject({ usage12Month: 7, lastSeen: '2025-04-14' });
    expect(readSkipPhone({ phone: '7032371234', phoneUsage12Month: '12' })?.usage12Month).toBe(12);
  });
});

describe('readSkipEmail', () => {
  it('reads a string, or an object with type or emailType', () => {
    expect(readSkipEmail('a@b.co')).toEqual({
      address: 'a@b.co',
      type: undefined,
      masked: false,
      exportable: true,
    });
    expect(readSkipEmail({ email: 'a@b.co', type: 'work' })?.type).toBe('work');
    expect(readSkipEmail({ email: 'a@b.co', emailType: 'personal' })?.type).toBe('personal');
    expect(readSkipEmail({ email: '***@b.co' })).toMatchObject({ masked: true, exportable: false });
    expect(readSkipEmail('nobody')).toBeUndefined();
    expect(readSkipEmail(5)).toBeUndefined();
  });
});
