// GET /app/v1/jobs: the queue's jobs as an admin (the team's) or a member (their own) sees them,
// with their state, tries and the reason the last one failed; 503 where no runner can start.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiHandler } from '../api-handler';
import { appErrorSchema, jobsAnswerSchema } from '../app-contract';
import { waitFor } from '../jobs/test-runner';
import { openOfflineHandler } from '../offline-test-handler';
import type { AppStore } from '../store/store';
import { createAppApi } from './app-api';

let store: AppStore;
let handler: ApiHandler;

beforeAll(async () => {
  ({ store, handler } = await openOfflineHandler());
}, 60_000);
afterAll(() => handler.close());

async function jobsAs(user: string, role: 'admin' | 'member', query = '') {
  const response = await handler.appApi.request(
    `/app/v1/jobs${query}`,
    {},
    { appUser: user, appRole: role },
  );
  expect(response.status).toBe(200);
  return jobsAnswerSchema.parse(await response.json());
}

describe('/app/v1/jobs', () => {
  it('shows an admin every job and a member their own, failures with their reason', async () => {
    const jobs = await handler.jobs();
    await jobs.work('test-fails', async () => {
      throw new Error('the receiver answered 500');
    });
    const failing = await jobs.enqueue(
      'test-fails',
      { owner: 'bob', subject: 'Denver pre-foreclosures' },
      { retryLimit: 0 },
    );
    const waiting = await jobs.enqueue(
      'test-waits',
      { owner: 'ann' },
      { startAfter: new Date(Date.now() + 3_600_000) },
    );
    await waitFor(
      async () => (await jobsAs('ann', 'admin', '?state=failed')).jobs.length > 0,
      20_000,
    );

    const team = await jobsAs('ann', 'admin');
    expect(team.scope).toBe('team');
    expect(team.jobs.map((job) => job.id)).toEqual(expect.arrayContaining([failing, waiting]));
    expect(team.jobs.find((job) => job.id === failing)).toMatchObject({
      queue: 'test-fails',
      state: 'failed',
      owner: 'bob',
      subject: 'Denver pre-foreclosures',
      retryCount: 0,
      retryLimit: 0,
      lastError: 'the receiver answered 500',
      startedAt: expect.any(String),
    });
    expect(team.jobs.find((job) => job.id === waiting)).toMatchObject({
      state: 'created',
      owner: 'ann',
      subject: null,
      lastError: null,
      startedAt: null,
    });

    // The server's own rounds (the hourly watch check) are left out unless one failed.
    const tick = await jobs.enqueue(
      'watches-tick',
      {},
      { startAfter: new Date(Date.now() + 3_600_000) },
    );
    expect((await jobsAs('ann', 'admin')).jobs.map((job) => job.id)).not.toContain(tick);

    // Bob, a member, sees his own job and not Ann's, whatever he asks.
    const bobs = await jobsAs('Bob', 'member');
    expect(bobs.scope).toBe('self');
    expect(bobs.jobs.map((job) => job.id)).toEqual([failing]);
    expect((await jobsAs('bob', 'member', '?state=created')).jobs).toEqual([]);
  }, 40_000);

  it('refuses a bad query with a 400, and answers 503 where no runner can run', async () => {
    const bad = await handler.appApi.request(
      '/app/v1/jobs?limit=5000',
      {},
      { appUser: 'ann', appRole: 'admin' },
    );
    expect(bad.status).toBe(400);
    const noRunner = createAppApi({ store: async () => store, log: () => undefined });
    const answer = await noRunner.request('/app/v1/jobs', {}, { appUser: 'ann', appRole: 'admin' });
    expect(answer.status).toBe(503);
    expect(appErrorSchema.parse(await answer.json()).message).toBe(
      'Background jobs are not running on this server. Try again shortly.',
    );
  });
});
