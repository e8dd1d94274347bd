// MLS drawer, single lookup: each lookup method, the precedence, a 404, and opening from a results row.
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { askMockMls, isMlsDetailRequest, mlsFixtures, MlsDrawerScreen } from './pages/mls-drawer';
import { ResultsScreen } from './pages/results-table';

const PHOENIX = { city: 'Phoenix', state: 'AZ' };

/** A board of the mock's catalog on which this MLS number does not exist. */
async function boardWithout(request: APIRequestContext, mlsNumber: string): Promise<string> {
  const catalog = (await (await request.get('/__mock/catalog')).json()) as { boards: string[] };
  for (const board of catalog.boards) {
    const answer = await askMockMls(request, { mls_number: mlsNumber, mls_board_code: board });
    if (answer.status === 404) return board;
  }
  throw new Error(`MLS number ${mlsNumber} exists on every board`);
}

test('a results row opens the drawer by assessor_id and shows the listing', async ({
  page,
  request,
  guard,
}) => {
  const fx = await mlsFixtures(request);
  const results = new ResultsScreen(page);
  await results.open({ filters: PHOENIX });
  const row = results.table
    .getByRole('row')
    .filter({ has: page.getByRole('checkbox', { name: `Select property ${fx.assessorId}, ` }) });
  const sent = page.waitForRequest(isMlsDetailRequest);

  await row.getByRole('cell').nth(2).click();

  expect((await sent).postDataJSON()).toEqual({ assessor_id: fx.assessorId });
  const drawer = new MlsDrawerScreen(page);
  await expect(drawer.dialog).toHaveAccessibleName('MLS details');
  await expect(drawer.usedLookup).toHaveText(`Found by property ID ${fx.assessorId}.`);
  await drawer.expectFact('Listing', 'MLS number', fx.mlsNumber);
  await expect(drawer.dialog).toHaveAccessibleDescription(
    `${fx.address} · property ${fx.assessorId}`,
  );
  await drawer.expectFact('Address', 'Address', fx.address);
  guard.expectClean();
});

test('Escape closes the drawer and returns to the same row and page', async ({ page, request }) => {
  const fx = await mlsFixtures(request);
  const results = new ResultsScreen(page);
  await results.open({ filters: PHOENIX, page: [0, 25] });
  await results.pagingControl('Next page').click();
  await expect(results.range).toHaveText(/^26–50 of /);
  const url = page.url();
  const row = results.table
    .getByRole('row')
    .filter({ has: page.getByRole('checkbox', { name: `Select property ${fx.assessorId}, ` }) });
  await row.getByRole('cell').nth(2).click();
  const drawer = new MlsDrawerScreen(page);
  await expect(drawer.section('Listing')).toBeVisible();

  await page.keyboard.press('Escape');

  await expect(drawer.dialog).toBeHidden();
  await expect(row).toBeFocused();
  await expect(results.range).toHaveText(/^26–50 of /);
  expect(page.url()).toBe(url);
});

test('Tab and Shift+Tab stay inside the open drawer', async ({ page }) => {
  const drawer = new MlsDrawerScreen(page);
  await drawer.openForm();
  const close = drawer.dialog.getByRole('button', { name: 'Close MLS details' });
  const lastSwitch = drawer.switch('Public record if not listed');

  await page.keyboard.press('Shift+Tab');
  await expect(lastSwitch).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(close).toBeFocused();
});

test('looks up by MLS number and board', async ({ page, request, guard }) => {
  const fx = await mlsFixtures(request);
  const drawer = new MlsDrawerScreen(page);
  await drawer.openForm();

  const body = await drawer.lookUp({ 'MLS number': fx.mlsNumber, 'Board code': fx.mlsBoardCode });

  expect(body).toEqual({ mls_number: fx.mlsNumber, mls_board_code: fx.mlsBoardCode });
  await expect(drawer.usedLookup).toHaveText(
    `Found by MLS number ${fx.mlsNumber} on board ${fx.mlsBoardCode}.`,
  );
  await drawer.expectFact('Listing', 'Listing ID', fx.listingId);
  guard.expectClean();
});

test('the same MLS number on another board finds that board’s listing', async ({
  page,
  request,
}) => {
  const { sharedMlsNumber: shared } = await mlsFixtures(request);
  const drawer = new MlsDrawerScreen(page);
  await drawer.openForm();

  await drawer.lookUp({ 'MLS number': shared.mlsNumber, 'Board code': shared.boards[1] });

  await expect(drawer.usedLookup).toHaveText(
    `Found by MLS number ${shared.mlsNumber} on board ${shared.boards[1]}.`,
  );
  await drawer.expectFact('Listing', 'Listing ID', shared.listingIds[1]);
  await drawer.expectFact('Listing', 'Board', shared.boards[1]);
});

test('looks up by listing ID', async ({ page, request }) => {
  const fx = await mlsFixtures(request);
  const drawer = new MlsDrawerScreen(page);
  await drawer.openForm();

  const body = await drawer.lookUp({ 'Listing ID': fx.listingId });

  expect(body).toEqual({ listing_id: fx.listingId });
  await expect(drawer.usedLookup).toHaveText(`Found by listing ID ${fx.listingId}.`);
  await drawer.expectFact('Listing', 'MLS number', fx.mlsNumber);
});

test('looks up by property ID (the service’s assessor ID)', async ({ page, request }) => {
  const fx = await mlsFixtures(request);
  const drawer = new MlsDrawerScreen(page);
  await drawer.openForm();

  const body = await drawer.lookUp({ 'Property ID': fx.assessorId });

  expect(body).toEqual({ assessor_id: fx.assessorId });
  await drawer.expectFact('Listing', 'Listing ID', fx.listingId);
});

test('looks up by full address', async ({ page, request }) => {
  const fx = await mlsFixtures(request);
  const drawer = new MlsDrawerScreen(page);
  await drawer.openForm();

  const body = await drawer.lookUp({ 'Full address': fx.address });

  expect(body).toEqual({ address: fx.address });
  await drawer.expectFact('Listing', 'Listing ID', fx.listingId);
});

test('looks up by address parts', async ({ page, request }) => {
  const fx = await mlsFixtures(request);
  const { house, street, city, state, zip } = fx.addressComponents;
  const drawer = new MlsDrawerScreen(page);
  await drawer.openForm();

  const body = await drawer.lookUp({
    'House number': house,
    Street: street,
    City: city,
    State: state,
    'ZIP code': zip,
  });

  expect(body).toEqual({ house, street, city, state, zip });
  await drawer.expectFact('Listing', 'Listing ID', fx.listingId);
});

test('with several lookups filled, the form explains that the MLS number wins and the service agrees', async ({
  page,
  request,
}) => {
  const fx = await mlsFixtures(request);
  const other = fx.sharedMlsNumber.listingIds[0];
  const drawer = new MlsDrawerScreen(page);
  await drawer.openForm();
  await drawer.field('Listing ID').fill(String(other));
  await drawer.field('Property ID').fill(String(fx.publicOnlyAssessorId));
  await drawer.field('MLS number').fill(fx.mlsNumber);
  await drawer.field('Board code').fill(fx.mlsBoardCode);

  await expect(drawer.precedence).toHaveText(
    'Several lookups are filled. The service uses the MLS number and board first and ignores the listing ID and the property ID. Order: MLS number, then listing ID, then property ID, then address.',
  );
  const sent = page.waitForRequest(isMlsDetailRequest);
  await drawer.lookupButton.click();

  expect((await sent).postDataJSON()).toEqual({
    mls_number: fx.mlsNumber,
    mls_board_code: fx.mlsBoardCode,
    listing_id: other,
    assessor_id: fx.publicOnlyAssessorId,
  });
  await expect(drawer.usedLookup).toHaveText(
    `Found by MLS number ${fx.mlsNumber} on board ${fx.mlsBoardCode}.`,
  );
  await drawer.expectFact('Listing', 'Listing ID', fx.listingId);
});

test('the form applies the lookup rules before sending anything', async ({ page }) => {
  const drawer = new MlsDrawerScreen(page);
  await drawer.openForm();
  let sent = 0;
  page.on('request', (r) => {
    if (isMlsDetailRequest(r)) sent += 1;
  });
  await drawer.field('MLS number').fill('20000040');
  await drawer.field('City').fill('Phoenix');

  await drawer.lookupButton.click();

  await expect(drawer.field('Board code')).toHaveAttribute('aria-invalid', 'true');
  await expect(drawer.field('Board code')).toHaveAccessibleDescription(
    /Add the board code: the same MLS number can exist on several boards\./,
  );
  await expect(drawer.field('Street')).toHaveAccessibleDescription(
    /Add the street: city, state and ZIP code only narrow down a street address\./,
  );
  expect(sent).toBe(0);
});

test('a miss shows the service’s message and suggests the next lookup', async ({
  page,
  request,
}) => {
  const fx = await mlsFixtures(request);
  const mock = await askMockMls(request, { assessor_id: fx.missingAssessorId });
  expect(mock.status).toBe(404);
  const drawer = new MlsDrawerScreen(page);
  await drawer.openForm();

  await drawer.lookUp({ 'Property ID': fx.missingAssessorId });

  const alert = drawer.alert();
  await expect(alert).toContainText('No MLS listing found');
  // The service's message, with its field names in words.
  expect(mock.body.errorMessage).toContain('assessor_id');
  await expect(alert).toContainText(
    String(mock.body.errorMessage).replace('assessor_id', 'property ID'),
  );
  await expect(alert).not.toContainText('assessor_id');
  await expect(alert).toContainText('Try its full address, or the MLS number and board');
  await alert.getByRole('button', { name: 'Try the full address' }).click();
  await expect(drawer.field('Full address')).toBeFocused();
  await expect(drawer.field('Property ID')).toHaveValue(String(fx.missingAssessorId));
});

test('a miss by MLS number on the wrong board advises checking the board', async ({
  page,
  request,
}) => {
  const fx = await mlsFixtures(request);
  const wrongBoard = await boardWithout(request, fx.mlsNumber);
  const mock = await askMockMls(request, { mls_number: fx.mlsNumber, mls_board_code: wrongBoard });
  expect(mock.status).toBe(404);
  const drawer = new MlsDrawerScreen(page);
  await drawer.openForm();

  await drawer.lookUp({ 'MLS number': fx.mlsNumber, 'Board code': wrongBoard });

  await expect(drawer.alert()).toContainText(
    `No MLS listing found for MLS number ${fx.mlsNumber} on board ${wrongBoard}.`,
  );
  await expect(drawer.alert()).toContainText('Verify both the MLS number and the board code');
  await expect(drawer.alert()).not.toContainText(/mls_number|mls_board_code/);
  await expect(drawer.alert()).toContainText('Check that the board code matches the MLS number');
});
