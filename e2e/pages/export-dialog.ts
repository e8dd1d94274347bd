// Page object for the export: the "Export leads" dialog (rows, column set, picker, merging,
// format) and the export's status region (progress, pause, resume), plus reading the files.
import { readFile } from 'node:fs/promises';
import { strFromU8, unzipSync } from 'fflate';
import Papa from 'papaparse';
import { expect, type Download, type Locator, type Page } from '@playwright/test';

export class ExportDialog {
  readonly dialog: Locator;
  readonly status: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: 'Export leads' });
    this.status = page.getByRole('region', { name: 'Export' });
  }

  async open(): Promise<void> {
    await this.page
      .getByRole('toolbar', { name: 'Results tools' })
      .getByRole('button', { name: 'Export…' })
      .click();
    await expect(this.dialog).toBeVisible();
  }

  async chooseSet(name: string): Promise<void> {
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

  exportButton(): Locator {
    return this.dialog.getByRole('button', { name: /^Export [\d,]+ rows?$/ });
  }

  /** Starts the export and returns the download it ends with. */
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
