// Privacy mode: obfuscate hides owner names and addresses in the table, the requests and the URL.
import { expect, test } from './fixtures';
import { askMock, readUrlState, ResultsScreen } from './pages/results-table';

const AUSTIN = { city: 'Austin', state: 'TX' };

test('privacy mode hides names and addresses', async ({ page, request }) => {
  const results = new ResultsScreen(page);
  await results.open({ filters: AUSTIN });
  const { data } = await askMock<{ owner1LastName?: string; address?: { street?: string } }[]>(
    request,
    { ...AUSTIN, size: 50 },
  );
  const owner = data.find((r) => r.owner1LastName)?.owner1LastName ?? '';
  const street = data[0]?.address?.street ?? '';
  await expect(results.table).toContainText(owner);
  await expect(results.table).toContainText(street);
  const obfuscated = page.waitForRequest(
    (r) => r.url().endsWith('/v2/PropertySearch') && r.postDataJSON()?.obfuscate === true,
  );

  await results.privacySwitch().click();

  await expect(results.privacySwitch()).toHaveAttribute('aria-checked', 'true');
  await obfuscated;
  await expect(results.table.getByRole('columnheader', { name: 'Owner' })).toHaveCount(0);
  await expect(results.table.getByRole('columnheader', { name: 'Property address' })).toHaveCount(
    0,
  );
  await results.waitForRows();
  await expect(results.table).not.toContainText(street);
  await expect(results.table).not.toContainText(owner);
  expect(readUrlState(page.url()).f.obfuscate).toBe(true);
});

test('a shared link in privacy mode opens with names hidden', async ({ page }) => {
  const results = new ResultsScreen(page);
  await results.open({ filters: { ...AUSTIN, obfuscate: true } });

  await expect(results.privacySwitch()).toHaveAttribute('aria-checked', 'true');
  await expect(results.table.getByRole('columnheader', { name: 'Owner' })).toHaveCount(0);
  await results.menuButton('Columns').click();
  await expect(
    results
      .dialog('Choose columns')
      .getByRole('checkbox', { name: 'Owner hidden in privacy mode' }),
  ).toBeDisabled();
});
