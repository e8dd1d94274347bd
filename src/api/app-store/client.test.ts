// The /app/v1 client: paths, bodies, answers read with the contract, errors in the server's words.
import { describe, expect, it, vi } from 'vitest';
import { createAppStoreClient } from './client';

function fetchAnswering(status: number, body: unknown) {
  return vi.fn(
    async (_url: RequestInfo | URL, _init?: RequestInit) =>
      new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }),
  );
}

const summary = {
  id: '5f0c',
  name: 'Austin',
  tags: [{ name: 'hot', color: '#ff0000' }],
  size: 2,
  owner: 'local',
  mine: true,
  shared: false,
  source: { kind: 'search', query: 'v=1&q=x' },
  createdAt: '2026-11-02T00:00:00.000Z',
  updatedAt: '2026-11-02T00:00:00.000Z',
};

describe('app-store client', () => {
  it('asks for lists with the filter in the query and reads the answer', async () => {
    const fetch = fetchAnswering(200, { lists: [summary] });
    const lists = await createAppStoreClient(fetch).lists({
      q: 'aus tin',
      tag: 'hot',
      sort: 'size',
    });
    expect(fetch.mock.calls[0]?.[0]).toBe('/app/v1/lists?q=aus+tin&tag=hot&sort=size');
    expect(fetch.mock.calls[0]?.[1]).toMatchObject({ method: 'GET', credentials: 'same-origin' });
    expect(lists.lists[0]?.name).toBe('Austin');
  });

  it('sends JSON bodies to the right routes', async () => {
    const fetch = fetchAnswering(200, { size: 3, added: 1, removed: 0 });
    await createAppStoreClient(fetch).changeItems('a/b', { add: ['1'] });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/app/v1/lists/a%2Fb/items');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ add: ['1'] });
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
  });

  it('sends an empty JSON body with a change that has none (restore), none with a read', async () => {
    const fetch = fetchAnswering(200, summary);
    await createAppStoreClient(fetch).restoreList('x');
    expect(fetch.mock.calls[0]?.[1]).toMatchObject({ method: 'POST', body: '{}' });
    expect(new Headers(fetch.mock.calls[0]?.[1]?.headers).get('content-type')).toBe(
      'application/json',
    );
    const get = fetchAnswering(200, { ...summary, ids: [] });
    await createAppStoreClient(get).getList('x');
    expect(get.mock.calls[0]?.[1]?.body).toBeNull();
  });

  it('throws the server’s 4xx message with its status and field details', async () => {
    const fetch = fetchAnswering(403, {
      statusCode: 403,
      error: 'Forbidden',
      message: 'Only the owner can change this list',
      details: { name: 'must not be empty' },
    });
    await expect(createAppStoreClient(fetch).patchList('x', { name: 'y' })).rejects.toMatchObject({
      status: 403,
      message: 'Only the owner can change this list',
      violations: [{ field: 'name', message: 'must not be empty' }],
    });
  });

  it('refuses an answer that breaks the contract, and explains a network failure', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(
      createAppStoreClient(fetchAnswering(200, { lists: [{ id: 1 }] })).lists(),
    ).rejects.toMatchObject({ errorCode: 'INVALID_RESPONSE' });
    const down = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(createAppStoreClient(down).searches()).rejects.toMatchObject({
      status: 0,
      errorCode: 'NETWORK_ERROR',
    });
  });
});
