// A job's call to the service goes through the same meter as a browser's: it is written to the
// ledger as the owner's, with the agent named, and the agent's own monthly cap refuses a call
// before it leaves (402 with the job's words), while the owner's caps still apply.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiHandler } from '../api-handler';
import { openOfflineHandler } from '../offline-test-handler';
import type { AppStore } from '../store/store';

let store: AppStore;
let handler: ApiHandler;

beforeAll(async () => {
  ({ store, handler } = await openOfflineHandler());
}, 60_000);
afterAll(() => handler.close());

const page = (size: number) => ({ city: 'Austin', state: 'TX', size });

async function agentRows(agent: string) {
  await handler.recordsWritten();
  const { rows } = await store.db.query<{ user_key: string; credits: number; agent: string }>(
    'SELECT user_key, credits, agent FROM ledger WHERE agent = $1 ORDER BY id',
    [agent],
  );
  return rows;
}

describe('a job calling the service in this process', () => {
  it('is metered as the owner’s, with the agent on the row', async () => {
    const answer = await handler.callService({
      path: '/v2/PropertySearch',
      body: page(3),
      user: 'Dana',
      agent: { key: 'watch:w1', monthlyCap: null },
    });
    expect(answer.status).toBe(200);
    const body = answer.body as { data: unknown[]; credits: number };
    expect(body.data).toHaveLength(3);
    expect(await agentRows('watch:w1')).toEqual([
      { user_key: 'dana', credits: body.credits, agent: 'watch:w1' },
    ]);
  });

  it('is refused by the agent’s own monthly cap before it leaves, in the job’s words', async () => {
    const agent = { key: 'watch:w2', monthlyCap: 5 };
    const first = await handler.callService({
      path: '/v2/PropertySearch',
      body: page(4),
      user: 'dana',
      agent,
    });
    expect(first.status).toBe(200);
    await handler.recordsWritten();
    const second = await handler.callService({
      path: '/v2/PropertySearch',
      body: page(4),
      user: 'dana',
      agent,
    });
    expect(second.status).toBe(402);
    expect(second.body).toMatchObject({
      errorCode: 'SPEND_CAP_REACHED',
      spendCap: { cap: 'agent', used: 4, limit: 5, cost: 4 },
    });
    expect((second.body as { message: string }).message).toMatch(
      /^This job has used 4 of its 5 monthly credits; this pull could cost 4\. Its cap resets on 1 [A-Z][a-z]{2} at 00:00 UTC\.$/,
    );
    // Only the first call was written; a call the cap refused costs nothing and leaves no row.
    expect(await agentRows('watch:w2')).toHaveLength(1);
    // Another agent of the same owner is not held back by this one's cap.
    const other = await handler.callService({
      path: '/v2/PropertySearch',
      body: page(4),
      user: 'dana',
      agent: { key: 'watch:w3', monthlyCap: 5 },
    });
    expect(other.status).toBe(200);
  });

  it('still meets the owner’s monthly cap', async () => {
    await store.db.query(
      `INSERT INTO users (name_key, name, role, monthly_credit_cap) VALUES ('eve', 'Eve', 'member', 2)`,
    );
    const answer = await handler.callService({
      path: '/v2/PropertySearch',
      body: page(3),
      user: 'eve',
      agent: { key: 'export:e1', monthlyCap: null },
    });
    expect(answer.status).toBe(402);
    expect(answer.body).toMatchObject({ spendCap: { cap: 'monthly', limit: 2 } });
  });
});
