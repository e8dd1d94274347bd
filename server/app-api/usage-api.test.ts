// GET /app/v1/usage and /usage.csv over the real store on every backend (PGlite, and PostgreSQL
// with TEST_DATABASE_URL): what admins and members see, unknown credits counted apart (never 0),
// pending and failed calls, the period's bounds and their 400s, the caps, and the CSV.
import Papa from 'papaparse';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { appErrorSchema, usageAnswerSchema } from '../app-contract';
import type { AppStore } from '../store/store';
import { TEST_BACKENDS } from '../store/test-backends';
import { usagePeriod } from '../store/usage-repo';
import { createAppApi } from './app-api';
import { LEDGER_CSV_HEADERS } from './usage-csv';

interface Row {
  at: string;
  user: string;
  operation?: string;
  summary?: string;
  records?: number;
  credits: number | null;
  source?: 'answer' | 'rule' | 'estimated' | 'unknown';
  status?: 'pending' | 'done' | 'failed';
  reserved?: number;
  requestId?: string;
  agent?: string;
}

/** March 2025 for Ann (admin) and Bob (member); one unknown, one estimated, one pending, one failed. */
const MARCH: Row[] = [
  { at: '2025-03-01T09:00:00Z', user: 'ann', credits: 50, records: 50, requestId: 'r1' },
  { at: '2025-03-01T23:59:59Z', user: 'bob', credits: 120, records: 120, source: 'rule' },
  {
    at: '2025-03-02T00:00:00Z',
    user: 'bob',
    operation: 'MLSDetailBulk',
    credits: null,
    records: 7,
  },
  {
    at: '2025-03-03T12:00:00Z',
    user: 'ann',
    operation: 'summary',
    credits: 0,
    source: 'estimated',
  },
  { at: '2025-03-03T12:00:01Z', user: 'ann', credits: 900, status: 'pending', reserved: 900 },
  { at: '2025-03-04T12:00:00Z', user: 'bob', credits: null, status: 'failed' },
  { at: '2025-03-31T23:00:00Z', user: 'bob', summary: '=HYPERLINK("x")', credits: 3, records: 3 },
  // Outside the period on either side.
  { at: '2025-02-28T23:59:59Z', user: 'ann', credits: 1000 },
  { at: '2025-04-01T00:00:00Z', user: 'bob', credits: 1000 },
];

describe.each(TEST_BACKENDS)('/app/v1/usage on $name', (backend) => {
  let store: AppStore;
  let api: ReturnType<typeof createAppApi>;

  beforeAll(async () => {
    store = await backend.open();
    api = createAppApi({ store: async () => store, log: () => undefined });
    await store.db.query(
      `INSERT INTO users (name_key, name, role, monthly_credit_cap)
       VALUES ('ann', 'Ann', 'admin', NULL), ('bob', 'Bob', 'member', 500)`,
    );
  }, 60_000);
  beforeEach(async () => {
    await store.db.query('TRUNCATE ledger');
    await store.db.query("DELETE FROM settings WHERE key = 'dailyCreditCap'");
  });
  afterAll(async () => {
    await store?.close();
  });

  async function insert(rows: Row[]) {
    for (const row of rows) {
      await store.db.query(
        `INSERT INTO ledger (at, user_key, operation, summary, records, credits, credits_source,
                             status, reserved, request_id, agent)
         VALUES ($1::timestamptz, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
        [
          row.at,
          row.user,
          row.operation ?? 'PropertySearch',
          row.summary ?? 'a page of 50',
          row.records ?? 0,
          row.credits,
          row.source ?? (row.credits === null ? 'unknown' : 'answer'),
          row.status ?? 'done',
          row.reserved ?? 0,
          row.requestId ?? null,
          row.agent ?? null,
        ],
      );
    }
  }

  async function get(path: string, user: string, role: 'admin' | 'member') {
    const response = await api.request(`/app/v1${path}`, {}, { appUser: user, appRole: role });
    // Keeps a byte order mark (response.text() drops it): the CSV starts with one on purpose.
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
    return { status: response.status, response, text };
  }

  async function usage(path: string, user: string, role: 'admin' | 'member') {
    const answer = await get(path, user, role);
    expect(answer.status).toBe(200);
    return usageAnswerSchema.parse(JSON.parse(answer.text));
  }

  it('shows an admin the whole team: totals, days, operations, members, the largest calls', async () => {
    await insert(MARCH);
    const march = await usage('/usage?from=2025-03-01&to=2025-03-31', 'Ann', 'admin');
    expect(march.scope).toBe('team');
    // Settled calls only: the pending call counts towards caps, the failed one nowhere.
    expect(march.totals).toEqual({
      credits: 173,
      calls: 5,
      unknownCalls: 1,
      records: 180,
      estimatedCredits: 0,
    });
    expect(march.byDay).toHaveLength(31);
    expect(march.byDay.slice(0, 3)).toEqual([
      { day: '2025-03-01', credits: 170, unknownCalls: 0 },
      { day: '2025-03-02', credits: 0, unknownCalls: 1 },
      { day: '2025-03-03', credits: 0, unknownCalls: 0 },
    ]);
    expect(march.byDay.at(-1)).toEqual({ day: '2025-03-31', credits: 3, unknownCalls: 0 });
    expect(march.byOperation).toEqual([
      { operation: 'PropertySearch', credits: 173, calls: 3, unknownCalls: 0 },
      { operation: 'MLSDetailBulk', credits: 0, calls: 1, unknownCalls: 1 },
      { operation: 'summary', credits: 0, calls: 1, unknownCalls: 0 },
    ]);
    expect(march.byMember).toEqual([
      { user: 'Bob', credits: 123, calls: 3, unknownCalls: 1, records: 130 },
      { user: 'Ann', credits: 50, calls: 2, unknownCalls: 0, records: 50 },
    ]);
    // Free calls are no pulls; a call of unknown cost is, after the known ones.
    expect(march.largest.map((call) => [call.user, call.credits, call.creditsSource])).toEqual([
      ['Bob', 120, 'rule'],
      ['Ann', 50, 'answer'],
      ['Bob', 3, 'answer'],
      ['Bob', null, 'unknown'],
    ]);
  });

  it('shows a member only their own calls', async () => {
    await insert(MARCH);
    const march = await usage('/usage?from=2025-03-01&to=2025-03-31', 'BOB', 'member');
    expect(march.scope).toBe('self');
    expect(march.totals).toMatchObject({ credits: 123, calls: 3, unknownCalls: 1 });
    expect(march.byMember.map((member) => member.user)).toEqual(['Bob']);
    expect(new Set(march.largest.map((call) => call.user))).toEqual(new Set(['Bob']));
    expect(march.byDay[0]).toEqual({ day: '2025-03-01', credits: 120, unknownCalls: 0 });
  });

  it('says what each watch and server export spent on whose behalf; a member sees their own', async () => {
    const exported = await store.exports.create(
      'ann',
      {
        search: { city: 'Denver', state: 'CO' },
        label: 'Denver, CO: 250 rows',
        fileSlug: 'denver',
        privacy: false,
        format: 'csv',
        maxRows: 250,
        settings: {
          columnIds: ['id'],
          dedupe: 'off',
          contactFilters: { withPhone: false, mobileOnly: false, noDnc: false },
        },
      } as never,
      'denver.csv',
    );
    const search = await store.searches.create('bob', {
      name: 'Denver pre-foreclosures',
      query: 'city=Denver',
    });
    const watch = `watch:${search.id}`;
    await insert([
      { at: '2025-06-02T07:00:00Z', user: 'bob', credits: 12, records: 12, agent: watch },
      { at: '2025-06-03T07:00:00Z', user: 'bob', credits: 8, records: 8, agent: watch },
      {
        at: '2025-06-03T08:00:00Z',
        user: 'ann',
        credits: 250,
        records: 250,
        agent: `export:${exported.id}`,
      },
      // An agent the app no longer knows keeps its key.
      { at: '2025-06-03T08:30:00Z', user: 'ann', credits: 1, records: 1, agent: 'export:gone' },
      // Not settled: not spend of the period (it counts only towards the caps).
      { at: '2025-06-03T09:00:00Z', user: 'bob', credits: 5, status: 'failed', agent: watch },
      // Bob in a tab: his, but no agent's.
      { at: '2025-06-04T09:00:00Z', user: 'bob', credits: 30, records: 30 },
    ]);
    const june = await usage('/usage?from=2025-06-01&to=2025-06-30', 'ann', 'admin');
    expect(june.byAgent).toEqual([
      {
        agent: `export:${exported.id}`,
        kind: 'export',
        name: 'Denver, CO: 250 rows',
        user: 'Ann',
        calls: 1,
        records: 250,
        credits: 250,
        unknownCalls: 0,
      },
      {
        agent: watch,
        kind: 'watch',
        name: 'Denver pre-foreclosures',
        user: 'Bob',
        calls: 2,
        records: 20,
        credits: 20,
        unknownCalls: 0,
      },
      {
        agent: 'export:gone',
        kind: 'export',
        name: 'export:gone',
        user: 'Ann',
        calls: 1,
        records: 1,
        credits: 1,
        unknownCalls: 0,
      },
    ]);
    const bobs = await usage('/usage?from=2025-06-01&to=2025-06-30', 'bob', 'member');
    expect(bobs.byAgent.map((row) => row.agent)).toEqual([watch]);
    const csv = await get('/usage.csv?from=2025-06-01&to=2025-06-30', 'bob', 'member');
    const lines = Papa.parse<string[]>(csv.text.slice(1).trim()).data;
    expect(lines[0]!.at(-1)).toBe('agent');
    expect(lines.slice(1).map((line) => line.at(-1))).toEqual([watch, watch, '']);
  });

  it('counts unknown credits as unknown, never as 0, and estimated credits apart', async () => {
    await insert([
      { at: '2025-05-02T10:00:00Z', user: 'ann', credits: null },
      { at: '2025-05-02T11:00:00Z', user: 'ann', credits: 4, source: 'estimated' },
    ]);
    const may = await usage('/usage?from=2025-05-01&to=2025-05-31', 'ann', 'admin');
    expect(may.totals).toMatchObject({
      credits: 4,
      calls: 2,
      unknownCalls: 1,
      estimatedCredits: 4,
    });
    expect(may.largest.map((call) => call.credits)).toEqual([4, null]);
  });

  it('answers the caps as of now: the member’s month, the team’s day, and when each resets', async () => {
    const now = Date.now();
    const today = new Date(now).toISOString().slice(0, 10);
    await store.db.query(
      "INSERT INTO settings (key, value) VALUES ('dailyCreditCap', '5000'::jsonb)",
    );
    await insert([
      { at: new Date(now - 1000).toISOString(), user: 'bob', credits: 40 },
      { at: new Date(now - 500).toISOString(), user: 'ann', credits: 60 },
      // Reserved by a call under way: it counts towards the caps as the cap check sees it.
      {
        at: new Date(now - 100).toISOString(),
        user: 'bob',
        credits: null,
        status: 'pending',
        reserved: 25,
      },
    ]);
    const bob = await usage('/usage', 'bob', 'member');
    expect(bob.caps.monthly).toMatchObject({ cap: 500, used: 65 });
    expect(bob.caps.daily).toMatchObject({ cap: 5000, used: 125 });
    const midnight = Date.parse(`${today}T00:00:00Z`) + 86_400_000;
    expect(Date.parse(bob.caps.daily.resetsAt)).toBe(midnight);
    const reset = new Date(bob.caps.monthly.resetsAt);
    expect(reset.getUTCDate()).toBe(1);
    expect(reset.getTime()).toBeGreaterThan(now);
    expect(reset.getTime() - now).toBeLessThanOrEqual(31 * 86_400_000);
    // `local` (no account) has no cap of its own; no daily cap setting is no cap.
    await store.db.query("DELETE FROM settings WHERE key = 'dailyCreditCap'");
    const local = await usage('/usage', 'local', 'admin');
    expect(local.caps.monthly.cap).toBeNull();
    expect(local.caps.daily.cap).toBeNull();
  });

  it('defaults to the current calendar month', async () => {
    const answer = await usage('/usage', 'ann', 'admin');
    const now = new Date();
    const month = now.toISOString().slice(0, 7);
    expect(answer.from).toBe(`${month}-01`);
    expect(answer.to.slice(0, 7)).toBe(month);
    expect(answer.byDay.length).toBeGreaterThanOrEqual(28);
    expect(answer.totals.calls).toBe(0);
  });

  it('refuses a bad period with a 400 in the API’s error shape', async () => {
    for (const [query, message] of [
      ['from=2025-02-30&to=2025-03-01', /from: must be a day as YYYY-MM-DD/],
      ['from=yesterday', /from: must be a day/],
      ['from=2025-03-02&to=2025-03-01', /start day must not be after the end day/],
      ['from=2024-01-01&to=2025-12-31', /at most 400 days/],
      // One end alone is that end's month; the other end then has to fit too.
      ['from=2025-03-10', null],
    ] as const) {
      const answer = await get(`/usage?${query}`, 'ann', 'admin');
      if (message === null) {
        expect(answer.status).toBe(200);
        continue;
      }
      expect(answer.status).toBe(400);
      const error = appErrorSchema.parse(JSON.parse(answer.text));
      expect(error).toMatchObject({ statusCode: 400, error: 'Bad Request' });
      expect(error.message).toMatch(message);
      expect((await get(`/usage.csv?${query}`, 'ann', 'admin')).status).toBe(400);
    }
  });

  it('downloads the settled calls as CSV, with the same visibility', async () => {
    await insert(MARCH);
    const answer = await get('/usage.csv?from=2025-03-01&to=2025-03-31', 'ann', 'admin');
    expect(answer.status).toBe(200);
    expect(answer.response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(answer.response.headers.get('content-disposition')).toBe(
      'attachment; filename="ledger-2025-03-01-to-2025-03-31.csv"',
    );
    expect(answer.text.startsWith('\uFEFF')).toBe(true);
    const parsed = Papa.parse<string[]>(answer.text.slice(1).trim());
    expect(parsed.data[0]).toEqual([...LEDGER_CSV_HEADERS]);
    const rows = parsed.data.slice(1);
    expect(rows).toHaveLength(5);
    expect(rows[0]).toEqual([
      '2025-03-01T09:00:00.000Z',
      'Ann',
      'PropertySearch',
      'a page of 50',
      '50',
      '50',
      'answer',
      'r1',
      '',
    ]);
    // Unknown stays empty with "unknown" as its source; a formula is made inert.
    expect(rows[2]?.slice(4, 7)).toEqual(['7', '', 'unknown']);
    expect(rows[4]?.[3]).toBe('\'=HYPERLINK("x")');

    const bob = await get('/usage.csv?from=2025-03-01&to=2025-03-31', 'bob', 'member');
    const bobRows = Papa.parse<string[]>(bob.text.slice(1).trim()).data.slice(1);
    expect(bobRows.map((row) => row[1])).toEqual(['Bob', 'Bob', 'Bob']);
  });
});

describe('usagePeriod', () => {
  const now = new Date('2025-02-14T15:00:00Z');
  it('fills a missing end from the other end’s month, or this month', () => {
    expect(usagePeriod({}, now)).toEqual({ from: '2025-02-01', to: '2025-02-28' });
    expect(usagePeriod({ from: '2024-02-10' }, now)).toEqual({
      from: '2024-02-10',
      to: '2024-02-29',
    });
    expect(usagePeriod({ to: '2024-12-05' }, now)).toEqual({
      from: '2024-12-01',
      to: '2024-12-05',
    });
  });
});
