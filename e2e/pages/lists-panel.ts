// Screen helper for the Lists and searches panel (features/lists), plus direct calls to the app's
// /app/v1 API and the mock's data clock, used as the ground truth the panel must match.
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

export interface ApiList {
  id: string;
  name: string;
  size: number;
  ids: string[];
  tags: { name: string; color: string }[];
  mine: boolean;
  shared: boolean;
}

/** Calls /app/v1 as the browser's user (the mock's single local user in vite preview). */
export async function appApi<T>(
  request: APIRequestContext,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await request.fetch(`/app/v1${path}`, {
    method,
    ...(body === undefined ? {} : { data: body }),
  });
  expect(response.status(), `${method} ${path}`).toBeLessThan(300);
  return (await response.json()) as T;
}

/** The list called `name` (names in these tests are unique per run). */
export async function listNamed(request: APIRequestContext, name: string): Promise<ApiList> {
  const { lists } = await appApi<{ lists: { id: string; name: string }[] }>(
    request,
    'GET',
    `/lists?q=${encodeURIComponent(name)}`,
  );
  const found = lists.find((l) => l.name === name);
  if (!found) throw new Error(`no list called ${name}`);
  return appApi<ApiList>(request, 'GET', `/lists/${found.id}`);
}

/** Moves the mock's data clock (mock-server/routes/data-clock.ts), scoped to some ids. */
export async function setDataClock(
  request: APIRequestContext,
  tick: number,
  scope?: readonly number[],
): Promise<void> {
  const response = await request.post('/__mock/data-clock', {
    data: scope ? { tick, scope } : { tick },
  });
  expect(response.ok()).toBe(true);
}

/** A name no other test (or retry) of this run uses: every test shares one lists database. */
export function uniqueName(name: string, info: { workerIndex: number; retry: number }): string {
  return `${name} ${info.workerIndex}-${info.retry}-${Date.now() % 1_000_000}`;
}

export class ListsPanelScreen {
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: 'Lists and searches' });
  }

  async open(): Promise<void> {
    await this.page.getByRole('button', { name: 'Lists and searches' }).click();
    await expect(this.dialog).toBeVisible();
  }

  button(name: string | RegExp): Locator {
    return this.dialog.getByRole('button', { name });
  }

  get status(): Locator {
    return this.dialog.locator('.lists-panel__status');
  }

  list(name: string): Locator {
    return this.dialog.getByRole('list', { name: 'Lists' }).getByRole('listitem', {
      name,
      exact: true,
    });
  }

  search(name: string): Locator {
    return this.dialog.getByRole('list', { name: 'Saved searches' }).getByRole('listitem', {
      name,
      exact: true,
    });
  }

  /** Fills the name and presses one of the "Keep leads" buttons; waits for the confirmation. */
  async keep(name: string, button: string | RegExp): Promise<void> {
    await this.dialog.getByLabel('Name', { exact: true }).fill(name);
    await this.button(button).click();
    await expect(this.status).toContainText(`“${name}”`);
  }
}
