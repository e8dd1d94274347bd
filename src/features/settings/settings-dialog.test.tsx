import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONNECTION_STORAGE_KEY } from '../../lib/connection-settings';
import { SettingsDialog } from './settings-dialog';

type Mode = 'mock' | 'proxy';

function countAnswer(resultCount: number, status = 200) {
  return Response.json(
    {
      input: { count: true },
      resultCount,
      resultIndex: 0,
      recordCount: 0,
      statusCode: status,
      statusMessage: 'Success',
      requestExecutionTimeMS: '3ms',
      data: [],
    },
    { status },
  );
}

/** The app's own server (health, demo keys) plus the service's count answer, per key. */
function stubServer(mode: Mode, answers: Record<string, () => Response> = {}) {
  const calls: { url: string; headers: Headers; body: unknown }[] = [];
  const fetchStub = vi.fn(async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = String(input);
    const headers = new Headers(init.headers);
    calls.push({ url, headers, body: init.body ? JSON.parse(String(init.body)) : undefined });
    if (url === '/healthz') return Response.json({ status: 'ok', mode });
    // The Team spending section reads the caps (team-spending.test.tsx tests it).
    if (url === '/app/v1/caps')
      return Response.json({
        dailyCreditCap: null,
        confirmAboveCredits: 1000,
        monthlyCreditCap: null,
        canChange: true,
        updatedBy: null,
        updatedAt: null,
      });
    if (url === '/__mock/demo-keys')
      return Response.json({
        keys: [
          { key: 'demo', description: 'Full access' },
          { key: 'demo-no-scope', description: 'Every call fails: key lacks scope (403)' },
        ],
      });
    const key = headers.get('x-api-key') ?? '';
    const answer = answers[key];
    if (answer) return answer();
    return countAnswer(100_000);
  });
  vi.stubGlobal('fetch', fetchStub);
  return calls;
}

function Harness() {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button ref={button} type="button" onClick={() => setOpen(true)}>
        Settings
      </button>
      {open ? <SettingsDialog onClose={() => setOpen(false)} returnFocusRef={button} /> : null}
    </>
  );
}

/** The count searches the dialog sent (Test connection runs exactly one per press). */
function searchesIn(calls: ReturnType<typeof stubServer>) {
  return calls.filter((c) => c.url.endsWith('/v2/PropertySearch'));
}

async function openDialog() {
  const user = userEvent.setup();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Harness />
    </QueryClientProvider>,
  );
  await user.click(screen.getByRole('button', { name: 'Settings' }));
  const dialog = await screen.findByRole('dialog', { name: 'Settings' });
  return { user, dialog };
}

describe('SettingsDialog', () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is a labelled modal that starts on the first field and gives focus back on Escape', async () => {
    stubServer('mock');
    const { user, dialog } = await openDialog();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByLabelText('API base URL')).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Settings' })).toHaveFocus();
  });

  it('closes on Escape even when focus has fallen to the page', async () => {
    stubServer('mock');
    const { user } = await openDialog();
    (document.activeElement as HTMLElement | null)?.blur();
    expect(document.body).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps Tab inside the dialog', async () => {
    stubServer('mock');
    const { user } = await openDialog();
    const save = screen.getByRole('button', { name: 'Save' });
    save.focus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close Settings' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(save).toHaveFocus();
  });

  it('hides the key until asked', async () => {
    stubServer('mock');
    const { user } = await openDialog();
    const key = screen.getByLabelText('API key');
    expect(key).toHaveAttribute('type', 'password');
    const toggle = screen.getByRole('button', { name: 'Show key' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(key).toHaveAttribute('type', 'text');
  });

  it('keeps the key for this session only, unless asked to remember it', async () => {
    stubServer('mock');
    const { user } = await openDialog();
    await user.type(screen.getByLabelText('API base URL'), 'https://api.example.com');
    await user.type(screen.getByLabelText('API key'), 'sk-session-1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(JSON.parse(sessionStorage.getItem(CONNECTION_STORAGE_KEY) ?? '{}')).toEqual({
      baseUrl: 'https://api.example.com',
      apiKey: 'sk-session-1',
    });
    expect(localStorage.getItem(CONNECTION_STORAGE_KEY)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Settings' }));
    await screen.findByRole('dialog', { name: 'Settings' });
    expect(screen.getByLabelText('API key')).toHaveValue('sk-session-1');
    await user.click(screen.getByRole('checkbox', { name: 'Remember on this device' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(localStorage.getItem(CONNECTION_STORAGE_KEY)).toContain('sk-session-1');
    expect(sessionStorage.getItem(CONNECTION_STORAGE_KEY)).toBeNull();
  });

  it('asks for a key before saving another service, and says why', async () => {
    stubServer('mock');
    const { user } = await openDialog();
    await user.type(screen.getByLabelText('API base URL'), 'https://api.example.com');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const key = screen.getByLabelText('API key');
    expect(key).toHaveFocus();
    expect(key).toHaveAttribute('aria-invalid', 'true');
    expect(key).toHaveAccessibleDescription(/Enter the API key for this service/);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('shows a field’s problem once it is left, and follows the typing from then on', async () => {
    stubServer('mock');
    const { user } = await openDialog();
    const url = screen.getByLabelText('API base URL');
    await user.type(url, 'api.example.com');
    expect(url).not.toHaveAttribute('aria-invalid');
    await user.tab();
    expect(url).toHaveAttribute('aria-invalid', 'true');
    expect(url).toHaveAccessibleDescription(/Enter a full address starting with https:\/\//);
    await user.clear(url);
    await user.type(url, 'https://api.example.com');
    expect(url).not.toHaveAttribute('aria-invalid');
  });

  it('drops a test result as soon as a value changes', async () => {
    stubServer('mock');
    const { user } = await openDialog();
    await user.type(screen.getByLabelText('API base URL'), 'https://api.example.com');
    await user.type(screen.getByLabelText('API key'), 'sk-1');
    await user.click(screen.getByRole('button', { name: 'Test connection' }));
    expect(await screen.findByText('Connected — 100,000 properties')).toBeInTheDocument();
    await user.type(screen.getByLabelText('API key'), '2');
    expect(screen.queryByText('Connected — 100,000 properties')).not.toBeInTheDocument();
  });

  it('tests the entered values without saving them', async () => {
    const calls = stubServer('mock');
    const { user } = await openDialog();
    await user.type(screen.getByLabelText('API base URL'), 'https://api.example.com');
    await user.type(screen.getByLabelText('API key'), 'sk-unsaved');
    await user.click(screen.getByRole('button', { name: 'Test connection' }));
    expect(await screen.findByText('Connected — 100,000 properties')).toBeInTheDocument();
    expect(searchesIn(calls)).toHaveLength(1);
    const search = searchesIn(calls)[0];
    expect(search?.url).toBe('https://api.example.com/v2/PropertySearch');
    expect(search?.headers.get('x-api-key')).toBe('sk-unsaved');
    expect(search?.body).toEqual({ count: true });
    expect(sessionStorage.getItem(CONNECTION_STORAGE_KEY)).toBeNull();
  });

  it('explains a refused key', async () => {
    stubServer('mock', {
      'sk-wrong': () =>
        Response.json(
          { statusCode: 401, errorCode: 'AUTH_KEY_NOT_FOUND', errorMessage: 'no' },
          { status: 401 },
        ),
    });
    const { user } = await openDialog();
    await user.type(screen.getByLabelText('API base URL'), 'https://api.example.com');
    await user.type(screen.getByLabelText('API key'), 'sk-wrong');
    await user.click(screen.getByRole('button', { name: 'Test connection' }));
    expect(await screen.findByText('Connected, but the API key was refused')).toBeInTheDocument();
  });

  it('says a service refuses browser calls (CORS) and shows the two server variables', async () => {
    stubServer('mock', {
      'sk-real': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const { user } = await openDialog();
    await user.type(screen.getByLabelText('API base URL'), 'https://api.example.com');
    await user.type(screen.getByLabelText('API key'), 'sk-real');
    await user.click(screen.getByRole('button', { name: 'Test connection' }));
    expect(
      await screen.findByText('api.example.com does not allow calls from a browser'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Server environment variables')).toHaveTextContent(
      'PROPERTY_API_URL=https://api.example.com PROPERTY_API_KEY=<your API key>',
    );
    expect(screen.getByLabelText('Server environment variables')).not.toHaveTextContent('sk-real');
  });

  it('offers the mock’s demo keys for this app’s server', async () => {
    const calls = stubServer('mock', {
      'demo-no-scope': () =>
        Response.json(
          { statusCode: 403, errorCode: 'AUTH_SCOPE_UNAUTHORIZED', errorMessage: 'no' },
          { status: 403 },
        ),
    });
    const { user } = await openDialog();
    const picker = await screen.findByRole('combobox', { name: 'Demo key' });
    await user.selectOptions(picker, 'demo-no-scope');
    expect(screen.getByLabelText('API key')).toHaveValue('demo-no-scope');
    await user.click(screen.getByRole('button', { name: 'Test connection' }));
    expect(
      await screen.findByText('Connected, but this key may not search properties'),
    ).toBeInTheDocument();
    expect(searchesIn(calls).map((c) => [c.url, c.headers.get('x-api-key'), c.body])).toEqual([
      ['/v2/PropertySearch', 'demo-no-scope', { count: true }],
    ]);
  });

  it('says the server holds the key when it proxies, and sends none', async () => {
    const calls = stubServer('proxy');
    const { user } = await openDialog();
    expect(await screen.findByText(/Key held by the server/)).toBeInTheDocument();
    expect(screen.queryByLabelText('API key')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Test connection' }));
    expect(await screen.findByText('Connected — 100,000 properties')).toBeInTheDocument();
    expect(searchesIn(calls)).toHaveLength(1);
    const search = searchesIn(calls)[0];
    expect(search?.url).toBe('/v2/PropertySearch');
    expect(search?.headers.has('x-api-key')).toBe(false);
  });

  it('forgets saved settings', async () => {
    stubServer('mock');
    localStorage.setItem(
      CONNECTION_STORAGE_KEY,
      JSON.stringify({ baseUrl: 'https://api.example.com', apiKey: 'sk-kept' }),
    );
    const { user } = await openDialog();
    expect(screen.getByRole('checkbox', { name: 'Remember on this device' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Forget saved settings' }));
    await waitFor(() => expect(localStorage.getItem(CONNECTION_STORAGE_KEY)).toBeNull());
  });
});
