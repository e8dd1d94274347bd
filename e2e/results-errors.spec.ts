// Every error path of the results screen, by switching to the mock's demo keys (sessionStorage).
import { expect, test } from './fixtures';
import { ResultsScreen, useApiKey } from './pages/results-table';

const AUSTIN = { city: 'Austin', state: 'TX' };

const GATE_CASES = [
  {
    key: 'demo-inactive',
    title: 'Your API key is inactive',
    hint: 'Check your API key in Settings',
  },
  { key: 'no-such-key', title: 'API key not recognised', hint: 'Check your API key in Settings' },
  { key: 'demo-no-scope', title: 'Your API key is not allowed to do this', hint: 'in Settings' },
  { key: 'demo-daily-cap', title: 'Daily limit reached', hint: 'resets at midnight UTC' },
  {
    key: 'demo-test-exhausted',
    title: 'Test key limit reached',
    hint: 'production key in Settings',
  },
] as const;

for (const { key, title, hint } of GATE_CASES) {
  test(`${key}: the results explain what to do`, async ({ page }) => {
    await useApiKey(page, key);
    const results = new ResultsScreen(page);
    await results.open({ filters: AUSTIN }, { settled: false });

    const alert = results.region.getByRole('alert').filter({ hasText: title });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText(hint);
  });
}

test('an empty wallet explains billing and still shows the free count', async ({ page }) => {
  await useApiKey(page, 'demo-empty-wallet');
  const results = new ResultsScreen(page);
  await results.open({ filters: AUSTIN }, { settled: false });

  await expect(
    results.region.getByRole('alert').filter({ hasText: 'Your balance is too low' }),
  ).toContainText('Counting leads is free');
  await expect(results.count).toHaveText(/^[\d,]+ leads$/);
});

test('a rate limit counts down to the automatic retry', async ({ page }) => {
  await useApiKey(page, 'demo-rate-limited');
  const results = new ResultsScreen(page);
  await results.open({ filters: AUSTIN }, { settled: false });

  const alert = results.region.getByRole('alert').filter({ hasText: 'Too many requests' });
  await expect(alert.getByRole('timer')).toHaveText('retrying in 3s');
  await expect(alert.getByRole('timer')).toHaveText('retrying in 2s');
});

test('a server error shows a copyable request id', async ({ page }) => {
  await useApiKey(page, 'demo-error-500');
  const results = new ResultsScreen(page);
  await results.open({ filters: AUSTIN }, { settled: false });

  const alert = results.region.getByRole('alert').filter({ hasText: 'Something went wrong' });
  await expect(alert).toContainText(/Request id req_\w+/, { timeout: 20_000 });
  await expect(alert.getByRole('button', { name: /Copy request id/ })).toBeVisible();
  // The alert shows from the first 500; "Try again" only once the three retries (0.5 + 1 + 2 s of
  // backoff, plus their requests) are spent, which a loaded machine can stretch past 5 s.
  await expect(alert.getByRole('button', { name: 'Try again' })).toBeVisible({ timeout: 20_000 });
});

test('a lost network offers a retry that recovers', async ({ page }) => {
  const results = new ResultsScreen(page);
  await page.route('**/v2/PropertySearch', (route) => route.abort('internetdisconnected'));
  await results.open({ filters: AUSTIN }, { settled: false });

  const alert = results.region.getByRole('alert').filter({ hasText: 'Can’t reach the service' });
  const retry = alert.getByRole('button', { name: 'Try again' });
  await expect(retry).toBeVisible({ timeout: 20_000 });
  await page.unroute('**/v2/PropertySearch');
  await retry.click();

  await results.waitForRows();
  await expect(results.table.getByRole('row')).toHaveCount(51);
});

// One load for both: they used the same key and search, and the second looked at the URL once the
// rows had settled, which is where the first ends. Each step is the test it was.
test('a slow answer shows skeleton rows, then the data; the API key never appears in the URL', async ({
  page,
}) => {
  await useApiKey(page, 'demo-slow');
  const results = new ResultsScreen(page);

  await test.step('a slow answer shows skeleton rows, then the data', async () => {
    await results.open({ filters: AUSTIN }, { settled: false });

    await expect(results.table).toHaveAttribute('aria-busy', 'true');
    await results.waitForRows();
    await expect(results.rowCheckboxes()).toHaveCount(50);
  });

  await test.step('the API key never appears in the URL', async () => {
    expect(page.url()).not.toContain('demo-slow');
  });
});
