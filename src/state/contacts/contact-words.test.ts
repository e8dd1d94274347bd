import { describe, expect, it } from 'vitest';
import { readHeldSkipAnswer } from '../../api/read/read-skip-trace';
import { contactState, formatPhone, phoneKindLabel, tracedWords } from './contact-words';
import type { OwnerContacts } from '../../lib/lead-rows/owner-contacts';

const owner = (answer: unknown): OwnerContacts => ({
  ...readHeldSkipAnswer(answer, '7'),
  tracedAt: '2026-11-03T10:00:00.000Z',
  tracedBy: 'ann',
});

describe('owner contacts in words', () => {
  it('writes a number as people do, a masked one with its mask in place', () => {
    expect(formatPhone('5125550142')).toBe('(512) 555-0142');
    expect(formatPhone('512555****')).toBe('(512) 555-****');
    expect(formatPhone('12345')).toBe('12345');
  });

  it('names each phone type', () => {
    expect(
      ['mobile', 'landline', 'voip', 'unknown'].map((k) => phoneKindLabel(k as never)),
    ).toEqual(['Mobile', 'Landline', 'VoIP', 'Unknown type']);
  });

  it('picks the best phone, else an email, else why there is none', () => {
    const phones = [
      { phone: '5125550101', type: 'landline', dnc: true },
      { phone: '5125550142', type: 'mobile', dnc: false },
    ];
    const matched = owner({ match: true, data: { phones, emails: [], names: [] } });
    expect(contactState(matched, false)).toMatchObject({
      kind: 'phone',
      phone: { number: '5125550142' },
      others: 1,
    });
    const emailOnly = owner({ match: true, data: { phones: [], emails: ['a@example.com'] } });
    expect(contactState(emailOnly, false)).toMatchObject({ kind: 'email' });
    const none = owner({ statusCode: 404, match: false, data: { phones: [], emails: [] } });
    expect(contactState(none, false)).toEqual({ kind: 'no-match', company: false });
    expect(contactState(none, true)).toEqual({ kind: 'no-match', company: true });
    expect(contactState(undefined, true)).toEqual({ kind: 'not-traced' });
  });

  it('says when and by whom', () => {
    expect(tracedWords({ tracedAt: '2026-11-03T10:00:00.000Z', tracedBy: 'ann' })).toBe(
      'Traced Nov 3, 2026 by ann',
    );
  });
});
