// The route table (src/api/app-store/routes.ts) and the server cannot drift: every route the table
// declares, and so every path the browser's client calls, is answered by the server (never the
// catch-all 404), and a method or path outside the table is not.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_API_PREFIX, APP_ROUTES, appErrorSchema, fillPath } from '../app-contract';
import type { AppStore } from '../store/store';
import { TEST_BACKENDS } from '../store/test-backends';
import { createAppApi } from './app-api';

const NOT_IN_API = /is not part of this API/;
const SOME_ID = '00000000-0000-4000-8000-000000000000';

let store: AppStore;
let api: ReturnType<typeof createAppApi>;

beforeAll(async () => {
  store = await TEST_BACKENDS[0]!.open();
  api = createAppApi({ store: async () => store, log: () => undefined });
}, 60_000);
afterAll(async () => {
  await store?.close();
});

async function ask(method: string, path: string) {
  const change = method !== 'GET' && method !== 'DELETE';
  const response = await api.request(
    `${APP_API_PREFIX}${path}`,
    { method, ...(change && { headers: { 'content-type': 'application/json' }, body: '{}' }) },
    { appUser: 'drift-check', appRole: 'admin' },
  );
  const text = await response.text();
  // A file route (the ledger's CSV) answers its file, not JSON.
  const json = response.headers.get('content-type')?.startsWith('application/json');
  return {
    status: response.status,
    message: text && json ? appErrorSchema.safeParse(JSON.parse(text)).data?.message : undefined,
  };
}

describe('the /app/v1 route table', () => {
  it.each(Object.entries(APP_ROUTES))('%s is served', async (_name, route) => {
    const answer = await ask(
      route.method,
      fillPath(route.path, { id: SOME_ID, run: SOME_ID } as never),
    );
    // A 400 (empty body), 404 (no such list) or 200 all come from the route itself.
    expect(answer.message ?? '').not.toMatch(NOT_IN_API);
    // A route that needs the job runner says it has none here (no runner given): still the route's.
    if (answer.status === 503) expect(answer.message).toMatch(/^Background jobs are not running/);
    else expect(answer.status).toBeLessThan(500);
  });

  it('serves nothing outside it', async () => {
    expect((await ask('PUT', '/records')).message).toMatch(NOT_IN_API);
    expect((await ask('POST', `/lists/${SOME_ID}`)).message).toMatch(NOT_IN_API);
    expect((await ask('GET', '/nothing-here')).message).toMatch(NOT_IN_API);
  });
});
