// Spending caps set in the app (issue 39), in proxy mode with sign-in (the standalone mock as the
// upstream behind a relay that counts the records it served, users in a temporary PGlite folder):
// a member with 100 credits a month pulls two pages of 50 and the third is refused in the cap's
// words, with the upstream having served exactly 100; raised by the admin, the same page comes
// and the ledger's sum is what the upstream served. The admin sets a member's monthly cap in Users
// and the team's daily cap in Settings, and both read back after a reload; the member sees them
// in Settings without a form, and the server refuses the member's own change in words.
import { spawnSync } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { ResultsScreen, searchUrl } from './pages/results-table';
import { SettingsDialogScreen } from './pages/settings-dialog';
import { signedInPage } from './pages/sign-in';
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
/** A member who browses under a 100-credit monthly cap. */
const BROWSER = 'cy';
const BROWSER_PASSWORD = 'cy’s first password';

/** Records of full PropertySearch answers the upstream served (what the vendor would bill). */
let servedRecords = 0;
let relay: Server | undefined;

/**
 * A relay in front of the mock that counts the records of every full PropertySearch answer it
 * passes on: the upstream's own count, not the app's ledger.
 */
async function startCountingRelay(upstream: string): Promise<string> {
  relay = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const headers = Object.fromEntries(
        Object.entries(req.headers).filter(
          ([name]) => name !== 'host' && name !== 'content-length',
        ),
      ) as Record<string, string>;
      void fetch(`${upstream}${req.url}`, {
        method: req.method,
        headers,
        ...(body.length > 0 && { body }),
      }).then(async (answer) => {
        const text = await answer.text();
        if (req.url === '/v2/PropertySearch' && answer.status === 200) {
          const asked = JSON.parse(body.toString() || '{}') as Record<string, unknown>;
          const full = !asked.count && !asked.ids_only && !asked.summary;
          if (full) servedRecords += ((JSON.parse(text) as { data?: unknown[] }).data ?? []).length;
        }
        res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? '' });
        res.end(text);
      });
    });
  });
  await new Promise<void>((resolve) => relay!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(relay.address() as AddressInfo).port}`;
}

let dir = '';
let origin = '';
const servers: RunningServer[] = [];

test.describe.configure({ mode: 'serial' });

/** `npm run users -- …` on the test's folder, as an operator would run it before the server starts. */
function users(dataDir: string, password: string, ...args: string[]): string {
  const run = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'server/auth/users-cli.ts', ...args],
    {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', USER_PASSWORD: password },
    },
  );
  expect(run.status, String(run.stderr)).toBe(0);
  return String(run.stdout);
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  dir = mkdtempSync(join(tmpdir(), 'llb-caps-'));
  const dataDir = join(dir, 'data');
  expect(users(dataDir, PASSWORD, 'add', ADMIN)).toContain(`Added ${ADMIN} as admin.`);
  expect(
    users(dataDir, MEMBER_PASSWORD, 'add', MEMBER, '--role', 'member', '--monthly-credits', '50'),
  ).toContain(`Added ${MEMBER} as member, 50 credits a month.`);
  expect(
    users(
      dataDir,
      BROWSER_PASSWORD,
      'add',
      BROWSER,
      '--role',
      'member',
      '--monthly-credits',
      '100',
    ),
  ).toContain(`Added ${BROWSER} as member, 100 credits a month.`);

  const mockPort = await freePort();
  const mock = startNode('mock-server/standalone.ts', {
    PORT: String(mockPort),
    MOCK_PROPERTIES: '20000',
    MOCK_SEED: '1',
    MOCK_NOW: '2026-11-01',
  });
  servers.push(mock);
  await waitForOk(`http://127.0.0.1:${mockPort}/__mock/health`, mock);
  const app = await startProductionServer(
    {
      PROPERTY_API_URL: await startCountingRelay(`http://127.0.0.1:${mockPort}`),
      PROPERTY_API_KEY: 'demo',
      DATA_DIR: dataDir,
      SESSION_SECRET: 'e2e-caps-session-secret-0123456789-abcdef',
      AUTH: '',
    },
    '/readyz',
  );
  servers.push(app);
  origin = app.origin;
});

test.afterAll(() => {
  for (const server of servers) server.stop();
  relay?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

function signedIn(browser: Browser, name: string, password: string): Promise<Page> {
  return signedInPage(browser, origin, name, password);
}

async function openUsers(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Account' }).click();
  await page.getByRole('button', { name: 'Manage users' }).click();
  const dialog = page.getByRole('dialog', { name: 'Users' });
  await expect(dialog.getByRole('list', { name: 'Team users' })).toContainText(MEMBER);
  return dialog;
}

async function teamSpending(page: Page) {
  const settings = new SettingsDialogScreen(page);
  await settings.open();
  return settings.dialog.getByRole('region', { name: 'Team spending' });
}

test('the admin sets a member’s monthly cap in Users; it reads back after a reload', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const admin = await signedIn(browser, ADMIN, PASSWORD);
  let dialog = await openUsers(admin);
  const field = dialog.getByRole('textbox', { name: `Monthly credits of ${MEMBER}` });
  // Set from the shell before the server started.
  await expect(field).toHaveValue('50');
  await field.fill('1.5');
  await field.press('Enter');
  await expect(field).toHaveAccessibleDescription(/Enter a whole number of credits/);
  await field.fill('100');
  await dialog.getByRole('button', { name: `Save monthly credits of ${MEMBER}` }).click();
  await expect(dialog.getByRole('status')).toHaveText(
    `${MEMBER}’s monthly cap is now 100 credits.`,
  );

  await admin.reload();
  await expect(admin.getByRole('banner')).toContainText(`Signed in as ${ADMIN}`);
  dialog = await openUsers(admin);
  await expect(dialog.getByRole('textbox', { name: `Monthly credits of ${MEMBER}` })).toHaveValue(
    '100',
  );
  await expect(dialog.getByRole('textbox', { name: `Monthly credits of ${ADMIN}` })).toHaveValue(
    '',
  );
});

test('the admin sets the team’s daily cap in Settings; it reads back after a reload', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const admin = await signedIn(browser, ADMIN, PASSWORD);
  let section = await teamSpending(admin);
  const daily = section.getByRole('textbox', { name: 'Team daily cap (credits)' });
  await expect(daily).toHaveValue('');
  await expect(section.getByRole('textbox', { name: 'Confirm calls above (credits)' })).toHaveValue(
    '1000',
  );
  await daily.fill('20,000');
  await section.getByRole('button', { name: 'Apply team caps' }).click();
  await expect(section).toContainText('Saved the team’s spending caps.');

  await admin.reload();
  await expect(admin.getByRole('banner')).toContainText(`Signed in as ${ADMIN}`);
  section = await teamSpending(admin);
  await expect(section.getByRole('textbox', { name: 'Team daily cap (credits)' })).toHaveValue(
    '20000',
  );
  await expect(section).toContainText(`Last changed by ${ADMIN}.`);
});

test('the member reads the caps in Settings and cannot change them', async ({ browser }) => {
  test.setTimeout(90_000);
  const member = await signedIn(browser, MEMBER, MEMBER_PASSWORD);
  const section = await teamSpending(member);
  await expect(section).toContainText('Your monthly cap: 100 credits.');
  await expect(section).toContainText('Team daily cap20,000 credits');
  await expect(section.getByRole('textbox')).toHaveCount(0);
  await expect(section.getByRole('button')).toHaveCount(0);
  const refused = await member.request.put(`${origin}/app/v1/caps`, {
    data: { dailyCreditCap: 999_999 },
  });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { message: string }).message).toBe(
    'Only an admin can change the team’s spending caps.',
  );
});

test('a member with 100 credits pulls two pages of 50; the third is refused until the admin raises the cap', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const member = await signedIn(browser, BROWSER, BROWSER_PASSWORD);
  const results = new ResultsScreen(member);
  await member.goto(
    `${origin}${searchUrl({ filters: { state: 'TX', city: 'Houston' }, page: [0, 50] })}`,
  );
  await results.waitForRows();
  const region = member.getByRole('region', { name: 'Results' });
  const next = region.getByRole('navigation', { name: 'Pages' }).getByRole('button', {
    name: 'Next page',
  });
  // The first page, and the second fetched ahead while the first is read: 100 credits.
  await expect.poll(() => servedRecords).toBe(100);
  await next.click();
  await expect(region.getByRole('navigation', { name: 'Pages' })).toContainText(/^51–100 of /);
  await results.waitForRows();
  await next.click();
  const refusal = region.getByRole('alert');
  await expect(refusal).toContainText('Spend cap reached');
  await expect(refusal).toContainText(
    /You have used 100 of your 100 monthly credits; this pull could cost 50\. The cap resets on/,
  );
  // Nothing left the server for the third page: the upstream served the two pages only.
  expect(servedRecords).toBe(100);

  const admin = await signedIn(browser, ADMIN, PASSWORD);
  const raised = await admin.request.put(`${origin}/app/v1/caps/member`, {
    data: { name: BROWSER, monthlyCreditCap: 150 },
  });
  expect(raised.status()).toBe(200);

  await refusal.getByRole('button', { name: 'Try again' }).click();
  await expect(refusal).toBeHidden();
  await results.waitForRows();
  await expect(region.getByRole('navigation', { name: 'Pages' })).toContainText(/^101–150 of /);
  await expect.poll(() => servedRecords).toBe(150);
  // The ledger charged what the upstream served, not a credit more (the fourth page, fetched
  // ahead, was refused before it left).
  const usage = (await (await member.request.get(`${origin}/app/v1/usage`)).json()) as {
    totals: { credits: number };
  };
  expect(usage.totals.credits).toBe(servedRecords);
});
