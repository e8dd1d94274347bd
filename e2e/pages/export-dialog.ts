// Page object for the export: the "Export leads" dialog (its purposes, which start an export at
// once; Custom's rows, column set, picker, merging, format) and the export's status region
// (progress, pause, resume), plus reading the files.
import { readFile } from 'node:fs/promises';
import { strFromU8, unzipSync } from 'fflate';
import Papa from 'papaparse';
import { expect, type Download, type Locator, type Page } from '@playwright/test';

export type Purpose = 'Mail merge' | 'Dialer' | 'Full';

export class ExportDialog {
  readonly dialog: Locator;
  readonly status: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: 'Export leads' });
    this.status = page.getByRole('region', { name: 'Export' });
  }

  async open(): Promise<void> {
    await this.page
      .getByRole('region', { name: 'Results' })
      .getByRole('button', { name: 'Export…', exact: true })
      .click();
    await expect(this.dialog).toBeVisible();
  }

  /** The confirm gate, opened before an export above the team's threshold (issue 39). */
  spendDialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Spend credits?' });
  }

  /** Answers the confirm gate's "Spend up to N credits" for an export that buys `credits`. */
  async confirmSpend(credits: number): Promise<void> {
    const dialog = this.spendDialog();
    await expect(dialog).toContainText(`${credits.toLocaleString('en-US')} to buy`);
    await dialog
      .getByRole('button', { name: `Spend up to ${credits.toLocaleString('en-US')} credits` })
      .click();
    await expect(dialog).toBeHidden();
  }

  /** A purpose's button: "Mail merge", "Dialer", "Full" or "Custom". */
  purpose(name: Purpose | 'Custom'): Locator {
    return this.dialog
      .getByRole('group', { name: 'What is the file for?' })
      .getByRole('button', { name, exact: true });
  }

  /** Clicks a purpose (which starts the export) and returns the download it ends with. */
  async exportFor(name: Purpose): Promise<Download> {
    const downloading = this.page.waitForEvent('download', { timeout: 120_000 });
    await this.purpose(name).click();
    return downloading;
  }

  /** Opens Custom: rows, column sets, the picker, merging and format. */
  async custom(): Promise<void> {
    const toggle = this.purpose('Custom');
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    await expect(this.dialog.getByLabel('Column set')).toBeVisible();
  }

  async chooseSet(name: string): Promise<void> {
    await this.custom();
    await this.dialog.getByLabel('Column set').selectOption({ label: name });
  }

  /** Column labels in the file, in order, as the picker lists them. */
  async chosenColumns(): Promise<string[]> {
    return this.dialog
      .getByRole('list', { name: /columns in the file/ })
      .locator('.column-picker__label')
      .allTextContents();
  }

  async addColumn(search: string, label: string): Promise<void> {
    await this.dialog.getByLabel('Find a column').fill(search);
    await this.dialog
      .getByRole('group', { name: 'Available columns' })
      .getByRole('checkbox', { name: label, exact: true })
      .check();
    await this.dialog.getByLabel('Find a column').fill('');
  }

  async removeColumn(label: string): Promise<void> {
    await this.dialog.getByRole('button', { name: `Remove ${label}`, exact: true }).click();
  }

  async moveUp(label: string, times = 1): Promise<void> {
    for (let i = 0; i < times; i += 1)
      await this.dialog.getByRole('button', { name: `Move ${label} up`, exact: true }).click();
  }

  async limitRows(rows: number): Promise<void> {
    await this.dialog.getByRole('checkbox', { name: 'Stop after' }).check();
    await this.dialog.getByLabel('Rows to export at most').fill(String(rows));
  }

  async mergeBy(label: 'Off: one row per property' | 'By mailing address' | 'By owner') {
    await this.dialog.getByLabel('Merge duplicates').selectOption({ label });
  }

  /** Custom's own start button, "Export 1,234 rows". */
  exportButton(): Locator {
    return this.dialog.getByRole('button', { name: /^Export [\d,]+ rows?$/ });
  }

  /** Starts Custom's export and returns the download it ends with. */
  async exportAndDownload(): Promise<Download> {
    const downloading = this.page.waitForEvent('download', { timeout: 120_000 });
    await this.exportButton().click();
    return downloading;
  }
}

export async function readCsvRows(download: Download): Promise<Record<string, string>[]> {
  const text = await readFile(await download.path(), 'utf8');
  expect(text.charCodeAt(0)).toBe(0xfeff);
  const parsed = Papa.parse<Record<string, string>>(text.slice(1), {
    header: true,
    skipEmptyLines: true,
  });
  expect(parsed.errors).toEqual([]);
  return parsed.data;
}

export async function readCsvHeader(download: Download): Promise<string[]> {
  const text = await readFile(await download.path(), 'utf8');
  return Papa.parse<string[]>(text.slice(1).split('\r\n')[0] ?? '').data[0] ?? [];
}

/** The first sheet of an .xlsx download, as its raw XML. */
export async function readXlsxSheet(download: Download): Promise<string> {
  const files = unzipSync(new Uint8Array(await readFile(await download.path())));
  return strFromU8(files['xl/worksheets/sheet1.xml'] ?? new Uint8Array());
}

/** "99 Elm Ave #4|75201": a row's mailbox, as the app normalises it (case, spacing, zip+4 aside). */
export function mailbox(row: Record<string, string>): string {
  return `${(row['Mailing Address'] ?? '').toUpperCase().replace(/\s+/g, ' ').trim()}|${(row['Mailing Zip'] ?? '').slice(0, 5)}`;
}
