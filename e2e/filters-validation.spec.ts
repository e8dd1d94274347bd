// Each accompaniment rule of §2.1 shows inline, names the missing partner, blocks the search, and clears.
import { expect, test } from './fixtures';
import { FilterPanelScreen } from './pages/filter-panel';

type Step = (panel: FilterPanelScreen) => Promise<void>;

interface Rule {
  name: string;
  group: string;
  /** Breaks the rule. */
  trigger: Step;
  /** The field the error is shown at, and the message naming the partner. */
  field: string;
  message: string;
  /** Supplies the partner. */
  fix: Step;
}

const fill =
  (label: string, value: string): Step =>
  (p) =>
    p.field(label).fill(value);
const pick =
  (label: string, value: string): Step =>
  async (p) => {
    await p.field(label).selectOption(value);
  };
const yes =
  (label: string): Step =>
  (p) =>
    p.setFlag(label, 'Yes');
const both =
  (...steps: Step[]): Step =>
  async (p) => {
    for (const step of steps) await step(p);
  };

const RULES: Rule[] = [
  {
    name: 'house number needs state or zip',
    group: 'Location',
    trigger: fill('House number', '1200'),
    field: 'House number',
    message: 'House number must be accompanied by State or Zip codes',
    fix: fill('Zip codes', '78701'),
  },
  {
    name: 'street needs state or zip',
    group: 'Location',
    trigger: fill('Street', 'Congress Ave'),
    field: 'Street',
    message: 'Street must be accompanied by State or Zip codes',
    fix: pick('State', 'TX'),
  },
  {
    name: 'city needs state or zip',
    group: 'Location',
    trigger: fill('City', 'Austin'),
    field: 'City',
    message: 'City must be accompanied by State or Zip codes',
    fix: pick('State', 'TX'),
  },
  {
    name: 'county needs state or zip',
    group: 'Location',
    trigger: fill('County', 'Travis'),
    field: 'County',
    message: 'County must be accompanied by State or Zip codes',
    fix: fill('Zip codes', '78701'),
  },
  {
    name: 'state needs city, house number or street',
    group: 'Location',
    trigger: pick('State', 'TX'),
    field: 'State',
    message: 'State must be accompanied by City, House number or Street',
    fix: fill('City', 'Austin'),
  },
  {
    name: 'days on market needs an MLS status flag',
    group: 'MLS',
    trigger: fill('Days on market min', '10'),
    field: 'Days on market min',
    message:
      'Days on market min must be accompanied by MLS active, MLS pending or MLS cancelled set to Yes',
    fix: yes('MLS cancelled'),
  },
  {
    name: 'auction dates need auction',
    group: 'Distress',
    trigger: fill('Auction date from', '2026-01-01'),
    field: 'Auction date from',
    message: 'Auction date from must be accompanied by Foreclosure auction set to Yes',
    fix: yes('Foreclosure auction'),
  },
  {
    name: 'pre-foreclosure dates need pre-foreclosure',
    group: 'Distress',
    trigger: fill('Pre-foreclosure date to', '2026-10-01'),
    field: 'Pre-foreclosure date to',
    message: 'Pre-foreclosure date to must be accompanied by Pre-foreclosure set to Yes',
    fix: yes('Pre-foreclosure'),
  },
  {
    name: 'foreclosure dates need foreclosure and a notice type',
    group: 'Distress',
    trigger: fill('Foreclosure recording date from', '2026-03-01'),
    field: 'Foreclosure recording date from',
    message: 'Foreclosure recording date from must be accompanied by Foreclosure stage',
    fix: both(yes('Foreclosure'), pick('Foreclosure stage', 'NOD')),
  },
  {
    name: 'arms-length needs a last sale date range',
    group: 'Sale history',
    trigger: yes('Arms-length sale'),
    field: 'Last sale date from',
    message: 'Arms-length sale must be accompanied by Last sale date from or Last sale date to',
    fix: fill('Last sale date from', '2020-01-01'),
  },
  {
    name: 'flip detection needs prior owner months owned',
    group: 'Sale history',
    trigger: yes('Prior owner was an individual'),
    field: 'Prior owner months owned max',
    message:
      'Prior owner was an individual must be accompanied by Prior owner months owned min or Prior owner months owned max',
    fix: fill('Prior owner months owned max', '12'),
  },
  {
    name: 'flood zone type needs flood zone',
    group: 'Advanced',
    trigger: pick('Flood zone type', 'AE'),
    field: 'Flood zone type',
    message: 'Flood zone type must be accompanied by Flood zone set to Yes',
    fix: yes('Flood zone'),
  },
];

/** Empties the form for the next rule: no filter left, and the count of everything back. */
async function clearAll(panel: FilterPanelScreen): Promise<void> {
  await panel.clearAll.click();
  await expect(panel.chips.getByRole('listitem')).toHaveCount(0);
  await expect(panel.liveCount).toBeVisible();
}

/**
 * The rules in two halves, each half on one load of the app (a load is ~1–1.5 CPU s:
 * docs/testing.md). Each rule was a test of its own on a new page; here Clear all empties the
 * form after each, so a rule's trigger starts from nothing, as it did (a partner left over from
 * the rule before would keep the next error from showing, and fail the test, not pass it).
 */
const HALVES = [RULES.slice(0, 6), RULES.slice(6)];

for (const [half, rules] of HALVES.entries()) {
  test(`accompaniment rules, part ${half + 1} of ${HALVES.length}: each error shows, blocks the search, and clears (${rules.map((rule) => rule.name).join('; ')})`, async ({
    page,
    guard,
  }) => {
    const panel = new FilterPanelScreen(page);
    await panel.open();
    for (const rule of rules) {
      // Was the test "<rule name>: the error shows, blocks the search, and clears".
      await test.step(`${rule.name}: the error shows, blocks the search, and clears`, async () => {
        await panel.openGroup(rule.group);

        await rule.trigger(panel);
        await expect(panel.problems).toBeVisible();
        await expect(panel.root.getByRole('button', { name: rule.message })).toBeVisible();
        await expect(panel.searchButton).toBeDisabled();

        await rule.fix(panel);
        await expect(panel.problems).toBeHidden();
        await expect(panel.searchButton).toBeEnabled();
        await expect(panel.liveCount).toBeVisible();
        guard.expectClean();
        await clearAll(panel);
      });
    }
  });
}

test('the error is inline at the field, linked for screen readers', async ({ page }) => {
  const panel = new FilterPanelScreen(page);
  await panel.open();
  const city = panel.field('City');
  await city.fill('Austin');
  await expect(city).toHaveAttribute('aria-invalid', 'true');
  // The message is the field's description (aria-describedby), after its hint.
  await expect(city).toHaveAccessibleDescription(
    'Needs state or zip City must be accompanied by State or Zip codes',
  );
  await panel.field('Zip codes').fill('78701');
  await expect(city).not.toHaveAttribute('aria-invalid');
  await expect(city).toHaveAccessibleDescription('Needs state or zip');
});

test('min above max is caught for numbers and dates', async ({ page }) => {
  const panel = new FilterPanelScreen(page);
  await panel.open();
  await panel.openGroup('Property');
  await panel.field('Year built min').fill('2000');
  await panel.field('Year built max').fill('1990');
  await panel.expectError(
    'Year built min',
    'Year built min must be less than or equal to Year built max',
  );
  await expect(panel.searchButton).toBeDisabled();
  await panel.field('Year built max').fill('2010');
  await panel.expectNoError('Year built min');
});

test('a value the service would reject is caught before sending', async ({ page }) => {
  const panel = new FilterPanelScreen(page);
  await panel.open();
  await panel.field('Zip codes').fill('78701, 7870');
  await panel.expectError('Zip codes', 'Zip codes: 7870 is not a 5-digit US zip code');
  await panel.openGroup('Equity & mortgage');
  await panel.field('Loan-to-value (%) max').fill('120');
  await panel.expectError(
    'Loan-to-value (%) max',
    'Loan-to-value (%) max must be less than or equal to 100',
  );
  await expect(panel.root.getByText('Fix 2 problems to search')).toBeVisible();
});

test('a link with a broken search opens with its problems marked', async ({ page }) => {
  const panel = new FilterPanelScreen(page);
  await panel.open({ county: 'Travis', beds_min: 2 });
  await expect(panel.root.getByRole('alert')).toContainText(
    "This link's search can't run as it is.",
  );
  await expect(panel.field('County')).toHaveValue('Travis');
  await panel.expectError('County', 'County must be accompanied by State or Zip codes');
  await panel.field('Zip codes').fill('78701');
  await expect(panel.searchButton).toBeEnabled();
});
