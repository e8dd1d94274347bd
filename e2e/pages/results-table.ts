// Screen helper for the results feature: open a search by URL, read the table, ask the mock directly.
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

export type SortPair = [field: string, direction: 'asc' | 'desc'];

export interface UrlState {
  filters: Record<string, unknown>;
  sort?: SortPair[];
  /** [page index, page size] as the app's search state holds it. */
  page?: [number, number];
  listId?: string;
}

/** The app's compact URL format (src/features/search-state): `/?v=1&q=<base64url JSON>`. */
export function searchUrl({ filters, sort, page, listId }: UrlState): string {
  const compact: Record<string, unknown> = { f: filters };
  if (sort?.length) compact.s = sort;
  if (page) compact.p = page;
  if (listId) compact.l = listId;
  const q = Buffer.from(JSON.stringify(compact), 'utf8').toString('base64url');
  return `/?v=1&q=${q}`;
}

/** Reads the search state back out of a page URL (to check what a click wrote). */
export function readUrlState(url: string): {
  f: Record<string, unknown>;
  s?: SortPair[];
  p?: [number, number];
  l?: string;
} {
  const q = new URL(url).searchParams.get('q');
  if (!q) throw new Error(`no search in ${url}`);
  return JSON.parse(Buffer.from(q, 'base64url').toString('utf8')) as ReturnType<
    typeof readUrlState
  >;
}

const CONNECTION_STORAGE_KEY = 'llb.connection.v1';

/** Switches the API key before the app loads, the way the Settings dialog stores it. */
export async function useApiKey(page: Page, apiKey: string): Promise<void> {
  await page.addInitScript(([key, value]) => window.sessionStorage.setItem(key, value), [
    CONNECTION_STORAGE_KEY,
    JSON.stringify({ baseUrl: '', apiKey }),
  ] as const);
}

interface MockEnvelope<T> {
  data: T;
  resultCount: number;
  resultIndex: number;
  recordCount: number;
  summary?: Record<string, number | null>;
}

/** The mock's own answer for a request, as the ground truth the table must match. */
export async function askMock<T = { id: string }[]>(
  request: APIRequestContext,
  body: Record<string, unknown>,
  apiKey = 'demo',
): Promise<MockEnvelope<T>> {
  const response = await request.post('/v2/PropertySearch', {
    data: body,
    headers: { 'x-api-key': apiKey },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as MockEnvelope<T>;
}

export class ResultsScreen {
  readonly region: Locator;
  readonly table: Locator;
  readonly count: Locator;
  readonly pager: Locator;
  readonly range: Locator;
  readonly leadTypes: Locator;
  readonly toolbar: Locator;
  readonly selectionBar: Locator;

  constructor(readonly page: Page) {
    this.region = page.getByRole('region', { name: 'Results' });
    this.table = this.region.getByRole('table');
    this.count = this.region.getByRole('status', { name: 'Lead count' });
    this.pager = this.region.getByRole('navigation', { name: 'Pages' });
    this.range = this.pager.getByText(/\d of [\d,]+$/);
    // Side by side (≥1200 px wide) the lead types stand under the map, outside the results region.
    this.leadTypes = page.getByRole('region', { name: 'Lead types' });
    this.toolbar = this.region.getByRole('toolbar', { name: 'Results tools' });
    this.selectionBar = this.region.getByRole('region', { name: 'Selection' });
  }

  /**
   * Makes sure the lead-type summary shows: under the map it is always open (≥1200 px wide); above
   * the table, narrower, it starts folded (so rows show under the map) and this opens it.
   */
  async showLeadTypes(): Promise<void> {
    const show = this.region.getByRole('button', { name: 'Show lead types' });
    await expect(this.leadTypes.or(show)).toBeVisible();
    if (await show.isVisible()) await show.click();
    await expect(this.leadTypes).toBeVisible();
  }

  rowCheckbox(id: string): Locator {
    return this.table.getByRole('checkbox', { name: new RegExp(`^Select property ${id}\\b`) });
  }

  /** The table row of a lead, found by its checkbox. */
  row(id: string): Locator {
    // `has` is searched inside each row: a page-rooted locator, not one through the table.
    const checkbox = this.page.getByRole('checkbox', {
      name: new RegExp(`^Select property ${id}\\b`),
    });
    return this.table.getByRole('row').filter({ has: checkbox });
  }

  /** Ids of the rows whose checkbox is checked, in table order. */
  async checkedIds(): Promise<string[]> {
    const labels = await this.rowCheckboxes().evaluateAll((els) =>
      els
        .filter((el) => (el as HTMLInputElement).checked)
        .map((el) => el.getAttribute('aria-label') ?? ''),
    );
    return labels.map((label) => /^Select property (\d+)/.exec(label)?.[1] ?? '');
  }

  async columnHeaders(): Promise<string[]> {
    return this.table
      .getByRole('columnheader')
      .evaluateAll((els) => els.map((el) => (el.textContent ?? '').trim()));
  }

  /** A lead's cells under these column headers, as shown. */
  async cells(id: string, headers: readonly string[]): Promise<string[]> {
    const all = await this.columnHeaders();
    const texts = await this.row(id)
      .getByRole('cell')
      .evaluateAll((els) => els.map((el) => (el.textContent ?? '').trim()));
    return headers.map((h) => texts[all.indexOf(h)] ?? `<no column ${h}>`);
  }

  /** Opens a search by URL; by default waits until its first page of rows has loaded. */
  async open(state: UrlState, { settled = true }: { settled?: boolean } = {}): Promise<void> {
    await this.page.goto(searchUrl(state));
    if (settled) await this.waitForRows();
  }

  /**
   * Waits until the table shows settled rows (not skeletons, not a previous page). Up to 15 s: a
   * page opened with a search loads the results chunk, runs the search and renders it, and on a
   * slow 2-core machine (the map and the page drawn in software) that took over 5 s.
   */
  async waitForRows(): Promise<void> {
    await expect(this.table).toHaveAttribute('aria-busy', 'false', { timeout: 15_000 });
  }

  rowCheckboxes(): Locator {
    return this.table.getByRole('checkbox', { name: /^Select property \d+/ });
  }

  /** Property ids of the shown rows, in table order (read from the row checkboxes' labels). */
  async rowIds(): Promise<string[]> {
    const labels = await this.rowCheckboxes().evaluateAll((els) =>
      els.map((el) => el.getAttribute('aria-label') ?? ''),
    );
    return labels.map((label) => /^Select property (\d+)/.exec(label)?.[1] ?? '');
  }

  /** Asserts the table shows exactly these ids, retrying while a page loads. */
  async expectIds(ids: readonly string[]): Promise<void> {
    await expect.poll(() => this.rowIds()).toEqual(ids);
    await this.waitForRows();
  }

  sortButton(label: string | RegExp): Locator {
    return this.table.getByRole('columnheader').getByRole('button', { name: label });
  }

  pagingControl(name: 'First page' | 'Previous page' | 'Next page' | 'Last page'): Locator {
    return this.pager.getByRole('button', { name });
  }

  sizeChooser(): Locator {
    return this.pager.getByRole('combobox', { name: 'Rows per page' });
  }

  leadType(label: string): Locator {
    return this.leadTypes.getByRole('button', { name: new RegExp(`^${label}:`) });
  }

  privacySwitch(): Locator {
    return this.toolbar.getByRole('switch', { name: /Privacy mode/ });
  }

  menuButton(name: string | RegExp): Locator {
    return this.toolbar.getByRole('button', { name });
  }

  dialog(name: string): Locator {
    return this.region.getByRole('dialog', { name });
  }

  /** Saves the search on screen as a list named `name` (the toolbar's Save as list). */
  async saveAsList(name: string): Promise<void> {
    await this.menuButton('Save as list').click();
    const form = this.dialog('Save as list');
    await form.getByRole('textbox', { name: 'List name' }).fill(name);
    await form.getByRole('button', { name: 'Save list' }).click();
    await expect(this.region.getByText(`Saved “${name}”`)).toBeVisible();
  }

  /** Opens the saved list named `name` from the toolbar's Saved lists menu. */
  async openSavedList(name: string): Promise<void> {
    await this.menuButton(/^Saved lists/).click();
    await this.dialog('Saved lists')
      .getByRole('listitem')
      .filter({ hasText: name })
      .getByRole('button', { name: 'Open' })
      .click();
  }

  /** The number in "12,345 leads". */
  async countValue(): Promise<number> {
    const text = (await this.count.textContent()) ?? '';
    return Number(text.replace(/[^\d]/g, ''));
  }
}
