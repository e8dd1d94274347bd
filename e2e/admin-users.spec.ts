// An admin manages the team's users in the app, in proxy mode with sign-in (the standalone mock as
// the upstream, users in a temporary PGlite folder): adds a member who can then sign in, ends that
// member's sessions (their next call is refused), and removes them.
import AxeBuilder from '@axe-core/playwright';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { SignInScreen, signedInPage } from './pages/sign-in';
import {
  freePort,
  ROOT,
  startNode,
  startProductionServer,
  waitForOk,
  type RunningServer,
} from './server-process';

const ADMIN = 'ann';
const PASSWORD = 'a long e2e password';
const MEMBER = 'Bob';
const MEMBER_PASSWORD = 'bob’s first password';

let dir = '';
let origin = '';
const servers: RunningServer[] = [];

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  dir = mkdtempSync(join(tmpdir(), 'llb-admin-'));
  const dataDir = join(dir, 'data');
  // The first user of a team is its admin.
  const added = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'server/auth/users-cli.ts', 'add', ADMIN],
    {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', USER_PASSWORD: PASSWORD },
    },
  );
  expect(added.status, String(added.stderr)).toBe(0);
  expect(String(added.stdout)).toContain(`Added ${ADMIN} as admin.`);

  const mockPort = await freePort();
  const mock = startNode('mock-server/standalone.ts', {
    PORT: String(mockPort),
    MOCK_PROPERTIES: '2000',
    MOCK_SEED: '1',
    MOCK_NOW: '2026-11-01',
  });
  servers.push(mock);
  await waitForOk(`http://127.0.0.1:${mockPort}/__mock/health`, mock);
  const app = await startProductionServer(
    {
      PROPERTY_API_URL: `http://127.0.0.1:${mockPort}`,
      PROPERTY_API_KEY: 'demo',
      DATA_DIR: dataDir,
      SESSION_SECRET: 'e2e-admin-session-secret-0123456789-abcdef',
      AUTH: '',
    },
    '/readyz',
  );
  servers.push(app);
  origin = app.origin;
});

test.afterAll(() => {
  for (const server of servers) server.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

function signedIn(browser: Browser, name: string, password: string): Promise<Page> {
  return signedInPage(browser, origin, name, password);
}

async function openUsers(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Account' }).click();
  await page.getByRole('button', { name: 'Manage users' }).click();
  const dialog = page.getByRole('dialog', { name: 'Users' });
  await expect(dialog.getByRole('list', { name: 'Team users' })).toContainText(ADMIN);
  return dialog;
}

test('the admin adds a member from the keyboard, who can then sign in', async ({ browser }) => {
  test.setTimeout(90_000);
  const admin = await signedIn(browser, ADMIN, PASSWORD);
  const dialog = await openUsers(admin);
  await dialog.getByRole('textbox', { name: 'Name' }).fill(MEMBER);
  await dialog.getByLabel('Password', { exact: true }).fill(MEMBER_PASSWORD);
  await dialog.getByLabel('Password', { exact: true }).press('Enter');
  await expect(dialog.getByRole('status')).toHaveText(`Added ${MEMBER} as a member.`);
  await expect(dialog.getByRole('combobox', { name: `Role of ${MEMBER}` })).toHaveValue('member');
  const axe = await new AxeBuilder({ page: admin }).include('[role="dialog"]').analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);

  // Names are not case-sensitive: "bob" signs in as Bob.
  const member = await browser.newContext().then((c) => c.newPage());
  await member.goto(origin);
  await new SignInScreen(member).signIn('bob', MEMBER_PASSWORD);
  await expect(member.getByRole('banner')).toContainText(`Signed in as ${MEMBER}`);
  await member.getByRole('banner').getByRole('button', { name: 'Account' }).click();
  await expect(member.getByRole('button', { name: 'Manage users' })).toHaveCount(0);
});

test('the admin ends the member’s sessions; the member’s next call is refused', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const member = await signedIn(browser, MEMBER, MEMBER_PASSWORD);
  const admin = await signedIn(browser, ADMIN, PASSWORD);
  const dialog = await openUsers(admin);
  await dialog.getByRole('button', { name: `End sessions of ${MEMBER}` }).click();
  await expect(dialog.getByRole('status')).toContainText(`of ${MEMBER}.`);
  const refused = await member.request.get(`${origin}/app/v1/lists`);
  expect(refused.status()).toBe(401);
});

test('the admin removes the member after confirming', async ({ browser }) => {
  test.setTimeout(90_000);
  const admin = await signedIn(browser, ADMIN, PASSWORD);
  const dialog = await openUsers(admin);
  await dialog.getByRole('button', { name: `Remove ${MEMBER}` }).click();
  await dialog.getByRole('button', { name: `Yes, remove ${MEMBER}` }).click();
  await expect(dialog.getByRole('status')).toContainText(`${MEMBER} was removed`);
  await expect(dialog.getByRole('list', { name: 'Team users' })).not.toContainText(MEMBER);
  const page = await browser.newContext().then((c) => c.newPage());
  await page.goto(origin);
  const screen = new SignInScreen(page);
  await screen.signIn(MEMBER, MEMBER_PASSWORD);
  await expect(screen.alert).toHaveText('That user name and password do not match.');
});
