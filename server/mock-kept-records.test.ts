// Offline, the embedded mock's answers are kept as the proxy keeps what it relays: a page the user
// browsed is held (so the list built from it opens without paying again), by whom and when; counts,
// ids-only, summaries and privacy-mode pages are not.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiHandler } from './api-handler';
import { type AppStore } from './store/store';
import { openOfflineHandler } from './offline-test-handler';

let store: AppStore;
let handler: ApiHandler;

beforeAll(async () => {
  ({ store, handler } = await openOfflineHandler());
}, 60_000);
afterAll(async () => {
  await handler.close();
});

function search(body: Record<string, unknown>, user?: string) {
  return handler.app.fetch(
    new Request('http://app.test/v2/PropertySearch', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
    user ? { appUser: user } : undefined,
  );
}

async function idsOf(response: Response): Promise<string[]> {
  expect(response.status).toBe(200);
  const body = (await response.json()) as { data: { id: number | string }[] };
  return body.data.map((record) => String(record.id));
}

describe('records the embedded mock keeps', () => {
  it('holds a browsed page, by the signed-in user, and reads it back as sent', async () => {
    const ids = await idsOf(await search({ city: 'Austin', state: 'TX', size: 5 }, 'ann'));
    expect(ids).toHaveLength(5);
    await handler.recordsWritten();
    expect(await store.records.held(ids, 30)).toEqual({ held: ids, missing: [] });
    const { rows } = await store.db.query<{ pulled_by: string }>(
      'SELECT pulled_by FROM records WHERE property_id = $1',
      [ids[0]],
    );
    expect(rows[0]?.pulled_by).toBe('ann');
    const [first] = (await store.records.read([ids[0]!], 30)) as { id: unknown }[];
    expect(String(first?.id)).toBe(ids[0]);
  });

  it('holds records asked for by ids, for the local user where nobody signs in', async () => {
    const page = await idsOf(
      await search({ city: 'Austin', state: 'TX', size: 2, resultIndex: 40 }, 'probe'),
    );
    const { rows: before } = await store.db.query(
      'DELETE FROM records WHERE property_id = ANY($1::text[])',
      [page],
    );
    void before;
    const ids = await idsOf(await search({ ids: page.map(Number) }));
    await handler.recordsWritten();
    expect(await store.records.held(ids, 30)).toEqual({ held: page, missing: [] });
    const { rows } = await store.db.query<{ pulled_by: string }>(
      'SELECT pulled_by FROM records WHERE property_id = $1',
      [page[0]],
    );
    expect(rows[0]?.pulled_by).toBe('local');
  });

  it('keeps nothing of counts, ids-only, summaries or privacy-mode pages', async () => {
    const ids = (
      (await (await search({ city: 'Dallas', state: 'TX', ids_only: true, size: 3 })).json()) as {
        data: number[];
      }
    ).data.map(String);
    for (const extra of [{ count: true }, { summary: true }, { obfuscate: true, size: 3 }])
      expect((await search({ city: 'Dallas', state: 'TX', ...extra })).status).toBe(200);
    await handler.recordsWritten();
    expect((await store.records.held(ids, 30)).held).toEqual([]);
  });
});
