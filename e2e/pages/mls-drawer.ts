// Screen helper for the MLS drawer: open it (header, row, bulk), fill the lookup form, read MLS requests, ask the mock.
import {
  expect,
  type APIRequestContext,
  type Locator,
  type Page,
  type Request,
} from '@playwright/test';

/** Known values of the mock dataset (GET /__mock/fixtures). */
export interface MlsFixtures {
  listingId: number;
  assessorId: number;
  mlsNumber: string;
  mlsBoardCode: string;
  address: string;
  addressComponents: { house: string; street: string; city: string; state: string; zip: string };
  sharedMlsNumber: { mlsNumber: string; boards: [string, string]; listingIds: [number, number] };
  listingIdWithoutProperty: number;
  publicOnlyAssessorId: number;
  publicOnlyAddress: string;
  missingListingId: number;
  missingAssessorId: number;
}

export async function mlsFixtures(request: APIRequestContext): Promise<MlsFixtures> {
  const response = await request.get('/__mock/fixtures');
  expect(response.status()).toBe(200);
  return (await response.json()) as MlsFixtures;
}

/** The mock's own MLSDetail answer for a body (ground truth). */
export async function askMockMls(
  request: APIRequestContext,
  body: Record<string, unknown>,
  apiKey = 'demo',
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await request.post('/v3/MLSDetail', {
    data: body,
    headers: { 'x-api-key': apiKey },
  });
  return { status: response.status(), body: (await response.json()) as Record<string, unknown> };
}

/** The mock's own MLSDetailBulk answer for assessor ids. */
export async function askMockBulk(
  request: APIRequestContext,
  assessorIds: number[],
): Promise<{ recordCount: number; data: Record<string, unknown>[] }> {
  const response = await request.post('/v3/MLSDetailBulk', {
    data: { assessor_ids: assessorIds },
    headers: { 'x-api-key': 'demo' },
  });
  expect([200, 404]).toContain(response.status());
  return (await response.json()) as { recordCount: number; data: Record<string, unknown>[] };
}

export function isMlsDetailRequest(request: Request): boolean {
  return request.method() === 'POST' && request.url().endsWith('/v3/MLSDetail');
}

export function isMlsBulkRequest(request: Request): boolean {
  return request.method() === 'POST' && request.url().endsWith('/v3/MLSDetailBulk');
}

/** Records the bodies of MLS requests the page sends, in order. */
export function recordMlsRequests(page: Page): {
  detail: Record<string, unknown>[];
  bulk: { assessor_ids: number[]; fields?: string[] }[];
} {
  const detail: Record<string, unknown>[] = [];
  const bulk: { assessor_ids: number[]; fields?: string[] }[] = [];
  page.on('request', (request) => {
    if (isMlsDetailRequest(request)) detail.push(request.postDataJSON() as Record<string, unknown>);
    if (isMlsBulkRequest(request))
      bulk.push(request.postDataJSON() as { assessor_ids: number[]; fields?: string[] });
  });
  return { detail, bulk };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export class MlsDrawerScreen {
  readonly dialog: Locator;
  readonly form: Locator;
  readonly lookupButton: Locator;
  readonly usedLookup: Locator;
  readonly precedence: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: /^MLS (details|lookup)/ });
    this.form = this.dialog.getByRole('form', { name: 'Find a listing' });
    this.lookupButton = this.form.getByRole('button', { name: 'Look up', exact: true });
    this.usedLookup = this.dialog.getByText(/^(Found by|Looked up by|No listing for) /);
    this.precedence = this.form.getByRole('status');
  }

  /**
   * Answers the bulk lookup's confirm step (above the team's threshold, 1,000 credits by default):
   * it says what the lookup buys, and "Spend up to N credits" starts it.
   */
  async confirmBulkSpend(leads: number): Promise<void> {
    const n = leads.toLocaleString('en-US');
    const confirm = this.dialog.getByRole('group', { name: 'Confirm the lookup' });
    await expect(confirm).toContainText(`${n} to buy ≈ ${n} credits`);
    await confirm.getByRole('button', { name: `Spend up to ${n} credits` }).click();
    await expect(confirm).toBeHidden();
  }

  /** Opens the app and the drawer's lookup form from the header. */
  async openForm(): Promise<void> {
    await this.page.goto('/');
    await this.page.getByRole('button', { name: 'Look up a listing' }).click();
    await expect(this.form).toBeVisible();
  }

  field(label: string): Locator {
    return this.form.getByLabel(label, { exact: true });
  }

  /** Fills the form by field label and submits; resolves with the MLSDetail body sent. */
  async lookUp(values: Record<string, string | number>): Promise<Record<string, unknown>> {
    for (const [label, value] of Object.entries(values))
      await this.field(label).fill(String(value));
    const sent = this.page.waitForRequest(isMlsDetailRequest);
    await this.lookupButton.click();
    return (await sent).postDataJSON() as Record<string, unknown>;
  }

  section(name: string): Locator {
    return this.dialog.getByRole('region', { name, exact: true });
  }

  /** A label/value pair of a section, e.g. ('Listing', 'MLS number', '20000040'). */
  async expectFact(section: string, label: string, value: string | number): Promise<void> {
    await expect(this.section(section)).toContainText(
      new RegExp(`${escapeRegExp(label)}\\s*${escapeRegExp(String(value))}`),
    );
  }

  switch(name: string): Locator {
    return this.dialog.getByRole('switch', { name, exact: true });
  }

  alert(): Locator {
    return this.dialog.getByRole('alert');
  }

  /** The bulk results summary: "N of M matched". */
  matches(): Locator {
    return this.dialog.getByRole('status', { name: 'Matches' });
  }

  bulkTable(): Locator {
    return this.dialog.getByRole('table');
  }
}
