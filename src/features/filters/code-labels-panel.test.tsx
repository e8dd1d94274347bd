// The panel before and after the code tables' labels arrive (code-labels.ts): a chip and a select
// name a code by itself first, then by its label, keeping its value. A file of its own: the labels,
// once loaded, stay for every later test of a file.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PropertySearchRequest } from '../../api/contract/search-request';
import { EMPTY_SEARCH, type SearchState } from '../../state/search/search-state';
import { encodeSearchState } from '../../state/search/search-url';
import { fakeApi, withApi } from '../../test/fake-api';
import { codeLabels, loadCodeLabels } from './code-labels';
import { FilterPanel } from './filter-panel';
import { filterWordsReady } from './filter-words-loader';

function renderPanel() {
  const searchCount = (req: PropertySearchRequest) =>
    Promise.resolve({
      input: req as Record<string, unknown>,
      data: [],
      resultCount: 12,
      resultIndex: 0,
      recordCount: 0,
      statusCode: 200,
      statusMessage: 'Success',
      requestExecutionTimeMS: '1ms',
    });
  const user = userEvent.setup();
  const utils = render(<FilterPanel applyDelayMs={60_000} />, {
    wrapper: withApi(fakeApi({ searchCount })),
  });
  return { ...utils, user };
}

/** The labels are a chunk fetched after the first paint; a busy machine takes its time. */
const LOADED = { timeout: 5000 };

function openUrl(state: SearchState) {
  window.history.replaceState(null, '', `/?${encodeSearchState(state)}`);
}

const chipTexts = () =>
  within(screen.getByRole('list', { name: 'Active filters' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

beforeEach(() => {
  window.history.replaceState(null, '', '/');
  window.localStorage.clear();
});

describe('FilterPanel: the code labels', () => {
  it('names a code by itself until the labels are in, then by its label', async () => {
    expect(codeLabels()).toBeUndefined();
    openUrl({
      ...EMPTY_SEARCH,
      filters: { zip: ['78701'], property_use_code: [181], loan_type_code_first: 'VA' },
    });
    renderPanel();
    expect(chipTexts()).toEqual([
      'Zip codes: 78701×',
      'Property use: 181×',
      'First loan type: VA×',
    ]);
    const loanType = screen.getByLabelText('First loan type');
    expect(loanType).toHaveValue('VA');
    expect(within(loanType).getByRole('option', { selected: true })).toHaveTextContent(/^VA$/);

    // Fetched once the first screen is painted.
    await screen.findByText('Property use: 181 – Single Family Residential', {}, LOADED);
    expect(chipTexts()).toEqual([
      'Zip codes: 78701×',
      'Property use: 181 – Single Family Residential×',
      expect.stringMatching(/^First loan type: VA – .*Veterans Affairs/),
    ]);
    expect(loanType).toHaveValue('VA');
    expect(within(loanType).getByRole('option', { selected: true })).toHaveTextContent(
      /^VA – .*Veterans Affairs/,
    );
    // The list of the open Property group shows the picked code by its label.
    expect(
      await screen.findByRole('button', { name: 'Remove 181 – Single Family Residential' }, LOADED),
    ).toBeInTheDocument();
  });

  it('finds a code list by its options once the labels are in', async () => {
    await Promise.all([filterWordsReady, loadCodeLabels()]);
    const { user } = renderPanel();
    await user.type(screen.getByRole('searchbox', { name: 'Find a filter' }), 'warranty deed');
    expect(await screen.findByText('1 filter found', {}, LOADED)).toBeInTheDocument();
    expect(screen.getByText('Document type')).toBeVisible();
  });
});
