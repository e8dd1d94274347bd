// Two users signed in to the production server (AUTH=password, the mock as the data service, the
// lists database in a temporary PGlite folder). Ann keeps a list private, then shares it; Bob sees
// it only once shared, cannot change it, and stacks it with his own lists. The first test drives
// /app/v1 with each browser's own session cookie (page.request): who sees what, on the server. The
// second does the same through the Lists and searches panel: Ann keeps a search as a list and shares
// it, Bob finds it marked as hers, with no owner buttons, and opens it in the results.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { ListsPanelScreen, listNamed, uniqueName } from './pages/lists-panel';
import { ResultsScreen } from './pages/results-table';
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
  // Users live in the server's database: the PGlite folder below, written before it starts.
  const dataDir = join(dir, 'data');
  for (const user of USERS) {
    const added = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'server/auth/users-cli.ts', 'add', user],
      {
        cwd: ROOT,
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', USER_PASSWORD: PASSWORD },
      },
    );
    expect(added.status, String(added.stderr)).toBe(0);
  }
  server = await startProductionServer({
    AUTH: 'password',
    SESSION_SECRET: 'e2e-session-secret-0123456789-abcdefghij',
    MOCK_PROPERTIES: '2000',
    MOCK_SEED: '1',
    MOCK_NOW: '2026-11-01',
    DATA_DIR: dataDir,
  });
});

test.afterAll(() => {
  server?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** A browser of its own for `user`, signed in through the sign-in screen. */
async function signedIn(browser: Browser, user: string): Promise<Page> {
  // The production server is this browser's origin, so the page helpers' relative URLs reach it.
  const context = await browser.newContext({ baseURL: server!.origin });
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

/** "1 lead", "1,234 leads": the panel's and the results' words for a size. */
const leads = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'lead' : 'leads'}`;

test('through the panel: Ann shares a list from her search, Bob opens it read-only', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const ann = await signedIn(browser, 'ann');
  const bob = await signedIn(browser, 'bob');
  const name = uniqueName('Austin vacant', test.info());
  const bobsOwn = uniqueName('Bob keeps this', test.info());
  // A list of Bob's own: once it shows, his panel has loaded, so Ann's missing from it means hidden.
  expect(
    (await bob.request.post(api('/lists'), { data: { name: bobsOwn, ids: ['1'] } })).ok(),
  ).toBe(true);

  // Ann runs a search and keeps its leads as a private list.
  const annResults = new ResultsScreen(ann);
  const annPanel = new ListsPanelScreen(ann);
  await annResults.open({ filters: { city: 'Austin', state: 'TX', vacant: true } });
  await annPanel.open();
  await annPanel.keep(name, 'List from this search');
  const list = await listNamed(ann.request, name);
  expect(list.size).toBeGreaterThan(0);
  const annsRow = annPanel.list(name);
  await expect(annsRow).toContainText(`Yours · private · ${leads(list.size)}`);

  // Bob's panel does not show it while it is private.
  const bobPanel = new ListsPanelScreen(bob);
  await bob.goto('/');
  await bobPanel.open();
  await expect(bobPanel.list(bobsOwn)).toBeVisible({ timeout: 30_000 });
  await expect(bobPanel.list(name)).toHaveCount(0);

  // Ann shares it with the team.
  await annsRow.getByRole('button', { name: 'Share with the team' }).click();
  await expect(annsRow).toContainText(`Yours · shared with the team · ${leads(list.size)}`);
  await expect(annsRow.getByRole('button', { name: 'Make private' })).toBeVisible();

  // Bob reloads: the list is there, marked as Ann's, and he can only open it or trace its owners
  // (which reads it; nothing on the list changes): no rename, share or delete.
  await bob.reload();
  await bobPanel.open();
  const bobsRow = bobPanel.list(name);
  await expect(bobsRow).toContainText(`Shared by ann · ${leads(list.size)}`, { timeout: 30_000 });
  await expect(
    bobsRow.getByRole('group', { name: `Actions for ${name}` }).getByRole('button'),
  ).toHaveText(['Open', 'Trace owners']);
  await bobsRow.getByRole('button', { name: 'Open', exact: true }).click();
  await bobsRow
    .getByRole('group', { name: `Open ${name}` })
    .getByRole('button', { name: 'Open now' })
    .click();

  // The results show Ann's list: its name, its size, and rows from it.
  await expect(bobPanel.dialog).toBeHidden();
  const bobResults = new ResultsScreen(bob);
  await expect(bobResults.region.getByRole('region', { name: 'Saved list' })).toContainText(
    `Viewing saved list ${name} · ${leads(list.size)}`,
    { timeout: 30_000 },
  );
  await expect(bobResults.count).toHaveText(leads(list.size));
  await bobResults.waitForRows();
  const shown = await bobResults.rowIds();
  const pageSize = Number(await bobResults.sizeChooser().inputValue());
  expect(shown).toHaveLength(Math.min(list.size, pageSize));
  expect(list.ids).toEqual(expect.arrayContaining(shown));
});
