// Screen helper for the where-box: type a place, pick a suggestion by mouse or keyboard, read its chips.
import { expect, type Locator, type Page } from '@playwright/test';

export class WhereBoxScreen {
  readonly input: Locator;
  readonly list: Locator;
  readonly chips: Locator;
  readonly status: Locator;

  constructor(readonly page: Page) {
    const panel = page.getByRole('complementary', { name: 'Filters' });
    this.input = panel.getByRole('combobox', { name: /^Where/ });
    this.list = panel.getByRole('listbox', { name: 'Places' });
    this.chips = panel.getByRole('list', { name: 'Places searched' });
    this.status = panel.locator('.where-box__status');
  }

  /** A suggestion by its accessible name: "<label>, <kind>", e.g. "Dallas County, TX, County". */
  option(name: string | RegExp): Locator {
    return this.list.getByRole('option', { name });
  }

  /** A group of suggestions by its heading word ("County", "City", "Zip", …). */
  group(word: string): Locator {
    return this.list.getByRole('group', { name: word, exact: true });
  }

  /** Types like a person (so the debounce and the lookups run as they would). */
  async type(text: string): Promise<void> {
    await this.input.click();
    await this.input.fill('');
    await this.input.pressSequentially(text, { delay: 30 });
  }

  /** Types `text`, waits for the suggestion and clicks it. */
  async pick(text: string, option: string | RegExp): Promise<void> {
    await this.type(text);
    await this.option(option).click();
    await expect(this.input).toHaveValue('');
  }

  /** Presses Tab from where focus is until the box has it (at most 12 times). */
  async tabTo(): Promise<void> {
    const focused = () => this.input.evaluate((el) => el === document.activeElement);
    for (let i = 0; i < 12 && !(await focused()); i++) await this.page.keyboard.press('Tab');
  }

  chip(label: string): Locator {
    return this.chips.getByRole('listitem').filter({ hasText: label });
  }
}
