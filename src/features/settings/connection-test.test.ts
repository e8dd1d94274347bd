import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error';
import { explainTestFailure, testConnection, type TestTarget } from './connection-test';

const direct: TestTarget = {
  settings: { baseUrl: 'https://api.example.com', apiKey: 'sk-test-1' },
  serverMode: 'mock',
};
const viaProxy: TestTarget = { settings: { baseUrl: '', apiKey: '' }, serverMode: 'proxy' };

function countAnswer(resultCount: number) {
  return Response.json({
    input: { count: true },
    resultCount,
    resultIndex: 0,
    recordCount: 0,
    statusCode: 200,
    statusMessage: 'Success',
    requestExecutionTimeMS: '3ms',
    data: [],
  });
}

function apiError(status: number, errorCode?: string, extra: Partial<ApiError> = {}) {
  return new ApiError({ status, errorCode, message: 'm', ...extra });
}

describe('testConnection', () => {
  it('runs one count-only search with the entered key and reports the total', async () => {
    const fetchStub = vi.fn(async (_url: string | URL | Request, _init?: RequestInit) =>
      countAnswer(123456),
    );
    const outcome = await testConnection(
      { ...direct, settings: { ...direct.settings, userId: 'u-1' } },
      { fetch: fetchStub as unknown as typeof fetch },
    );
    expect(outcome).toMatchObject({
      ok: true,
      title: 'Connected — 123,456 properties',
      count: 123456,
    });
    expect(fetchStub).toHaveBeenCalledTimes(1);
    const [url, init] = fetchStub.mock.calls[0] ?? [];
    expect(url).toBe('https://api.example.com/v2/PropertySearch');
    expect(JSON.parse(String(init?.body))).toEqual({ count: true });
    const headers = new Headers(init?.headers);
    expect(headers.get('x-api-key')).toBe('sk-test-1');
    expect(headers.get('x-user-id')).toBe('u-1');
  });

  it('sends no key to this app’s server when it holds the key', async () => {
    const fetchStub = vi.fn(async (_url: string | URL | Request, _init?: RequestInit) =>
      countAnswer(1),
    );
    const outcome = await testConnection(viaProxy, { fetch: fetchStub as unknown as typeof fetch });
    expect(outcome.title).toBe('Connected — 1 property');
    expect(outcome.body).toMatch(/holds the key/);
    expect(fetchStub).toHaveBeenCalledTimes(1);
    expect(fetchStub.mock.calls[0]?.[0]).toBe('/v2/PropertySearch');
    expect(new Headers(fetchStub.mock.calls[0]?.[1]?.headers).has('x-api-key')).toBe(false);
  });

  it('turns a network failure into "Could not reach …"', async () => {
    const failing = (async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    const outcome = await testConnection(direct, { fetch: failing });
    expect(outcome).toMatchObject({ ok: false, title: 'Could not reach api.example.com' });
    expect(outcome.body).toMatch(/CORS/);
  });

  it('says when a reachable service refuses browser calls (CORS) and shows the server variables', async () => {
    vi.stubGlobal('location', { origin: 'http://localhost:4173', href: 'http://localhost:4173/' });
    try {
      const fetchStub = vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
        // The CORS request fails like any network error; the no-cors probe gets an opaque answer.
        if (init?.mode === 'no-cors') return new Response(null, { status: 200 });
        throw new TypeError('Failed to fetch');
      });
      const outcome = await testConnection(direct, { fetch: fetchStub as unknown as typeof fetch });
      expect(outcome).toMatchObject({
        ok: false,
        title: 'api.example.com does not allow calls from a browser',
      });
      expect(outcome.body).toMatch(/CORS/);
      expect(outcome.serverEnv).toEqual([
        { name: 'PROPERTY_API_URL', value: 'https://api.example.com' },
        { name: 'PROPERTY_API_KEY', value: '<your API key>' },
      ]);
      // One real request, then one probe of the same address that carries no key and no body.
      expect(fetchStub).toHaveBeenCalledTimes(2);
      const [probeUrl, probe] = fetchStub.mock.calls[1] ?? [];
      expect(probeUrl).toBe('https://api.example.com/v2/PropertySearch');
      expect(probe).toMatchObject({ method: 'HEAD', mode: 'no-cors' });
      expect(probe?.body).toBeUndefined();
      expect(new Headers(probe?.headers).has('x-api-key')).toBe(false);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('keeps "Could not reach" when the service does not answer at all', async () => {
    vi.stubGlobal('location', { origin: 'http://localhost:4173', href: 'http://localhost:4173/' });
    try {
      const failing = (async () => {
        throw new TypeError('Failed to fetch');
      }) as unknown as typeof fetch;
      const outcome = await testConnection(direct, { fetch: failing });
      expect(outcome.title).toBe('Could not reach api.example.com');
      expect(outcome.serverEnv).toBeUndefined();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('rejects when aborted, so a closed dialog shows nothing', async () => {
    const controller = new AbortController();
    const hanging = ((_url: string, init: RequestInit) =>
      new Promise((_resolve, reject) =>
        init.signal?.addEventListener('abort', () =>
          reject(new DOMException('aborted', 'AbortError')),
        ),
      )) as unknown as typeof fetch;
    const pending = testConnection(direct, { fetch: hanging, signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toThrow(/aborted/);
  });
});

describe('explainTestFailure', () => {
  it('names the refused key, and points at the server when the server holds it', () => {
    expect(explainTestFailure(apiError(401, 'AUTH_KEY_NOT_FOUND'), direct)).toMatchObject({
      title: 'Connected, but the API key was refused',
      body: expect.stringMatching(/copied completely/) as unknown,
    });
    expect(explainTestFailure(apiError(401, 'AUTH_KEY_INACTIVE'), direct).body).toMatch(
      /switched off/,
    );
    expect(explainTestFailure(apiError(401, 'AUTH_KEY_NOT_FOUND'), viaProxy).body).toMatch(
      /PROPERTY_API_KEY/,
    );
  });

  it('explains scope, billing and rate limits', () => {
    expect(explainTestFailure(apiError(403, 'AUTH_SCOPE_UNAUTHORIZED'), direct).title).toBe(
      'Connected, but this key may not search properties',
    );
    expect(explainTestFailure(apiError(402, 'WALLET_INSUFFICIENT_BALANCE'), direct).title).toMatch(
      /billing/,
    );
    const limited = explainTestFailure(
      apiError(429, 'RATE_LIMIT_EXCEEDED', { retryAfterMs: 3000 } as Partial<ApiError>),
      direct,
    );
    expect(limited.title).toBe('Connected, but this key is being rate-limited');
    expect(limited.body).toMatch(/3 seconds/);
  });

  it('says when an address is not the service', () => {
    expect(explainTestFailure(apiError(404), direct).title).toBe(
      'api.example.com answered, but not like the property data service',
    );
    expect(explainTestFailure(apiError(200, 'INVALID_RESPONSE'), direct).body).toMatch(
      /not the service’s JSON/,
    );
  });

  it('blames the proxy’s upstream, and a security policy when one blocked the call', () => {
    expect(
      explainTestFailure(
        new ApiError({
          status: 502,
          errorCode: 'UPSTREAM_UNREACHABLE',
          message: 'Could not reach the property data service at api.example.com.',
        }),
        viaProxy,
      ).body,
    ).toMatch(/PROPERTY_API_URL/);
    expect(
      explainTestFailure(apiError(0, 'NETWORK_ERROR'), direct, { blockedByPolicy: true }).body,
    ).toMatch(/CONNECT_ORIGINS/);
  });

  it('keeps the request id of a server fault', () => {
    expect(
      explainTestFailure(
        apiError(500, 'INTERNAL_ERROR', { requestId: 'req_1' } as Partial<ApiError>),
        direct,
      ),
    ).toMatchObject({ ok: false, requestId: 'req_1' });
  });
});
