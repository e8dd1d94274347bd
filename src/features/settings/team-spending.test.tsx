// Settings' "Team spending" against the real /app/v1 (the server's Hono app over PGlite): an admin
// sets the team's daily cap and confirmation threshold by keyboard and reads them back, a bad number
// is refused in words before anything is sent, and a member sees the values without a form.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAppApi } from '../../../server/app-api/app-api';
import { openStore, type AppStore } from '../../../server/store/store';
import { createAppStoreClient } from '../../api/app-store/client';
import { AppStoreContext } from '../../api/app-store/queries';
import { TeamSpending } from './team-spending';

let store: AppStore;

beforeAll(async () => {
  store = await openStore({ kind: 'pglite', dataDir: 'memory://' });
  await store.users.add({ name: 'mia', passwordHash: null, role: 'member' }, 'test');
}, 60_000);
afterAll(() => store?.close());
beforeEach(async () => {
  await store.db.query(
    "DELETE FROM settings WHERE key IN ('dailyCreditCap', 'confirmAboveCredits')",
  );
});

/** The section as `user` with `role` sees it, through the browser's own client. */
function renderAs(user: string, role: 'admin' | 'member') {
  const api = createAppApi({ store: async () => store, log: () => undefined });
  const client = createAppStoreClient(((input: RequestInfo | URL, init?: RequestInit) =>
    api.request(String(input), init, { appUser: user, appRole: role })) as typeof fetch);
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <AppStoreContext.Provider value={client}>
        <TeamSpending />
      </AppStoreContext.Provider>
    </QueryClientProvider>,
  );
  return screen.getByRole('region', { name: 'Team spending' });
}

describe('TeamSpending', () => {
  it('lets an admin set the daily cap and the threshold, and shows what the server kept', async () => {
    const keys = userEvent.setup();
    const section = renderAs('ann', 'admin');
    const daily = await within(section).findByRole('textbox', { name: 'Team daily cap (credits)' });
    const confirm = within(section).getByRole('textbox', { name: 'Confirm calls above (credits)' });
    await waitFor(() => expect(confirm).toHaveValue('1000'));
    expect(daily).toHaveValue('');
    expect(daily).toHaveAccessibleDescription(/resets at midnight UTC. Blank: no daily cap./);

    await keys.type(daily, 'a lot');
    await keys.clear(confirm);
    await keys.click(within(section).getByRole('button', { name: 'Apply team caps' }));
    expect(daily).toHaveAttribute('aria-invalid', 'true');
    expect(daily).toHaveAccessibleDescription(
      /Enter a whole number of credits from 0 to 100,000,000, or leave it blank for no cap./,
    );
    expect(confirm).toHaveAccessibleDescription(
      /Enter a whole number of credits from 0 to 100,000,000.$/,
    );
    expect(await store.caps.team()).toMatchObject({ dailyCreditCap: null });

    await keys.clear(daily);
    await keys.type(daily, '20,000');
    await keys.type(confirm, '250{Enter}');
    expect(await within(section).findByText('Saved the team’s spending caps.')).toHaveAttribute(
      'aria-live',
      'polite',
    );
    expect(await store.caps.team()).toMatchObject({
      dailyCreditCap: 20_000,
      confirmAboveCredits: 250,
      updatedBy: 'ann',
    });
    await waitFor(() => expect(daily).toHaveValue('20000'));
    expect(section).toHaveTextContent('Last changed by ann.');
    expect(section).toHaveTextContent('Your monthly cap: none.');

    // Blank removes the daily cap.
    await keys.clear(daily);
    await keys.click(within(section).getByRole('button', { name: 'Apply team caps' }));
    await waitFor(async () => expect((await store.caps.team()).dailyCreditCap).toBeNull());
  });

  it('shows a member the values and their own monthly cap, with nothing to change', async () => {
    await store.caps.setTeam({ dailyCreditCap: 5_000, confirmAboveCredits: 2_500 }, 'ann');
    await store.users.setMonthlyCap('mia', 100, 'ann');
    const section = renderAs('mia', 'member');
    expect(await within(section).findByText('Your monthly cap: 100 credits.')).toBeInTheDocument();
    expect(within(section).getByText('Team daily cap').nextElementSibling).toHaveTextContent(
      '5,000 credits',
    );
    expect(within(section).getByText('Confirm calls above').nextElementSibling).toHaveTextContent(
      '2,500 credits',
    );
    expect(within(section).queryByRole('textbox')).toBeNull();
    expect(within(section).queryByRole('button')).toBeNull();
  });
});
