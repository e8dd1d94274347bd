// Two users signed in to the production server (AUTH=password, the mock as the data service, the
// lists database in a temporary PGlite folder). Ann keeps a list private, then shares it; Bob sees
// it only once shared, cannot change it, and stacks it with his own lists. The lists are driven
// through /app/v1 with each browser's own session cookie (page.request): the UI for lists is built
// on another branch, so this spec proves the server half: who sees what, end to end.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { SignInScreen } from './pages/sign-in';
import { ROOT, startProductionServer, type ProductionServer } from './server-process';

const PASSWORD = 'a long e2e password';
const USERS = ['ann', 'bob'] as const;

let dir = '';
let server: ProductionServer | undefined;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  dir = mkdtempSync(join(tmpdir(), 'llb-lists-sharing-'));
  const usersFile = join(dir, 'users.json');
  for (const user of USERS) {
    const added = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'server/auth/users-cli.ts', 'add', user],
      { cwd: ROOT, env: { ...process.env, USERS_FILE: usersFile, USER_PASSWORD: PASSWORD } },
    );
    expect(added.status, String(added.stderr)).toBe(0);
  }
  server = await startProductionServer({
    AUTH: 'password',
    USERS_FILE: usersFile,
    SESSION_SECRET: 'e2e-session-secret-0123456789-abcdefghij',
    MOCK_PROPERTIES: '2000',
    MOCK_SEED: '1',
    MOCK_NOW: '2026-11-01',
    DATA_DIR: join(dir, 'data'),
  });
});

test.afterAll(() => {
  server?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** A browser of its own for `user`, signed in through the sign-in screen. */
async function signedIn(browser: Browser, user: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(server!.origin);
  const screen = new SignInScreen(page);
  await screen.signIn(user, PASSWORD);
  await expect(page.getByRole('banner')).toContainText(`Signed in as ${user}`);
  return page;
}

const api = (path: string) => `${server!.origin}/app/v1${path}`;

test('one user shares a list, the other sees it read-only and stacks it', async ({ browser }) => {
  test.setTimeout(120_000);
  const ann = await signedIn(browser, 'ann');
  const bob = await signedIn(browser, 'bob');

  // Ann's list starts private: Bob neither lists it nor opens it.
  const created = await ann.request.post(api('/lists'), {
    data: { name: 'Absentee owners', ids: ['101', '102', '103', '104'] },
  });
  expect(created.status()).toBe(201);
  const list = (await created.json()) as { id: string; owner: string };
  expect(list.owner).toBe('ann');
  expect((await bob.request.get(api(`/lists/${list.id}`))).status()).toBe(404);
  const bobsBefore = (await (await bob.request.get(api('/lists'))).json()) as {
    lists: { id: string }[];
  };
  expect(bobsBefore.lists.map((l) => l.id)).not.toContain(list.id);

  // Ann shares it with the team.
  const shared = await ann.request.patch(api(`/lists/${list.id}`), { data: { shared: true } });
  expect(await shared.json()).toMatchObject({ shared: true });

  // Bob sees it, read-only.
  const bobsAfter = (await (await bob.request.get(api('/lists'))).json()) as {
    lists: { id: string; name: string; owner: string; mine: boolean }[];
  };
  expect(bobsAfter.lists.find((l) => l.id === list.id)).toMatchObject({
    name: 'Absentee owners',
    owner: 'ann',
    mine: false,
  });
  const opened = await bob.request.get(api(`/lists/${list.id}`));
  expect(await opened.json()).toMatchObject({ ids: ['101', '102', '103', '104'], mine: false });
  const change = await bob.request.patch(api(`/lists/${list.id}`), { data: { name: 'Mine' } });
  expect(change.status()).toBe(403);
  expect(await change.json()).toMatchObject({ message: 'Only the owner can change this list' });
  expect(
    (await bob.request.post(api(`/lists/${list.id}/items`), { data: { add: ['9'] } })).status(),
  ).toBe(403);

  // Bob stacks Ann's shared list with two of his own: the leads on at least two of the three.
  const own = async (name: string, ids: string[]) =>
    (
      (await (await bob.request.post(api('/lists'), { data: { name, ids } })).json()) as {
        id: string;
      }
    ).id;
  const equity = await own('High equity', ['104', '103', '105', '106']);
  const foreclosure = await own('Pre-foreclosure', ['106', '104', '107', '101']);
  const stacked = await bob.request.post(api('/lists/stack'), {
    data: {
      name: 'Best leads',
      op: 'atLeast',
      atLeast: 2,
      listIds: [list.id, equity, foreclosure],
    },
  });
  expect(stacked.status()).toBe(201);
  expect(await stacked.json()).toMatchObject({
    ids: ['101', '103', '104', '106'],
    owner: 'bob',
    mine: true,
  });

  // Ann unshares: Bob loses sight of it again, and the browser never chose who it was.
  await ann.request.patch(api(`/lists/${list.id}`), { data: { shared: false } });
  expect(
    (await bob.request.get(api(`/lists/${list.id}`), { headers: { 'x-user-id': 'ann' } })).status(),
  ).toBe(404);

  // Signed out, the lists API answers 401 like the rest of the API.
  await bob.context().clearCookies();
  expect((await bob.request.get(api('/lists'))).status()).toBe(401);
});
