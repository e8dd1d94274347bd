// GET /app/v1/allowance over the real store on every backend (PGlite, and PostgreSQL with
// TEST_DATABASE_URL): what the signed-in user has left this month and the team today, the
// threshold to ask above, whose prices; and one definition of "used": the cap check (the ledger's
// reservation), the allowance and the Usage screen's caps count the same rows the same way
// (unknown at its reservation, a call under way at its reservation, never free).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { allowanceAnswerSchema, usageAnswerSchema } from '../app-contract';
import type { AppStore } from '../store/store';
import { TEST_BACKENDS } from '../store/test-backends';
import { createAppApi } from './app-api';

interface Row {
  user: string;
  credits: number | null;
  reserved?: number;
  status?: 'pending' | 'done' | 'failed';
  /** Seconds ago (default 1): inside this month and today. */
  ago?: number;
}

describe.each(TEST_BACKENDS)('/app/v1/allowance on $name', (backend) => {
  let store: AppStore;
  let api: ReturnType<typeof createAppApi>;
  let offline: ReturnType<typeof createAppApi>;

  beforeAll(async () => {
    store = await backend.open();
    api = createAppApi({ store: async () => store, log: () => undefined });
    offline = createAppApi({ store: async () => store, log: () => undefined, prices: 'offline' });
    await store.db.query(
      `INSERT INTO users (name_key, name, role, monthly_credit_cap)
       VALUES ('ann', 'Ann', 'admin', NULL), ('bob', 'Bob', 'member', 500)`,
    );
  }, 60_000);
  beforeEach(async () => {
    await store.db.query('TRUNCATE ledger');
    await store.db.query(
      "DELETE FROM settings WHERE key IN ('dailyCreditCap', 'confirmAboveCredits')",
    );
  });
  afterAll(async () => {
    await store?.close();
  });

  async function insert(rows: Row[]) {
    for (const row of rows) {
      await store.db.query(
        `INSERT INTO ledger (at, user_key, operation, summary, credits, credits_source, status, reserved)
         VALUES (now() - make_interval(secs => $1), $2, 'PropertySearch', 'a page', $3, $4, $5, $6)`,
        [
          row.ago ?? 1,
          row.user,
          row.credits,
          row.credits === null ? 'unknown' : 'answer',
          row.status ?? 'done',
          row.reserved ?? 0,
        ],
      );
    }
  }

  async function read(user: string, role: 'admin' | 'member', on = api) {
    const response = await on.request('/app/v1/allowance', {}, { appUser: user, appRole: role });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    return allowanceAnswerSchema.parse(await response.json());
  }

  it('says what is left of the member’s month and the team’s day, and the threshold', async () => {
    await store.db.query(
      `INSERT INTO settings (key, value) VALUES ('dailyCreditCap', '1000'::jsonb),
                                                ('confirmAboveCredits', '200'::jsonb)`,
    );
    await insert([
      { user: 'bob', credits: 120 },
      { user: 'ann', credits: 700 },
    ]);
    const bob = await read('Bob', 'member');
    expect(bob.monthly).toMatchObject({ cap: 500, used: 120, left: 380 });
    expect(bob.daily).toMatchObject({ cap: 1000, used: 820, left: 180 });
    expect(bob.confirmAboveCredits).toBe(200);
    expect(bob.prices).toBe('service');
    expect(Date.parse(bob.daily.resetsAt)).toBeGreaterThan(Date.now());
    // Ann has no monthly cap; past a cap, nothing is left (never below 0).
    await insert([{ user: 'ann', credits: 400 }]);
    const ann = await read('ann', 'admin');
    expect(ann.monthly).toMatchObject({ cap: null, used: 1100, left: null });
    expect(ann.daily).toMatchObject({ cap: 1000, used: 1220, left: 0 });
  });

  it('answers the default threshold, no caps, and offline prices where the mock answers', async () => {
    const local = await read('local', 'admin', offline);
    expect(local).toMatchObject({
      monthly: { cap: null, used: 0, left: null },
      daily: { cap: null, used: 0, left: null },
      confirmAboveCredits: 1000,
      prices: 'offline',
    });
  });

  it('counts used as the cap check does: unknown and pending at their reservation', async () => {
    await insert([
      { user: 'bob', credits: 100 },
      // Settled, cost unknown: keeps its reservation.
      { user: 'bob', credits: null, reserved: 50 },
      // Under way.
      { user: 'bob', credits: null, reserved: 30, status: 'pending' },
      // Sent, never answered: unknown, keeps its reservation.
      { user: 'bob', credits: null, reserved: 20, status: 'failed' },
      // Never left: cost nothing.
      { user: 'bob', credits: 0, status: 'failed' },
      // Last month's: not this month's.
      { user: 'bob', credits: 999, ago: 40 * 86_400 },
    ]);
    const allowance = await read('bob', 'member');
    const usage = usageAnswerSchema.parse(
      await (await api.request('/app/v1/usage', {}, { appUser: 'bob', appRole: 'member' })).json(),
    );
    expect(allowance.monthly.used).toBe(200);
    expect(usage.caps.monthly.used).toBe(allowance.monthly.used);
    expect(usage.caps.daily.used).toBe(allowance.daily.used);

    // The cap check agrees: exactly what is left fits, one credit more is refused at the same used.
    const call = { userKey: 'bob', operation: 'PropertySearch', summary: 'a page' };
    const refused = await store.ledger.reserve(call, allowance.monthly.left! + 1);
    expect(refused).toMatchObject({ kind: 'refused', cap: 'monthly', used: 200, limit: 500 });
    const fits = await store.ledger.reserve(call, allowance.monthly.left!);
    expect(fits.kind).toBe('reserved');
    expect((await read('bob', 'member')).monthly).toMatchObject({ used: 500, left: 0 });
  });
});
