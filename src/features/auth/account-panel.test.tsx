// The account menu: "Manage users" for admins only, opening the users screen and giving focus
// back; "Sign out all my sessions" for anyone, which ends every session and shows sign-in.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccountMenu } from './account-menu';
import { SessionGate } from './session-gate';

function stubServer(role: 'admin' | 'member') {
  let signedIn = true;
  const fetchStub = vi.fn(async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = String(input);
    if (url === '/auth/session')
      return signedIn
        ? Response.json({ mode: 'password', user: { name: 'ann', role }, canSignOut: true })
        : Response.json(
            { errorCode: 'SIGN_IN_REQUIRED', message: 'Sign in.', mode: 'password' },
            { status: 401 },
          );
    if (url === '/auth/sign-out-everywhere' && init.method === 'POST') {
      signedIn = false;
      return Response.json({ signedOut: true, ended: 3 });
    }
    if (url === '/auth/users')
      return Response.json({
        users: [
          {
            name: 'ann',
            role: 'admin',
            sessions: 1,
            createdAt: '2026-11-01T00:00:00.000Z',
            createdBy: null,
            updatedAt: '2026-11-01T00:00:00.000Z',
            updatedBy: null,
          },
        ],
      });
    return new Response('not found', { status: 404 });
  });
  vi.stubGlobal('fetch', fetchStub);
  return fetchStub;
}

afterEach(() => vi.unstubAllGlobals());

function renderApp() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <SessionGate>
        <AccountMenu />
      </SessionGate>
    </QueryClientProvider>,
  );
}

describe('the account menu', () => {
  it('offers an admin "Manage users", which opens the users screen and gives focus back on close', async () => {
    const keys = userEvent.setup();
    stubServer('admin');
    renderApp();
    const account = await screen.findByRole('button', { name: 'Account' });
    // An admin's menu loads the users screen's chunk at once; wait for it as a browser would have
    // (jsdom's act() drops the retry of a render that suspends inside a click).
    await import('./users-dialog');
    await new Promise((resolve) => setTimeout(resolve, 0));
    await keys.click(account);
    const menu = screen.getByRole('dialog', { name: 'Account' });
    expect(menu).toHaveTextContent('ann · admin');
    await keys.click(screen.getByRole('button', { name: 'Manage users' }));
    const dialog = await screen.findByRole('dialog', { name: 'Users' });
    expect(await screen.findByRole('combobox', { name: 'Role of ann' })).toBeInTheDocument();
    expect(dialog).toBeInTheDocument();
    await keys.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Users' })).toBeNull());
    expect(account).toHaveFocus();
  });

  it('does not offer a member "Manage users"', async () => {
    const keys = userEvent.setup();
    stubServer('member');
    renderApp();
    await keys.click(await screen.findByRole('button', { name: 'Account' }));
    expect(screen.getByRole('dialog', { name: 'Account' })).toHaveTextContent('ann · member');
    expect(screen.queryByRole('button', { name: 'Manage users' })).toBeNull();
  });

  it('signs out of every session, then shows the sign-in screen', async () => {
    const keys = userEvent.setup();
    const fetchStub = stubServer('member');
    renderApp();
    await keys.click(await screen.findByRole('button', { name: 'Account' }));
    await keys.click(screen.getByRole('button', { name: 'Sign out all my sessions' }));
    expect(await screen.findByLabelText('User name')).toBeInTheDocument();
    const posted = fetchStub.mock.calls.filter(
      ([url]) => String(url) === '/auth/sign-out-everywhere',
    );
    expect(posted).toHaveLength(1);
    expect(posted[0]?.[1]?.method).toBe('POST');
  });
});
