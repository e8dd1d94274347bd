// Screen helper for the Settings dialog: open it from the header, fill the fields, test, save.
import { expect, type Locator, type Page } from '@playwright/test';

export class SettingsDialogScreen {
  readonly openButton: Locator;
  readonly dialog: Locator;
  readonly baseUrl: Locator;
  readonly apiKey: Locator;
  readonly showKey: Locator;
  readonly demoKey: Locator;
  readonly userId: Locator;
  readonly remember: Locator;
  readonly testButton: Locator;
  readonly saveButton: Locator;
  readonly cancelButton: Locator;
  readonly closeButton: Locator;
  readonly forgetButton: Locator;
  readonly testResult: Locator;

  constructor(readonly page: Page) {
    this.openButton = page.getByRole('banner').getByRole('button', { name: 'Settings' });
    this.dialog = page.getByRole('dialog', { name: 'Settings' });
    this.baseUrl = this.dialog.getByLabel('API base URL');
    this.apiKey = this.dialog.getByLabel('API key', { exact: true });
    this.showKey = this.dialog.getByRole('button', { name: 'Show key' });
    this.demoKey = this.dialog.getByRole('combobox', { name: 'Demo key' });
    this.userId = this.dialog.getByLabel(/^User id/);
    this.remember = this.dialog.getByRole('checkbox', { name: 'Remember on this device' });
    this.testButton = this.dialog.getByRole('button', { name: 'Test connection' });
    this.saveButton = this.dialog.getByRole('button', { name: 'Save' });
    this.cancelButton = this.dialog.getByRole('button', { name: 'Cancel' });
    this.closeButton = this.dialog.getByRole('button', { name: 'Close Settings' });
    this.forgetButton = this.dialog.getByRole('button', { name: 'Forget saved settings' });
    this.testResult = this.dialog.getByRole('status');
  }

  async open(): Promise<void> {
    await this.openButton.click();
    await expect(this.dialog).toBeVisible();
  }

  /** Runs "Test connection" and waits for its verdict. */
  async test(): Promise<Locator> {
    await this.testButton.click();
    await expect(this.testResult).not.toHaveText(/^(Testing…)?$/);
    return this.testResult;
  }

  async save(): Promise<void> {
    await this.saveButton.click();
    await expect(this.dialog).toBeHidden();
  }
}
