// Held records answering records by ids, offline (the embedded mock, a PGlite store): privacy mode
// is never answered from held records and its answers are never kept; a record held beyond the
// team's freshness window is bought again (and held anew), and a wider window holds it again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiHandler } from '../api-handler';
import { type AppStore } from '../store/store';
import { openOfflineHandler } from '../offline-test-handler';

let store: AppStore;
let handler: ApiHandler;

beforeAll(async () => {
  ({ store, handler } = await openOfflineHandler());
}, 60_000);
afterAll(() => handler.close());

interface Page {
  data: Record<string, unknown>[];
  credits: number;
}

async function search(body: Record<string, unknown>): Promise<Page> {
  const response = await handler.app.fetch(
    new Request('http://app.test/v2/PropertySearch', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
  );
  expect(response.status).toBe(200);
  return (await response.json()) as Page;
}

/** A page browsed (and so held): its ids. */
async function browse(city: string): Promise<number[]> {
  const page = await search({ city, state: 'TX', size: 4 });
  await handler.recordsWritten();
  return page.data.map((record) => Number(record.id));
}

async function keptRecord(id: number) {
  const { rows } = await store.db.query<{ record: Record<string, unknown>; pulled_at: Date }>(
    'SELECT record, pulled_at FROM records WHERE property_id = $1',
    [String(id)],
  );
  return rows[0];
}

describe('records by ids from held records, offline', () => {
  it('answers privacy mode from the service, never from held records, and keeps none of it', async () => {
    const ids = await browse('Austin');
    const before = await keptRecord(ids[0]!);
    expect(before?.record).toHaveProperty('address');
    const hidden = await search({ ids, obfuscate: true });
    // Bought (privacy mode is never served from full records), and without the hidden fields.
    expect(hidden.credits).toBe(ids.length);
    expect(hidden.data).toHaveLength(ids.length);
    for (const record of hidden.data) {
      expect(record).not.toHaveProperty('address');
      expect(record).not.toHaveProperty('owner1LastName');
    }
    await handler.recordsWritten();
    // The full record stays as it was kept: the privacy answer replaced nothing.
    expect(await keptRecord(ids[0]!)).toEqual(before);
    // And the full records are still served from what is held.
    expect((await search({ ids })).credits).toBe(0);
  });

  it('buys again what was held beyond the freshness window, and a wider window holds it', async () => {
    const ids = await browse('Dallas');
    await store.db.query(
      `UPDATE records SET pulled_at = now() - interval '40 days' WHERE property_id = ANY($1::text[])`,
      [ids.map(String)],
    );
    // The default window is 30 days: the records are 40 days old, so they are bought again.
    const again = await search({ ids });
    expect(again.credits).toBe(ids.length);
    await handler.recordsWritten();
    const renewed = await keptRecord(ids[0]!);
    expect(Date.now() - renewed!.pulled_at.getTime()).toBeLessThan(60_000);
    expect((await search({ ids })).credits).toBe(0);

    await store.db.query(
      `UPDATE records SET pulled_at = now() - interval '40 days' WHERE property_id = ANY($1::text[])`,
      [ids.map(String)],
    );
    await store.settings.setFreshnessDays(60, 'admin');
    try {
      expect((await search({ ids })).credits).toBe(0);
    } finally {
      await store.settings.setFreshnessDays(30, 'admin');
    }
  });
});
