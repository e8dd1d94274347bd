// The admin's users screen, by keyboard and by role and label: list, add, reset a password, change
// a role, end sessions, remove (with a confirmation), and the server's refusals shown as it says them.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error';
import type { AppStoreClient } from '../../api/app-store/client';
import { AppStoreContext } from '../../api/app-store/queries';
import type { TeamUser } from '../../api/contract/team-users';
import type { TeamUsersClient } from '../../api/team-users';
import { TeamUsersContext } from './team-users-context';
import { UsersDialog } from './users-dialog';

function user(name: string, role: TeamUser['role'], sessions = 0): TeamUser {
  return {
    name,
    role,
    sessions,
    createdAt: '2026-11-01T00:00:00.000Z',
    createdBy: 'ann',
    updatedAt: '2026-11-01T00:00:00.000Z',
    updatedBy: 'ann',
    monthlyCreditCap: null,
  };
}

/** The server's users API in memory, with its rules: one admin at least, passwords of 10+. */
function fakeServer() {
  const users = [user('ann', 'admin', 1), user('bob', 'member', 2)];
  const calls: string[] = [];
  const find = (name: string) => {
    const found = users.find((u) => u.name === name);
    if (!found) throw new ApiError({ status: 404, errorCode: undefined, message: 'No such user.' });
    return found;
  };
  const refuse = (message: string) => new ApiError({ status: 409, errorCode: undefined, message });
  const client: TeamUsersClient = {
    list: async () => users.map((u) => ({ ...u })),
    async add(body) {
      calls.push(`add ${body.name} ${body.role}`);
      if (body.password.length < 10)
        throw new ApiError({
          status: 400,
          errorCode: undefined,
          message: 'The password must have at least 10 characters.',
        });
      const added = user(body.name, body.role);
      users.push(added);
      return added;
    },
    async change(name, body) {
      calls.push(`change ${name} ${JSON.stringify(body)}`);
      const found = find(name);
      if (
        body.role === 'member' &&
        found.role === 'admin' &&
        users.filter((u) => u.role === 'admin').length === 1
      )
        throw refuse('The team needs at least one admin: make someone else an admin first.');
      if (body.role) found.role = body.role;
      if (body.password) found.sessions = 0;
      return found;
    },
    async remove(name) {
      calls.push(`remove ${name}`);
      users.splice(users.indexOf(find(name)), 1);
      return { removed: name };
    },
    async endSessions(name) {
      calls.push(`end ${name}`);
      const found = find(name);
      const ended = found.sessions;
      found.sessions = 0;
      return ended;
    },
  };
  // The monthly cap goes through /app/v1/caps/member (the app store), not /auth/users.
  const appStore = {
    async putMemberCap(body: { name: string; monthlyCreditCap: number | null }) {
      calls.push(`cap ${body.name} ${body.monthlyCreditCap}`);
      const found = find(body.name);
      found.monthlyCreditCap = body.monthlyCreditCap;
      return { name: found.name, monthlyCreditCap: found.monthlyCreditCap };
    },
  } as unknown as AppStoreClient;
  return { client, appStore, calls, users };
}

function renderDialog() {
  const server = fakeServer();
  let closed = 0;
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <AppStoreContext.Provider value={server.appStore}>
        <TeamUsersContext.Provider value={server.client}>
          <UsersDialog me="ann" onClose={() => (closed += 1)} />
        </TeamUsersContext.Provider>
      </AppStoreContext.Provider>
    </QueryClientProvider>,
  );
  return { ...server, closed: () => closed };
}

const row = async (name: string) => {
  const list = await screen.findByRole('list', { name: 'Team users' });
  const item = within(list)
    .getAllByRole('listitem')
    .find((li) => li.textContent?.startsWith(name));
  if (!item) throw new Error(`no row for ${name}`);
  return item;
};

describe('UsersDialog', () => {
  it('lists the team with roles and live sessions, marking the signed-in admin', async () => {
    renderDialog();
    expect(screen.getByRole('dialog', { name: 'Users' })).toBeInTheDocument();
    const ann = await row('ann');
    expect(ann).toHaveTextContent('ann (you)1 active session');
    expect(within(ann).getByRole('combobox', { name: 'Role of ann' })).toHaveValue('admin');
    const bob = await row('bob');
    expect(bob).toHaveTextContent('2 active sessions');
    expect(within(bob).getByRole('combobox', { name: 'Role of bob' })).toHaveValue('member');
  });

  it('adds a user from the keyboard, and shows the server’s refusal as it says it', async () => {
    const keys = userEvent.setup();
    const server = renderDialog();
    await row('ann');
    const name = screen.getByRole('textbox', { name: 'Name' });
    await keys.click(name);
    await keys.keyboard('carol');
    await keys.tab();
    expect(screen.getByLabelText('Password')).toHaveFocus();
    await keys.keyboard('short{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The password must have at least 10 characters.',
    );
    await keys.clear(screen.getByLabelText('Password'));
    await keys.type(screen.getByLabelText('Password'), 'a long enough password');
    await keys.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'admin');
    await keys.click(screen.getByRole('button', { name: 'Add user' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Added carol as an admin.');
    expect(await row('carol')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(name).toHaveValue('');
    expect(name).toHaveFocus();
    expect(server.calls).toEqual(['add carol member', 'add carol admin']);
  });

  it('changes a role, and keeps the last admin with the server’s reason', async () => {
    const keys = userEvent.setup();
    const server = renderDialog();
    await keys.selectOptions(
      within(await row('bob')).getByRole('combobox', { name: 'Role of bob' }),
      'admin',
    );
    expect(await screen.findByRole('status')).toHaveTextContent('bob is now an admin.');
    await keys.selectOptions(
      within(await row('bob')).getByRole('combobox', { name: 'Role of bob' }),
      'member',
    );
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('bob is now a member.'),
    );
    await keys.selectOptions(
      within(await row('ann')).getByRole('combobox', { name: 'Role of ann' }),
      'member',
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('at least one admin');
    // The list is read again: ann is still the admin.
    await waitFor(async () =>
      expect(within(await row('ann')).getByRole('combobox', { name: 'Role of ann' })).toHaveValue(
        'admin',
      ),
    );
    expect(server.calls).toEqual([
      'change bob {"role":"admin"}',
      'change bob {"role":"member"}',
      'change ann {"role":"member"}',
    ]);
  });

  it('resets a password in a step of its own, focused, and sends it only on Save', async () => {
    const keys = userEvent.setup();
    const server = renderDialog();
    const reset = within(await row('bob')).getByRole('button', { name: 'Reset password of bob' });
    await keys.click(reset);
    const field = screen.getByLabelText('New password for bob');
    expect(field).toHaveFocus();
    expect(reset).toHaveAttribute('aria-expanded', 'true');
    await keys.keyboard('a brand new password{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'New password set for bob; their sessions have ended.',
    );
    expect(screen.queryByLabelText('New password for bob')).toBeNull();
    expect(server.calls).toEqual(['change bob {"password":"a brand new password"}']);
    await waitFor(async () => expect(await row('bob')).toHaveTextContent('0 active sessions'));
  });

  it('ends someone’s sessions, and has nothing to end when there are none', async () => {
    const keys = userEvent.setup();
    const server = renderDialog();
    const end = within(await row('bob')).getByRole('button', { name: 'End sessions of bob' });
    await keys.click(end);
    expect(await screen.findByRole('status')).toHaveTextContent('Ended 2 sessions of bob.');
    await waitFor(() => expect(end).toBeDisabled());
    expect(server.calls).toEqual(['end bob']);
  });

  it('removes a user only after a confirmation, and Cancel changes nothing', async () => {
    const keys = userEvent.setup();
    const server = renderDialog();
    const remove = within(await row('bob')).getByRole('button', { name: 'Remove bob' });
    await keys.click(remove);
    const confirm = screen.getByRole('group', { name: 'Remove bob?' });
    expect(within(confirm).getByRole('button', { name: 'Yes, remove bob' })).toHaveFocus();
    await keys.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(remove).toHaveFocus());
    expect(server.calls).toEqual([]);

    await keys.click(remove);
    await keys.keyboard('{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent('bob was removed');
    await waitFor(() => expect(screen.queryByText('bob')).toBeNull());
    expect(screen.getByRole('list', { name: 'Team users' })).toHaveFocus();
    expect(server.calls).toEqual(['remove bob']);
  });

  it('sets a member’s monthly cap from the keyboard, refuses what is not a number, and removes it when blank', async () => {
    const keys = userEvent.setup();
    const server = renderDialog();
    const bob = await row('bob');
    const field = within(bob).getByRole('textbox', { name: 'Monthly credits of bob' });
    const save = within(bob).getByRole('button', { name: 'Save monthly credits of bob' });
    expect(field).toHaveValue('');
    expect(field).toHaveAccessibleDescription('Blank: no cap of their own.');
    expect(save).toBeDisabled();

    await keys.type(field, 'lots{Enter}');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(
      'Enter a whole number of credits from 0 to 100,000,000, or leave it blank for no cap. Blank: no cap of their own.',
    );
    await keys.clear(field);
    await keys.type(field, '100,000,001{Enter}');
    expect(within(bob).getByText(/from 0 to 100,000,000/)).toBeInTheDocument();
    expect(server.calls).toEqual([]);

    await keys.clear(field);
    await keys.type(field, '5,000{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'bob’s monthly cap is now 5,000 credits.',
    );
    // The list is read again, and the field shows what the server keeps.
    await waitFor(() => expect(field).toHaveValue('5000'));
    expect(field).not.toHaveAttribute('aria-invalid');
    await waitFor(() => expect(save).toBeDisabled());

    await keys.clear(field);
    await keys.click(save);
    expect(await screen.findByText('bob has no monthly cap now.')).toBeInTheDocument();
    expect(server.calls).toEqual(['cap bob 5000', 'cap bob null']);
    expect(server.users.find((u) => u.name === 'bob')?.monthlyCreditCap).toBeNull();
  });

  it('closes on Escape', async () => {
    const keys = userEvent.setup();
    const server = renderDialog();
    await row('ann');
    await keys.keyboard('{Escape}');
    expect(server.closed()).toBe(1);
  });
});
