// Screen helper for the sign-in screen the production server asks for in proxy mode.
import { expect, type Browser, type Locator, type Page } from '@playwright/test';

export class SignInScreen {
  readonly heading: Locator;
  readonly name: Locator;
  readonly password: Locator;
  readonly submit: Locator;
  readonly alert: Locator;
  readonly signOut: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Sign in' });
    this.name = page.getByLabel('User name');
    this.password = page.getByLabel('Password');
    this.submit = page.getByRole('button', { name: 'Sign in' });
    this.alert = page.getByRole('alert');
    this.signOut = page.getByRole('banner').getByRole('button', { name: 'Sign out' });
  }

  async signIn(name: string, password: string) {
    await this.name.fill(name);
    await this.password.fill(password);
    await this.submit.click();
  }
}

/** A new browser context signed in as `name` at `origin`: its page, with the banner saying so. */
export async function signedInPage(
  browser: Browser,
  origin: string,
  name: string,
  password: string,
): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(origin);
  await new SignInScreen(page).signIn(name, password);
  await expect(page.getByRole('banner')).toContainText(`Signed in as ${name}`);
  return page;
}
