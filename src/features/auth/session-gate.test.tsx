import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error';
import { AccountMenu } from './account-menu';
import { SessionGate } from './session-gate';

interface ServerState {
  signedIn: string | null;
  failNextSignIn?: boolean;
}

/** The app server's /auth routes, in memory. */
function stubAuthServer(state: ServerState) {
  const fetchStub = vi.fn(async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = String(input);
    if (url === '/auth/session') {
      return state.signedIn
        ? Response.json({ mode: 'password', user: { name: state.signedIn }, canSignOut: true })
        : Response.json(
            {
              errorCode: 'SIGN_IN_REQUIRED',
              message: 'Sign in to use Lead List Builder.',
              mode: 'password',
            },
            { status: 401 },
          );
    }
    if (url === '/auth/sign-in') {
      const { name, password } = JSON.parse(String(init.body)) as {
        name: string;
        password: string;
      };
      if (password !== 'right password')
        return Response.json(
          { errorCode: 'SIGN_IN_FAILED', message: 'That user name and password do not match.' },
          { status: 401 },
        );
      state.signedIn = name;
      return Response.json({ mode: 'password', user: { name }, canSignOut: true });
    }
    if (url === '/auth/sign-out') {
      state.signedIn = null;
      return Response.json({ signedOut: true });
    }
    return new Response('not found', { status: 404 });
  });
  vi.stubGlobal('fetch', fetchStub);
  return fetchStub;
}

afterEach(() => vi.unstubAllGlobals());

/** The bodies of the calls the stub got for one /auth route, in order. */
function bodiesSentTo(fetchStub: ReturnType<typeof stubAuthServer>, path: string): unknown[] {
  return fetchStub.mock.calls
    .filter(([input]) => String(input) === path)
    .map(([, init]) => {
      expect(init?.method).toBe('POST');
      return JSON.parse(String(init?.body));
    });
}

/** Stands in for the app: a piece of local state, and a data query that the server may refuse. */
function FakeApp({ dataFails }: { dataFails: () => boolean }) {
  const [draft, setDraft] = useState('');
  const data = useQuery({
    queryKey: ['properties', 'search'],
    queryFn: async () => {
      if (dataFails())
        throw new ApiError({ status: 401, errorCode: 'SIGN_IN_REQUIRED', message: 'Sign in' });
      return 'three leads';
    },
    retry: false,
  });
  return (
    <div>
      <AccountMenu />
      <label>
        Draft <input value={draft} onChange={(e) => setDraft(e.target.value)} />
      </label>
      <p>{data.data ?? 'no data'}</p>
      <button type="button" onClick={() => void data.refetch()}>
        Refresh
      </button>
    </div>
  );
}

function renderGate(dataFails: () => boolean = () => false) {
  const client = new QueryClient();
  render(
    <QueryClientProvider client={client}>
      <SessionGate>
        <FakeApp dataFails={dataFails} />
      </SessionGate>
    </QueryClientProvider>,
  );
  return client;
}

describe('SessionGate', () => {
  it('shows the app at once where nobody signs in', async () => {
    vi.stubGlobal('fetch', async () => Response.json({ mode: 'none', user: null }));
    renderGate();
    expect(await screen.findByText('three leads')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign out' })).toBeNull();
  });

  it('asks for sign-in, focuses the name, announces a refusal, then opens the app', async () => {
    const user = userEvent.setup();
    const fetchStub = stubAuthServer({ signedIn: null });
    renderGate();
    const name = await screen.findByLabelText('User name');
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    // The screen focuses the name in an effect, which a loaded machine may run after the field is
    // found: waited for, not assumed (it failed once in CI that way).
    await waitFor(() => expect(name).toHaveFocus());
    expect(screen.queryByText('three leads')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter your user name.');
    // A form the screen can tell is incomplete is not sent.
    expect(bodiesSentTo(fetchStub, '/auth/sign-in')).toEqual([]);

    await user.type(name, 'alice');
    await user.type(screen.getByLabelText('Password'), 'wrong password{Enter}');
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'That user name and password do not match.',
      ),
    );
    const password = screen.getByLabelText('Password');
    expect(password).toHaveValue('');
    expect(password).toHaveFocus();
    expect(password).toHaveAttribute('aria-invalid', 'true');

    await user.type(password, 'right password{Enter}');
    expect(await screen.findByText('three leads')).toBeInTheDocument();
    expect(await screen.findByText('alice')).toBeInTheDocument();
    expect(bodiesSentTo(fetchStub, '/auth/sign-in')).toEqual([
      { name: 'alice', password: 'wrong password' },
      { name: 'alice', password: 'right password' },
    ]);
  });

  it('signs out back to the sign-in screen, forgetting the data', async () => {
    const user = userEvent.setup();
    const fetchStub = stubAuthServer({ signedIn: 'alice' });
    const client = renderGate();
    expect(await screen.findByText('three leads')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByLabelText('User name')).toBeInTheDocument();
    expect(screen.getByText('You have signed out.')).toBeInTheDocument();
    expect(screen.queryByText('three leads')).toBeNull();
    expect(client.getQueryData(['properties', 'search'])).toBeUndefined();
    expect(bodiesSentTo(fetchStub, '/auth/sign-out')).toEqual([{}]);
  });

  it('when the session ends mid-use, signs in over the app and keeps what the user typed', async () => {
    const user = userEvent.setup();
    const server: ServerState = { signedIn: 'alice' };
    const fetchStub = stubAuthServer(server);
    let expired = false;
    renderGate(() => expired);
    expect(await screen.findByText('three leads')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Draft'), 'half-typed search');

    expired = true;
    server.signedIn = null;
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' });
    expect(dialog).toHaveTextContent('Your session has ended');

    expired = false;
    await user.type(screen.getByLabelText('User name'), 'alice');
    await user.type(screen.getByLabelText('Password'), 'right password{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByLabelText('Draft')).toHaveValue('half-typed search');
    expect(bodiesSentTo(fetchStub, '/auth/sign-in')).toEqual([
      { name: 'alice', password: 'right password' },
    ]);
  });
});
