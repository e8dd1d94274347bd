// Screen helper for the filter panel: open a search by URL, set filters by label, read the URL state, ask the mock.
import {
  expect,
  type APIRequestContext,
  type Locator,
  type Page,
  type Request,
} from '@playwright/test';

export type Filters = Record<string, unknown>;

interface CompactState {
  f: Filters;
  s?: [string, 'asc' | 'desc'][];
  p?: [number, number];
  l?: string;
}

/** The app's versioned URL format (src/features/search-state): `/?v=1&q=<base64url JSON>`. */
function searchUrl(filters: Filters, extra: Omit<CompactState, 'f'> = {}): string {
  const q = Buffer.from(JSON.stringify({ f: filters, ...extra }), 'utf8').toString('base64url');
  return `/?v=1&q=${q}`;
}

/** The search state a page URL holds, or undefined when it holds none. */
export function readUrlState(url: string): CompactState | undefined {
  const parsed = new URL(url);
  const q = parsed.searchParams.get('q');
  if (!q) return undefined;
  expect(parsed.searchParams.get('v')).toBe('1');
  return JSON.parse(Buffer.from(q, 'base64url').toString('utf8')) as CompactState;
}

interface MockAnswer<T> {
  data: T;
  resultCount: number;
}

/** The mock's own answer for a request body (the ground truth the app must agree with). */
export async function askMock<T = Record<string, unknown>[]>(
  request: APIRequestContext,
  body: Filters,
): Promise<MockAnswer<T>> {
  const response = await request.post('/v2/PropertySearch', {
    data: body,
    headers: { 'x-api-key': 'demo' },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as MockAnswer<T>;
}

function postBody(request: Request): Filters {
  return (request.postDataJSON() ?? {}) as Filters;
}

/** True for the results table's list request (not a count, summary or ids_only request). */
export function isListRequest(request: Request): boolean {
  if (request.method() !== 'POST' || !request.url().endsWith('/v2/PropertySearch')) return false;
  const body = postBody(request);
  return !body.count && !body.summary && !body.ids_only;
}

/** True for a count request (the panel's live count, or the results count widget). */
export function isCountRequest(request: Request): boolean {
  return (
    request.method() === 'POST' &&
    request.url().endsWith('/v2/PropertySearch') &&
    postBody(request).count === true
  );
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export class FilterPanelScreen {
  readonly root: Locator;
  readonly searchButton: Locator;
  readonly liveCount: Locator;
  readonly problems: Locator;
  readonly chips: Locator;
  readonly findBox: Locator;
  readonly clearAll: Locator;
  /** "Updating the results…" while an edit is on its way to the table; absent otherwise. */
  readonly pending: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByRole('complementary', { name: 'Filters' });
    this.searchButton = this.root.getByRole('button', { name: 'Search', exact: true });
    this.liveCount = this.root.getByText(/^[\d,]+ leads? match$/);
    this.problems = this.root.getByText(/^Fix \d+ problems? to search$/);
    this.chips = this.root.getByRole('list', { name: 'Active filters' });
    this.findBox = this.root.getByRole('searchbox', { name: 'Find a filter' });
    this.clearAll = this.root.getByRole('button', { name: 'Clear all' });
    this.pending = this.root.getByText('Updating the results…');
  }

  /** Opens the app, with a search in the URL when given, and waits for the first count. */
  async open(filters?: Filters, extra?: Omit<CompactState, 'f'>): Promise<void> {
    await this.page.goto(filters ? searchUrl(filters, extra) : '/');
    await expect(this.searchButton).toBeVisible();
  }

  groupToggle(title: string): Locator {
    return this.root.getByRole('button', {
      name: new RegExp(`^${escapeRegExp(title)}( \\d+ active)?$`),
    });
  }

  async openGroup(title: string): Promise<void> {
    const toggle = this.groupToggle(title);
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  }

  /** A text input, select or one side of a range, by its accessible name. */
  field(label: string): Locator {
    return this.root.getByLabel(label, { exact: true });
  }

  flag(label: string): Locator {
    return this.root.getByRole('radiogroup', { name: label, exact: true });
  }

  async setFlag(label: string, value: 'Any' | 'Yes' | 'No'): Promise<void> {
    await this.flag(label).getByRole('radio', { name: value, exact: true }).check();
  }

  /** The inline error paragraph(s) of a field, through its aria-describedby. */
  async expectError(label: string, message: string | RegExp): Promise<void> {
    const field = this.field(label);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(
      message instanceof RegExp ? message : new RegExp(escapeRegExp(message)),
    );
  }

  async expectNoError(label: string): Promise<void> {
    await expect(this.field(label)).not.toHaveAttribute('aria-invalid', 'true');
  }

  /**
   * Applies the form's edits and returns the search the URL then holds. Edits apply by themselves
   * after a pause (src/features/filters/use-auto-apply.ts) and Search applies them at once; either
   * way the search is in once the panel no longer says it is updating the results, the URL moving
   * when the new search's first page is in (state/search/show-when-ready): behind another worker's
   * 50,000-row export on the same mock that once took over the 10 s default. A wait, not a speed
   * limit.
   */
  async search(): Promise<CompactState> {
    await expect(this.searchButton).toBeEnabled();
    await this.searchButton.click();
    await expect(this.pending).toHaveCount(0, { timeout: 30_000 });
    const state = readUrlState(this.page.url());
    if (!state) throw new Error(`no search in ${this.page.url()}`);
    return state;
  }

  urlState(): CompactState | undefined {
    return readUrlState(this.page.url());
  }

  /** Waits until the live count has settled on a number, and returns it. */
  async settledCount(): Promise<number> {
    await expect(this.root.getByText('Updating…')).toBeHidden();
    await expect(this.liveCount).toBeVisible();
    return Number((await this.liveCount.textContent())?.replace(/[^\d]/g, ''));
  }
}
