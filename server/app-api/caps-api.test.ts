// The spending caps over /app/v1 on every backend (issue 39): anyone reads the team's caps and their
// own monthly cap; only an admin changes them, each change audited with who; a member is refused
// with words; numbers outside 0..100,000,000 are refused before anything is written.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appErrorSchema, capsAnswerSchema, memberCapAnswerSchema } from '../app-contract';
import type { AppStore } from '../store/store';
import { TEST_BACKENDS } from '../store/test-backends';
import { createAppApi } from './app-api';

describe.each(TEST_BACKENDS)('/app/v1/caps on $name', (backend) => {
  let store: AppStore;
  let api: ReturnType<typeof createAppApi>;

  beforeAll(async () => {
    store = await backend.open();
    api = createAppApi({ store: async () => store, log: () => undefined });
    for (const [name, role] of [
      ['ann', 'admin'],
      ['bob', 'member'],
    ] as const)
      await store.users.add({ name, passwordHash: null, role }, 'test');
  }, 60_000);
  afterAll(async () => {
    await store?.close();
  });

  async function call(user: string, role: 'admin' | 'member', method: string, body?: unknown) {
    const path = method === 'GET' || !body || !('name' in (body as object)) ? '' : '/member';
    const response = await api.request(
      `/app/v1/caps${path}`,
      {
        method,
        ...(body !== undefined && {
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        }),
      },
      { appUser: user, appRole: role },
    );
    return { status: response.status, json: (await response.json()) as unknown };
  }

  it('answers the defaults before anyone sets a cap', async () => {
    const answer = await call('bob', 'member', 'GET');
    expect(answer.status).toBe(200);
    expect(capsAnswerSchema.parse(answer.json)).toEqual({
      dailyCreditCap: null,
      confirmAboveCredits: 1000,
      monthlyCreditCap: null,
      canChange: false,
      updatedBy: null,
      updatedAt: null,
    });
    // The embedded mock's one user is not in the users table: no cap of its own, and an admin.
    expect(capsAnswerSchema.parse((await call('local', 'admin', 'GET')).json)).toMatchObject({
      monthlyCreditCap: null,
      canChange: true,
    });
  });

  it('lets an admin set the team’s caps and a member’s monthly cap; the member reads them', async () => {
    const team = await call('ann', 'admin', 'PUT', {
      dailyCreditCap: 20_000,
      confirmAboveCredits: 250,
    });
    expect(team.status).toBe(200);
    expect(capsAnswerSchema.parse(team.json)).toMatchObject({
      dailyCreditCap: 20_000,
      confirmAboveCredits: 250,
      canChange: true,
      updatedBy: 'ann',
    });
    const member = await call('ann', 'admin', 'PUT', { name: 'BOB', monthlyCreditCap: 100 });
    expect(memberCapAnswerSchema.parse(member.json)).toEqual({
      name: 'bob',
      monthlyCreditCap: 100,
    });
    expect(capsAnswerSchema.parse((await call('bob', 'member', 'GET')).json)).toMatchObject({
      dailyCreditCap: 20_000,
      confirmAboveCredits: 250,
      monthlyCreditCap: 100,
      canChange: false,
    });
    const trail = (await store.audit.recent(3)).map((entry) => [
      entry.actor,
      entry.action,
      entry.subject,
      entry.detail,
    ]);
    expect(trail).toEqual([
      ['ann', 'user.monthlyCreditCap', 'bob', { credits: 100, before: null }],
      ['ann', 'settings.confirmAboveCredits', null, { credits: 250 }],
      ['ann', 'settings.dailyCreditCap', null, { credits: 20_000 }],
    ]);

    // Null removes a cap: the daily cap's row goes (absent = none, as the meter reads it).
    await call('ann', 'admin', 'PUT', { dailyCreditCap: null });
    await call('ann', 'admin', 'PUT', { name: 'bob', monthlyCreditCap: null });
    expect(capsAnswerSchema.parse((await call('bob', 'member', 'GET')).json)).toMatchObject({
      dailyCreditCap: null,
      confirmAboveCredits: 250,
      monthlyCreditCap: null,
    });
    expect(await store.users.monthlyCap('bob')).toBeNull();
  });

  it('refuses a member with words, and changes nothing', async () => {
    const team = await call('bob', 'member', 'PUT', { dailyCreditCap: 1 });
    expect(team.status).toBe(403);
    expect(appErrorSchema.parse(team.json).message).toBe(
      'Only an admin can change the team’s spending caps.',
    );
    const own = await call('bob', 'member', 'PUT', { name: 'bob', monthlyCreditCap: 99_999 });
    expect(own.status).toBe(403);
    expect(appErrorSchema.parse(own.json).message).toBe(
      'Only an admin can change a member’s monthly cap.',
    );
    expect((await store.caps.team()).dailyCreditCap).toBeNull();
    expect(await store.users.monthlyCap('bob')).toBeNull();
  });

  it('refuses numbers outside 0..100,000,000, an empty change and an unknown member', async () => {
    for (const body of [
      { dailyCreditCap: -1 },
      { dailyCreditCap: 1.5 },
      { confirmAboveCredits: 100_000_001 },
      { confirmAboveCredits: null },
      {},
      { name: 'bob', monthlyCreditCap: '10' },
    ]) {
      const answer = await call('ann', 'admin', 'PUT', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
    const bad = await call('ann', 'admin', 'PUT', { dailyCreditCap: 100_000_001 });
    expect(appErrorSchema.parse(bad.json).details).toEqual({
      dailyCreditCap: 'must be at most 100,000,000 credits',
    });
    const nobody = await call('ann', 'admin', 'PUT', { name: 'nobody', monthlyCreditCap: 5 });
    expect(nobody.status).toBe(404);
    expect(appErrorSchema.parse(nobody.json).message).toBe('No user named "nobody".');
    expect((await store.caps.team()).confirmAboveCredits).toBe(250);
    // 0 is a cap (no paid calls at all), not "none".
    await call('ann', 'admin', 'PUT', { dailyCreditCap: 0 });
    expect((await store.caps.team()).dailyCreditCap).toBe(0);
  });
});
