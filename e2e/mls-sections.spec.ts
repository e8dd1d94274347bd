// MLS drawer, what is shown: section choice, public record, the cross-sold fallback, warnings, photos.
import { expect, test } from './fixtures';
import { isMlsDetailRequest, mlsFixtures, MlsDrawerScreen } from './pages/mls-drawer';
import { useApiKey } from './pages/results-table';

test('fallback on: a property with no listing shows its public record with a clear badge', async ({
  page,
  request,
  guard,
}) => {
  const fx = await mlsFixtures(request);
  const drawer = new MlsDrawerScreen(page);
  await drawer.openForm();
  await expect(drawer.switch('Public record if not listed')).toHaveAttribute(
    'aria-checked',
    'true',
  );

  const body = await drawer.lookUp({ 'Property ID': fx.publicOnlyAssessorId });

  expect(body).toEqual({ assessor_id: fx.publicOnlyAssessorId });
  await expect(drawer.dialog.getByText('No MLS listing — public record shown')).toBeVisible();
  await drawer.expectFact('Public record', 'Property ID', fx.publicOnlyAssessorId);
  await expect(
    drawer.dialog.getByRole('paragraph').filter({ hasText: fx.publicOnlyAddress }).first(),
  ).toBeVisible();
  await expect(drawer.section('Listing')).toHaveCount(0);
  guard.expectClean();
});

test('fallback off: the same property is a miss, with a way to turn the fallback back on', async ({
  page,
  request,
}) => {
  const fx = await mlsFixtures(request);
  const drawer = new MlsDrawerScreen(page);
  await drawer.openForm();
  await drawer.switch('Public record if not listed').click();

  const body = await drawer.lookUp({ 'Property ID': fx.publicOnlyAssessorId });

  expect(body).toEqual({ assessor_id: fx.publicOnlyAssessorId, public_record_fallback: false });
  await expect(drawer.alert()).toContainText(
    `No MLS listing found for property ID ${fx.publicOnlyAssessorId}.`,
  );
  await expect(drawer.dialog.getByText('No MLS listing — public record shown')).toBeHidden();
  await drawer.alert().getByRole('button', { name: 'Show the public record instead' }).click();
  await expect(drawer.dialog.getByText('No MLS listing — public record shown')).toBeVisible();
});

test('without a public-record plan, the warnings array is shown as a notice', async ({
  page,
  request,
}) => {
  await useApiKey(page, 'demo-mls-only');
  const fx = await mlsFixtures(request);
  const drawer = new MlsDrawerScreen(page);
  await drawer.openForm();
  await drawer.switch('Public record').click();

  const body = await drawer.lookUp({ 'Listing ID': fx.listingId });

  expect(body).toEqual({ listing_id: fx.listingId, public: true });
  const notice = drawer.dialog.getByRole('note', { name: 'Warnings' });
  await expect(notice).toContainText('Public record not included');
  await expect(notice).toContainText(
    'Public-record data was requested but omitted because the plan lacks public-record access.',
  );
  await expect(drawer.section('Public record')).toContainText(
    'No public record came with this listing.',
  );
  await expect(drawer.section('Listing')).toBeVisible();
});

test('the Public record switch sends public: true and shows the public block', async ({
  page,
  request,
}) => {
  const fx = await mlsFixtures(request);
  const drawer = new MlsDrawerScreen(page);
  await drawer.openForm();
  await drawer.switch('Public record').click();

  const body = await drawer.lookUp({ 'Property ID': fx.assessorId });

  expect(body).toEqual({ assessor_id: fx.assessorId, public: true });
  await drawer.expectFact('Public record', 'Property ID', fx.assessorId);
  await expect(drawer.dialog.getByRole('note', { name: 'Warnings' })).toHaveCount(0);
});

test('a section choice is sent as field_sections, shown, and remembered', async ({
  page,
  request,
}) => {
  // Two lookups and a reload.
  test.slow();
  const fx = await mlsFixtures(request);
  const drawer = new MlsDrawerScreen(page);
  await drawer.openForm();
  await drawer.lookUp({ 'Property ID': fx.assessorId });
  await expect(drawer.section('Listing details')).toBeVisible();

  await drawer.dialog.getByRole('button', { name: /^Sections: all/ }).click();
  const chooser = drawer.dialog.getByRole('group', { name: 'Sections to ask the MLS for' });
  const boxes = chooser.getByRole('checkbox');
  const total = await boxes.count();
  const next = page.waitForRequest(
    (r) =>
      isMlsDetailRequest(r) &&
      JSON.stringify(r.postDataJSON().field_sections) === '["ROOT","schools"]',
  );
  const others = chooser.locator('label').filter({ hasNotText: /^(Listing|Schools)$/ });
  for (const label of await others.all()) await label.getByRole('checkbox').uncheck();

  const sent = await next;
  expect((await sent.response())?.status()).toBe(200);
  expect(sent.postDataJSON()).toEqual({
    assessor_id: fx.assessorId,
    field_sections: ['ROOT', 'schools'],
  });
  await expect(drawer.section('Schools')).toBeVisible();
  await expect(drawer.section('Listing')).toBeVisible();
  await expect(drawer.section('Listing details')).toHaveCount(0);
  await expect(drawer.section('Photos')).toHaveCount(0);

  await page.reload();
  await page.getByRole('button', { name: 'Look up a listing' }).click();
  await expect(
    drawer.dialog.getByRole('button', { name: `Sections: 2 of ${total}` }),
  ).toBeVisible();
});

test('the photo gallery moves with the keyboard', async ({ page, request }) => {
  const fx = await mlsFixtures(request);
  const drawer = new MlsDrawerScreen(page);
  await drawer.openForm();
  await drawer.lookUp({ 'Property ID': fx.assessorId });
  const gallery = drawer.dialog.getByRole('group', { name: /^Photos of / });
  const photo = gallery.getByRole('img', { name: /^Photo \d+ of \d+/ });
  await expect(photo).toHaveAccessibleName(/^Photo 1 of \d+, /);
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);

  await gallery.focus();
  await page.keyboard.press('ArrowRight');
  await expect(photo).toHaveAccessibleName(/^Photo 2 of /);
  await page.keyboard.press('End');
  const count = Number(/of (\d+)/.exec((await photo.getAttribute('alt')) ?? '')?.[1]);
  await expect(photo).toHaveAccessibleName(new RegExp(`^Photo ${count} of ${count}`));
  await page.keyboard.press('ArrowRight');
  await expect(photo).toHaveAccessibleName(/^Photo 1 of /);
});
