// The drawer's "Owner contacts": each person with their phones (tel: only when callable) and emails
// (mailto: only when whole), who traced them and when; and the states with nothing to show.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AppStoreClient } from '../../api/app-store/client';
import { AppStoreContext } from '../../api/app-store/queries';
import { OwnerContactsSection } from './owner-contacts-section';

/** A held Await item in the v2 shape: each person with their own phones and emails. */
const V2_MATCH = {
  statusCode: 200,
  match: true,
  data: {
    persons: [
      {
        personId: 'P7-1',
        fullName: 'Ana Owner',
        age: 54,
        phones: [
          { phone: '5125550101', phoneType: 'L', phoneFtcDnc: 'Y', phoneLastSeen: '2026-09-14' },
          { phone: '5125550142', phoneType: 'W', phoneFtcDnc: 'N', phoneLastSeen: '2026-10-01' },
          { phone: '512555****', phoneType: 'W', phoneFtcDnc: 'N' },
        ],
        emails: ['ana@example.com', '*****@example.com'],
      },
      { personId: 'P7-2', fullName: 'Ben Owner', age: 57, phones: [], emails: [] },
    ],
  },
};
const NO_MATCH = { statusCode: 404, match: false, data: { phones: [], emails: [], names: [] } };

function renderSection(answer: unknown, ownedByEntity = false) {
  const contacts = vi.fn(async (ids: string[]) => ({
    freshnessDays: 30,
    contacts:
      answer === undefined
        ? []
        : [
            {
              id: ids[0],
              matched: true,
              answer,
              tracedAt: '2026-11-03T10:00:00Z',
              tracedBy: 'ann',
            },
          ],
  }));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <AppStoreContext.Provider value={{ contacts } as unknown as AppStoreClient}>
        <OwnerContactsSection propertyId="7" ownedByEntity={ownedByEntity} />
      </AppStoreContext.Provider>
    </QueryClientProvider>,
  );
  return { contacts, section: screen.getByRole('region', { name: 'Owner contacts' }) };
}

describe('OwnerContactsSection', () => {
  it('lists each person’s phones in the order to call them, and their emails', async () => {
    const { contacts, section } = renderSection(V2_MATCH);
    expect(await within(section).findByText('Ana Owner, age 54')).toBeInTheDocument();
    expect(contacts).toHaveBeenCalledWith(['7']);
    expect(section).toHaveTextContent('Traced Nov 3, 2026 by ann');

    const phones = within(section).getAllByRole('list', { name: 'Phones' })[0]!;
    const items = within(phones).getAllByRole('listitem');
    // The callable mobile first, as a tel: link with its type and when it was last seen.
    expect(items[0]).toHaveTextContent('(512) 555-0142Mobilelast seen Oct 1, 2026');
    expect(within(items[0]!).getByRole('link', { name: '(512) 555-0142' })).toHaveAttribute(
      'href',
      'tel:+15125550142',
    );
    // The do-not-call landline: marked, never a link.
    expect(items[1]).toHaveTextContent('(512) 555-0101');
    expect(within(items[1]!).getByRole('img', { name: 'on the Do Not Call list' })).toBeVisible();
    expect(within(items[1]!).queryByRole('link')).toBeNull();
    // Masked: shown, said so, never a link.
    expect(items[2]).toHaveTextContent('(512) 555-****');
    expect(items[2]).toHaveTextContent('masked');
    expect(within(items[2]!).queryByRole('link')).toBeNull();

    const emails = within(section).getByRole('list', { name: 'Emails' });
    expect(within(emails).getByRole('link', { name: 'ana@example.com' })).toHaveAttribute(
      'href',
      'mailto:ana@example.com',
    );
    expect(within(emails).getByText('*****@example.com').closest('a')).toBeNull();

    expect(section).toHaveTextContent('Ben Owner, age 57');
    expect(section).toHaveTextContent('No phone or email for this person.');
  });

  it('says when the trace found no one', async () => {
    const { section } = renderSection(NO_MATCH);
    expect(await within(section).findByText(/No match: the trace found no one/)).toBeVisible();
  });

  it('says a company owner as such, not silently empty', async () => {
    const { section } = renderSection(NO_MATCH, true);
    expect(await within(section).findByText(/Company owner: no personal match/)).toBeVisible();
  });

  it('says an owner not traced can be traced from the results, and buys nothing', async () => {
    const { section, contacts } = renderSection(undefined);
    expect(await within(section).findByText(/Not traced yet/)).toHaveTextContent('Trace owners');
    expect(within(section).queryByRole('button')).toBeNull();
    expect(contacts).toHaveBeenCalledTimes(1);
  });
});
