// MLS drawer errors, by switching demo keys: every §7.3 code and a 500, each with its own words and next step.
import { expect, test } from './fixtures';
import { mlsFixtures, MlsDrawerScreen } from './pages/mls-drawer';
import { useApiKey } from './pages/results-table';

const CASES = [
  {
    key: 'demo-no-mls-plan',
    code: 'MLS_PLAN_REQUIRED',
    title: 'An MLS plan is required',
    step: /Add one in billing, or ask your account manager\. .*keep working without MLS details/,
  },
  {
    key: 'demo-mls-lapsed',
    code: 'MLS_SUBSCRIPTION_INACTIVE',
    title: 'Your MLS subscription is inactive',
    step: /Renew the MLS subscription in billing/,
  },
  {
    key: 'demo-empty-wallet',
    code: 'WALLET_INSUFFICIENT_BALANCE',
    title: 'Your balance is too low',
    step: /Add funds to your wallet in billing.*one credit for each listing it finds/,
  },
  {
    key: 'demo-daily-cap',
    code: 'DAILY_USAGE_EXCEEDED',
    title: 'Daily limit reached',
    step: /resets at midnight UTC/,
  },
  {
    key: 'demo-test-exhausted',
    code: 'TEST_KEY_USAGE_EXCEEDED',
    title: 'Test key limit reached',
    step: /Switch to a production key in Settings/,
  },
  {
    key: 'demo-no-scope',
    code: 'AUTH_SCOPE_UNAUTHORIZED',
    title: 'Your API key is not allowed to do this',
    step: /MLS lookups need a key with MLS access/,
  },
  {
    key: 'demo-inactive',
    code: 'AUTH_KEY_INACTIVE',
    title: 'Your API key is inactive',
    step: /ask your account admin to reactivate it/,
  },
  {
    key: 'not-a-demo-key',
    code: 'AUTH_KEY_NOT_FOUND',
    title: 'API key not recognised',
    step: /Check your API key in Settings/,
  },
] as const;

for (const { key, code, title, step } of CASES) {
  test(`${code} (${key}) is explained with its next step`, async ({ page, request }) => {
    await useApiKey(page, key);
    const fx = await mlsFixtures(request);
    const drawer = new MlsDrawerScreen(page);
    await drawer.openForm();
    const reply = page.waitForResponse((r) => r.url().endsWith('/v3/MLSDetail'));

    await drawer.lookUp({ 'Property ID': fx.assessorId });

    expect((await (await reply).json()).errorCode).toBe(code);
    await expect(drawer.alert()).toContainText(title);
    await expect(drawer.alert()).toContainText(step);
  });
}

test('RATE_LIMIT_EXCEEDED counts down to the automatic retry', async ({ page, request }) => {
  await useApiKey(page, 'demo-rate-limited');
  const fx = await mlsFixtures(request);
  const drawer = new MlsDrawerScreen(page);
  await drawer.openForm();
  const reply = page.waitForResponse((r) => r.url().endsWith('/v3/MLSDetail'));

  await drawer.lookUp({ 'Property ID': fx.assessorId });

  const response = await reply;
  expect(response.status()).toBe(429);
  expect(response.headers()['retry-after']).toBe('3');
  await expect(drawer.alert()).toContainText(/Too many requests, retrying in [1-3]s/);
  await expect(drawer.alert().getByRole('timer')).toBeVisible();
});

test('a server error says something went wrong and offers the request id to copy', async ({
  page,
  request,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await useApiKey(page, 'demo-error-500');
  const fx = await mlsFixtures(request);
  const drawer = new MlsDrawerScreen(page);
  await drawer.openForm();

  await drawer.lookUp({ 'Property ID': fx.assessorId });

  // The shared retry policy tries a 500 three more times (about 7 s) before giving up.
  const alert = drawer.alert();
  await expect(alert.getByRole('button', { name: 'Try again' })).toBeVisible({ timeout: 20_000 });
  await expect(alert).toContainText('Something went wrong');
  const id = (await alert.getByRole('code').textContent()) ?? '';
  expect(id).toMatch(/^req_/);
  await alert.getByRole('button', { name: /Copy request id/ }).click();
  await expect(alert.getByRole('button', { name: /Copied/ })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(id);
});
