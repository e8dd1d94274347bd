// Owner contacts in the table and the drawer (issue 40) against the mock: a few owners of a search
// are traced through the app's own server (POST /v2/SkipTraceBatchAwait, held as the app would
// hold them), then the results show the mock's numbers in the Contacts column (a DNC mark where
// the mock said dnc), a company owner as such, and the lead's drawer lists the phones and emails.
// The search is one no other spec traces, so the held answers it leaves change no one's estimate.
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { askMock, ResultsScreen } from './pages/results-table';

const SEARCH = { city: 'Phoenix', state: 'AZ', property_type: 'SFR' };
const PAGE_SIZE = 25;

interface MockRecord {
  id: string;
  owner1FirstName?: string | null;
  owner1LastName?: string | null;
  companyName?: string | null;
  corporateOwned?: boolean | null;
  address?: { street?: string; city?: string; state?: string; zip?: string } | null;
}

interface AwaitItem {
  match: boolean;
  data: {
    phones: { phone: string; type: string; dnc: boolean }[];
    emails: { email: string }[];
  };
}

/** Like src/api/skip-item.ts: a company or trust owner is sent without names, by address. */
const isCompany = (r: MockRecord) =>
  r.corporateOwned === true ||
  !!r.companyName ||
  !r.owner1FirstName ||
  /\b(LLC|INC|CORP|TRUST|HOLDINGS|PROPERTIES)\b/i.test(r.owner1LastName ?? '');

function skipItem(r: MockRecord) {
  const a = r.address ?? {};
  return {
    key: r.id,
    ...(isCompany(r) ? {} : { first_name: r.owner1FirstName, last_name: r.owner1LastName }),
    address: a.street,
    city: a.city,
    state: a.state,
    ...(a.zip ? { zip: a.zip.slice(0, 5) } : {}),
  };
}

/** Traces these owners through the app's server, which holds every answer it relays. */
async function trace(request: APIRequestContext, records: MockRecord[]): Promise<AwaitItem[]> {
  const response = await request.post('/v2/SkipTraceBatchAwait', {
    data: { skips: records.map(skipItem) },
    headers: { 'x-api-key': 'demo' },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: AwaitItem[] }).data;
}

/** "5125550142" → "(512) 555-0142", as the app writes it. */
const written = (n: string) => `(${n.slice(0, 3)}) ${n.slice(3, 6)}-${n.slice(6)}`;

test('the Contacts column and the drawer show what the mock found for each owner', async ({
  page,
  request,
  guard,
}) => {
  test.setTimeout(90_000);
  const mock = await askMock<MockRecord[]>(request, { ...SEARCH, size: PAGE_SIZE });
  const records = mock.data;
  // A company owner as the mock keeps one (no first name): the mock finds no one for it.
  const company = records.find((r) => !r.owner1FirstName && r.address?.street);
  const people = records.filter((r) => !isCompany(r) && r.address?.street).slice(0, 8);
  expect(company, 'a company owner on the page').toBeDefined();
  const traced = [...people, company!];
  const answers = await trace(request, traced);
  const matched = traced.map((r, i) => ({ record: r, answer: answers[i]! }));
  expect(answers.at(-1)?.match, 'the mock found no one for the company owner').toBe(false);
  const withPhones = matched.filter((m) => m.answer.match && m.answer.data.phones.length > 0);
  expect(withPhones.length, 'owners the mock found with phones').toBeGreaterThan(1);

  const results = new ResultsScreen(page);
  await results.open({ filters: SEARCH, page: [0, PAGE_SIZE] });
  const headers = await results.columnHeaders();
  const column = headers.indexOf('Contacts');
  expect(column, `headers: ${headers.join(' | ')}`).toBeGreaterThan(0);
  const cell = (id: string) => results.row(id).getByRole('cell').nth(column);

  // Every traced owner with phones: one of the mock's numbers, marked DNC exactly when the mock
  // said so, with the count of the others.
  for (const { record, answer } of withPhones) {
    const shown = cell(record.id);
    await expect(shown).toContainText(/\(\d{3}\) 555-\d{4}/);
    const text = (await shown.textContent()) ?? '';
    const phone = answer.data.phones.find((p) => text.includes(written(p.phone)));
    expect(phone, `row ${record.id}: ${text}`).toBeDefined();
    await expect(shown.getByRole('img', { name: 'on the Do Not Call list' })).toHaveCount(
      phone!.dnc ? 1 : 0,
    );
    const others = answer.data.phones.length - 1;
    expect(text.includes(`+${others} more`), `row ${record.id}: ${text}`).toBe(others > 0);
    // The best is a Do Not Call number only when the mock gave no other.
    expect(phone!.dnc).toBe(answer.data.phones.every((p) => p.dnc));
  }
  await expect(cell(company!.id)).toHaveText('Company owner: no personal match');
  // A row nobody traced (the server holds nothing for it, by its own free read) says so.
  const held = await request.post('/app/v1/contacts', { data: { ids: records.map((r) => r.id) } });
  expect(held.status()).toBe(200);
  const heldIds = new Set(
    ((await held.json()) as { contacts: { id: string }[] }).contacts.map((c) => c.id),
  );
  const untraced = records.find((r) => !heldIds.has(r.id));
  expect(untraced, 'a row nobody traced').toBeDefined();
  await expect(cell(untraced!.id)).toHaveText('Not traced');

  // The drawer of a traced lead lists every phone and email the mock sent.
  // One whose mock answer has a Do Not Call number, when any has.
  const lead = withPhones.find((m) => m.answer.data.phones.some((p) => p.dnc)) ?? withPhones[0]!;
  await results.row(lead.record.id).click();
  const drawer = page.getByRole('dialog');
  const section = drawer.getByRole('region', { name: 'Owner contacts' });
  await expect(section).toContainText(/Traced \w{3} \d{1,2}, \d{4}/);
  for (const p of lead.answer.data.phones) await expect(section).toContainText(written(p.phone));
  for (const e of lead.answer.data.emails) await expect(section).toContainText(e.email);
  // Dialled only when the mock said the number is off the Do Not Call list.
  for (const p of lead.answer.data.phones) {
    const link = section.getByRole('link', { name: written(p.phone) });
    const item = section
      .getByRole('listitem')
      .filter({ hasText: written(p.phone) })
      .first();
    await expect(item.getByRole('img', { name: 'on the Do Not Call list' })).toHaveCount(
      p.dnc ? 1 : 0,
    );
    expect((await link.count()) > 0, written(p.phone)).toBe(!p.dnc);
    expect(await link.evaluateAll((els) => els.map((el) => el.getAttribute('href')))).toEqual(
      Array.from({ length: await link.count() }, () => `tel:+1${p.phone}`),
    );
  }
  guard.expectClean();
});
