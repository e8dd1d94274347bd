// MLS drawer, single lookup: each lookup method, the precedence, a 404, and opening from a results row.
import type { APIRequestContext, Page, Request } from '@playwright/test';
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

/** Counts the MLS lookups the page sends from now until `stop()`, which returns the count. */
function countLookups(page: Page): { stop(): number } {
  let sent = 0;
  const count = (request: Request) => {
    if (isMlsDetailRequest(request)) sent += 1;
  };
  page.on('request', count);
  return {
    stop() {
      page.off('request', count);
      return sent;
    },
  };
}

/**
 * The form again after an answer, emptied: "Find another listing" brings it back holding the last
 * lookup, and Clear empties it, as a user starting a new lookup would.
 */
async function findAnother(drawer: MlsDrawerScreen): Promise<void> {
  await drawer.dialog.getByRole('button', { name: 'Find another listing' }).click();
  await clearForm(drawer);
}

async function clearForm(drawer: MlsDrawerScreen): Promise<void> {
  await drawer.form.getByRole('button', { name: 'Clear', exact: true }).click();
  await expect(drawer.field('MLS number')).toHaveValue('');
}

// The form's lookups that find a listing share one load of the app and one open drawer (a load is
// ~1–1.5 CPU s: docs/testing.md); each step was a test of its own and is named below. Steps that
// find the same listing as the step before also check the status line naming their own lookup, so
// a step cannot pass on the previous answer still on screen.
test('Tab and Shift+Tab stay inside the open drawer, and the form looks up by MLS number and board, on another board, by listing ID, property ID, full address and address parts', async ({
  page,
  request,
  guard,
}) => {
  // Was: "Tab and Shift+Tab stay inside the open drawer".
  const drawer = new MlsDrawerScreen(page);
  await drawer.openForm();
  const close = drawer.dialog.getByRole('button', { name: 'Close MLS details' });
  const lastSwitch = drawer.switch('Public record if not listed');

  await page.keyboard.press('Shift+Tab');
  await expect(lastSwitch).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(close).toBeFocused();

  // Was: "looks up by MLS number and board".
  const fx = await mlsFixtures(request);
  const byMls = await drawer.lookUp({
    'MLS number': fx.mlsNumber,
    'Board code': fx.mlsBoardCode,
  });

  expect(byMls).toEqual({ mls_number: fx.mlsNumber, mls_board_code: fx.mlsBoardCode });
  await expect(drawer.usedLookup).toHaveText(
    `Found by MLS number ${fx.mlsNumber} on board ${fx.mlsBoardCode}.`,
  );
  await drawer.expectFact('Listing', 'Listing ID', fx.listingId);
  guard.expectClean();

  // Was: "the same MLS number on another board finds that board’s listing".
  const { sharedMlsNumber: shared } = fx;
  await findAnother(drawer);

  await drawer.lookUp({ 'MLS number': shared.mlsNumber, 'Board code': shared.boards[1] });

  await expect(drawer.usedLookup).toHaveText(
    `Found by MLS number ${shared.mlsNumber} on board ${shared.boards[1]}.`,
  );
  await drawer.expectFact('Listing', 'Listing ID', shared.listingIds[1]);
  await drawer.expectFact('Listing', 'Board', shared.boards[1]);

  // Was: "looks up by listing ID".
  await findAnother(drawer);

  const byListing = await drawer.lookUp({ 'Listing ID': fx.listingId });

  expect(byListing).toEqual({ listing_id: fx.listingId });
  await expect(drawer.usedLookup).toHaveText(`Found by listing ID ${fx.listingId}.`);
  await drawer.expectFact('Listing', 'MLS number', fx.mlsNumber);

  // Was: "looks up by property ID (the service’s assessor ID)".
  await findAnother(drawer);

  const byProperty = await drawer.lookUp({ 'Property ID': fx.assessorId });

  expect(byProperty).toEqual({ assessor_id: fx.assessorId });
  await expect(drawer.usedLookup).toHaveText(`Found by property ID ${fx.assessorId}.`);
  await drawer.expectFact('Listing', 'Listing ID', fx.listingId);

  // Was: "looks up by full address".
  await findAnother(drawer);

  const byAddress = await drawer.lookUp({ 'Full address': fx.address });

  expect(byAddress).toEqual({ address: fx.address });
  await expect(drawer.usedLookup).toHaveText(`Found by address ${fx.address}.`);
  await drawer.expectFact('Listing', 'Listing ID', fx.listingId);

  // Was: "looks up by address parts".
  const { house, street, city, state, zip } = fx.addressComponents;
  await findAnother(drawer);

  const byParts = await drawer.lookUp({
    'House number': house,
    Street: street,
    City: city,
    State: state,
    'ZIP code': zip,
  });

  expect(byParts).toEqual({ house, street, city, state, zip });
  await expect(drawer.usedLookup).toHaveText(
    `Found by address ${[house, street, city, state, zip].join(' ')}.`,
  );
  await drawer.expectFact('Listing', 'Listing ID', fx.listingId);
});

// The precedence, the form's own rules and the two misses share one load and one open drawer too.
test('with several lookups filled, the MLS number wins; the form applies the lookup rules before sending anything; a miss shows the service’s message and suggests the next lookup, and on the wrong board advises checking the board', async ({
  page,
  request,
}) => {
  // Was: "with several lookups filled, the form explains that the MLS number wins and the service agrees".
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

  // Was: "the form applies the lookup rules before sending anything".
  await findAnother(drawer);
  const sentByRules = countLookups(page);
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
  expect(sentByRules.stop()).toBe(0);

  // Was: "a miss shows the service’s message and suggests the next lookup" (the form is still
  // open after the rules stopped it: only emptied).
  const mock = await askMockMls(request, { assessor_id: fx.missingAssessorId });
  expect(mock.status).toBe(404);
  await clearForm(drawer);

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

  // Was: "a miss by MLS number on the wrong board advises checking the board" ("Try the full
  // address" left the form open: only emptied).
  const wrongBoard = await boardWithout(request, fx.mlsNumber);
  const wrongBoardMock = await askMockMls(request, {
    mls_number: fx.mlsNumber,
    mls_board_code: wrongBoard,
  });
  expect(wrongBoardMock.status).toBe(404);
  await clearForm(drawer);

  await drawer.lookUp({ 'MLS number': fx.mlsNumber, 'Board code': wrongBoard });

  await expect(drawer.alert()).toContainText(
    `No MLS listing found for MLS number ${fx.mlsNumber} on board ${wrongBoard}.`,
  );
  await expect(drawer.alert()).toContainText('Verify both the MLS number and the board code');
  await expect(drawer.alert()).not.toContainText(/mls_number|mls_board_code/);
  await expect(drawer.alert()).toContainText('Check that the board code matches the MLS number');
});
