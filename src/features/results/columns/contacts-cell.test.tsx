// The Contacts column's cell in every state (best phone, masked, email only, no match, company
// owner, not traced), and the page's contacts read once for all its rows.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { memo, Profiler } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { AppStoreClient } from '../../../api/app-store/client';
import { AppStoreContext } from '../../../api/app-store/queries';
import type { PropertyRecord } from '../../../api/contract/property-record';
import { makeRecord } from '../test-fixtures';
import { ContactsCell, PageContacts } from './contacts-cell';

const phone = (number: string, type: string, dnc: boolean | undefined) =>
  dnc === undefined ? { phone: number, type } : { phone: number, type, dnc };

/** A held Await item as the server keeps it. */
const match = (phones: unknown[], emails: unknown[] = []) => ({
  statusCode: 200,
  match: true,
  data: { phones, emails, names: [{ firstName: 'Ana', lastName: 'Owner' }] },
});
const NO_MATCH = { statusCode: 404, match: false, data: { phones: [], emails: [], names: [] } };

const HELD: Record<string, unknown> = {
  // The best phone is the callable mobile, not the DNC landline listed first.
  1: match([
    phone('5125550101', 'landline', true),
    phone('5125550142', 'mobile', false),
    phone('5125550177', 'voip', false),
    phone('5125550188', 'mobile', true),
  ]),
  2: match([phone('5125550199', 'mobile', true)]),
  3: match([phone('512555****', 'mobile', false)]),
  4: match([], [{ email: 'ana@example.com', type: 'personal' }]),
  5: NO_MATCH,
  6: NO_MATCH,
};

function contactsFor(answer: Record<string, unknown>) {
  return vi.fn(async (ids: string[]) => ({
    freshnessDays: 30,
    contacts: ids
      .filter((id) => id in answer)
      .map((id) => ({
        id,
        matched: true,
        answer: answer[id],
        tracedAt: '2026-11-03T10:00:00.000Z',
        tracedBy: 'ann',
      })),
  }));
}

function setup(records: PropertyRecord[], answer = HELD) {
  const contacts = contactsFor(answer);
  const store = { contacts } as unknown as AppStoreClient;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // How often each row's cell rendered: rows are memoized, as the table's are, so a cell renders
  // again only for a new record or a change of what the page's read says.
  const renders = new Map<string, number>();
  const count = (id: string) => renders.set(id, (renders.get(id) ?? 0) + 1);
  const page = (shown: PropertyRecord[]) => (
    <QueryClientProvider client={client}>
      <AppStoreContext.Provider value={store}>
        <PageContacts records={shown} enabled>
          <ul>
            {shown.map((record) => (
              <Row key={record.id} record={record} onRender={count} />
            ))}
          </ul>
        </PageContacts>
      </AppStoreContext.Provider>
    </QueryClientProvider>
  );
  const { rerender } = render(page(records));
  return {
    contacts,
    renders,
    showPage: (next: PropertyRecord[]) => rerender(page(next)),
  };
}

const Row = memo(function Row({
  record,
  onRender,
}: {
  record: PropertyRecord;
  onRender: (id: string) => void;
}) {
  return (
    <li aria-label={`Row ${record.id}`}>
      <Profiler id={record.id} onRender={(id) => onRender(id)}>
        <ContactsCell record={record} />
      </Profiler>
    </li>
  );
});

const row = (id: number) => screen.getByRole('listitem', { name: `Row ${id}` });

describe('ContactsCell', () => {
  const records = [
    makeRecord(1),
    makeRecord(2),
    makeRecord(3),
    makeRecord(4),
    makeRecord(5),
    // A company owner: no first name, an LLC.
    makeRecord(6, {
      owner1FirstName: null,
      owner1LastName: 'Acme Holdings LLC',
      companyName: 'Acme Holdings LLC',
    }),
    makeRecord(7),
  ];

  it('reads the page once, and says each row’s state', async () => {
    const { contacts } = setup(records);
    expect(await within(row(7)).findByText('Not traced')).toBeInTheDocument();
    expect(contacts).toHaveBeenCalledTimes(1);
    expect(contacts).toHaveBeenCalledWith(['1', '2', '3', '4', '5', '6', '7']);

    // Best phone first: the callable mobile, as a tel: link, its type, and three others.
    const best = within(row(1)).getByRole('link', { name: '(512) 555-0142' });
    expect(best).toHaveAttribute('href', 'tel:+15125550142');
    expect(row(1)).toHaveTextContent('Mobile · +3 more');
    expect(within(row(1)).queryByRole('img', { name: 'on the Do Not Call list' })).toBeNull();

    // A do-not-call number: marked, and not a link.
    expect(row(2)).toHaveTextContent('(512) 555-0199');
    expect(within(row(2)).getByRole('img', { name: 'on the Do Not Call list' })).toHaveTextContent(
      'DNC',
    );
    expect(within(row(2)).queryByRole('link')).toBeNull();
    expect(row(2)).not.toHaveTextContent('more');

    // Masked: shown as it is, said so, never dialled.
    expect(row(3)).toHaveTextContent('(512) 555-****');
    expect(row(3)).toHaveTextContent('masked');
    expect(within(row(3)).queryByRole('link')).toBeNull();

    expect(row(4)).toHaveTextContent('ana@example.com');
    expect(row(5)).toHaveTextContent('No match');
    expect(row(6)).toHaveTextContent('Company owner: no personal match');
  });

  it('reads a new page’s contacts once its rows are painted; a lead on both pages keeps its cell', async () => {
    const first = records[0]!;
    const { contacts, renders, showPage } = setup([first, records[1]!]);
    expect(await within(row(1)).findByRole('link', { name: '(512) 555-0142' })).toBeVisible();
    const before = renders.get('1');

    showPage([first, makeRecord(4)]);
    // The commit that shows the page sends nothing: the read waits for its frame to be painted.
    expect(contacts).toHaveBeenCalledTimes(1);
    // And a row whose record did not change is not rendered again for it (the table's rows still
    // holding the previous page stay as they are until their own turn).
    expect(renders.get('1')).toBe(before);
    expect(within(row(1)).getByRole('link', { name: '(512) 555-0142' })).toBeVisible();
    expect(row(4)).not.toHaveTextContent(/\S/);

    expect(await within(row(4)).findByText('ana@example.com')).toBeVisible();
    expect(contacts).toHaveBeenCalledTimes(2);
    expect(contacts).toHaveBeenLastCalledWith(['1', '4']);
    expect(within(row(1)).getByRole('link', { name: '(512) 555-0142' })).toBeVisible();
  });

  it('says nothing while the page’s contacts are read, and a dash when they cannot be', async () => {
    const store = {
      contacts: vi.fn(() => Promise.reject(new Error('offline'))),
    } as unknown as AppStoreClient;
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <AppStoreContext.Provider value={store}>
          <PageContacts records={[makeRecord(1)]} enabled>
            <ContactsCell record={makeRecord(1)} />
          </PageContacts>
        </AppStoreContext.Provider>
      </QueryClientProvider>,
    );
    expect(screen.queryByText('Not traced')).toBeNull();
    expect(await screen.findByTitle('Contacts could not be read')).toHaveTextContent('—');
  });

  it('does not read anything while the column is hidden', () => {
    const contacts = vi.fn();
    const client = new QueryClient();
    render(
      <QueryClientProvider client={client}>
        <AppStoreContext.Provider value={{ contacts } as unknown as AppStoreClient}>
          <PageContacts records={[makeRecord(1)]} enabled={false}>
            <span />
          </PageContacts>
        </AppStoreContext.Provider>
      </QueryClientProvider>,
    );
    expect(contacts).not.toHaveBeenCalled();
  });
});
