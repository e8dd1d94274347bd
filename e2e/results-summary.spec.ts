// Summary widget against the mock: lead-type totals, and a click that adds the lead type's filter.
import { expect, test } from './fixtures';
import { askMock, readUrlState, ResultsScreen } from './pages/results-table';

const AUSTIN = { city: 'Austin', state: 'TX' };

test('lead-type totals and medians come from the summary', async ({ page, request }) => {
  const results = new ResultsScreen(page);
  await results.open({ filters: AUSTIN });
  const { summary } = await askMock(request, { ...AUSTIN, summary: true });
  const absentee = (summary?.absenteeOwner ?? 0).toLocaleString('en-US');
  await results.showLeadTypes();

  await expect(results.leadType('Absentee owner')).toHaveAccessibleName(
    new RegExp(`^Absentee owner: ${absentee} leads`),
  );
  await expect(results.leadTypes).toContainText('Median list price');
});

test('clicking a lead type adds its filter and the count follows', async ({ page, request }) => {
  const results = new ResultsScreen(page);
  await results.open({ filters: AUSTIN });
  const { summary } = await askMock(request, { ...AUSTIN, summary: true });
  const absentee = summary?.absenteeOwner ?? 0;
  await results.showLeadTypes();

  await results.leadType('Absentee owner').click();

  await expect(results.leadType('Absentee owner')).toHaveAttribute('aria-pressed', 'true');
  await expect(results.count).toHaveText(`${absentee.toLocaleString('en-US')} leads`);
  expect(readUrlState(page.url()).f).toEqual({ ...AUSTIN, absentee_owner: true });
});
