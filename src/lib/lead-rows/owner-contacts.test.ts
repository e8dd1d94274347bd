import { describe, expect, it } from 'vitest';
import { contactsById, rankedPhones } from './owner-contacts';

const held = (id: string, answer: unknown) => ({
  id,
  matched: true,
  answer,
  tracedAt: '2026-11-01T10:00:00.000Z',
  tracedBy: 'ann',
});

describe('owner contacts held by the team', () => {
  it('reads each held answer in the Await shape, with when and by whom it was traced', () => {
    const contacts = contactsById({
      freshnessDays: 30,
      contacts: [
        held('7', {
          statusCode: 200,
          match: true,
          data: {
            phones: [{ phone: '(512) 555-0101', type: 'mobile', dnc: false }],
            emails: [{ email: 'ann@example.com', type: 'personal' }],
            names: [{ firstName: 'Ann', lastName: 'Lee' }],
          },
        }),
        held('8', { statusCode: 404, match: false, data: { phones: [], emails: [], names: [] } }),
        held('9', 'not an object'),
      ],
    });
    expect(contacts.get('7')).toMatchObject({
      status: 'match',
      tracedBy: 'ann',
      phones: [{ number: '5125550101', kind: 'mobile', doNotCall: false }],
      emails: [{ address: 'ann@example.com' }],
    });
    expect(contacts.get('8')?.status).toBe('no-match');
    expect(contacts.get('9')?.status).toBe('failed');
    expect(contacts.has('10')).toBe(false);
  });

  it('orders phones: callable mobiles, other callable, do-not-call, masked', () => {
    const { phones } = contactsById({
      freshnessDays: 30,
      contacts: [
        held('1', {
          data: {
            phones: [
              { phone: '512555****', type: 'mobile', dnc: false },
              { phone: '5125550102', type: 'mobile', dnc: true },
              { phone: '5125550103', type: 'landline', dnc: false },
              { phone: '5125550104', type: 'landline', dnc: true },
              { phone: '5125550105', type: 'mobile', dnc: false },
            ],
          },
        }),
      ],
    }).get('1')!;
    expect(rankedPhones({ phones }).map((p) => p.number)).toEqual([
      '5125550105',
      '5125550103',
      '5125550102',
      '5125550104',
      '512555****',
    ]);
  });
});
