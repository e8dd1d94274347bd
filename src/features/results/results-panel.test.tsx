import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error';
import { AppStoreContext } from '../../api/app-store/queries';
import { ApiClientProvider } from '../../api/client-context';
import type { ApiClient } from '../../api/client';
import { SUMMARY_COUNT_KEYS } from '../../api/contract/lead-types';
import type { PropertySearchRequest } from '../../api/contract/search-request';
import type { SearchState } from '../../state/search/search-state';
import { decodeSearchState, encodeSearchState } from '../../state/search/search-url';
import {
  createHoverPickStore,
  HoverPickProvider,
  type HoverPickStore,
} from '../../state/hover-pick';
import { navigateToSearch, showNewSearch } from '../../state/search/use-search-state';
import { openRealAppStore, type RealAppStore } from '../../test/real-app-store';
import { createMlsJoinStore } from '../../state/mls-join';
import { preloadResultsScreen, ResultsPanel } from './results-panel';
import type { ResultsPanelProps } from './results-props';
import { makeListResponse, makeRecord } from './test-fixtures';

const TOTAL = 12_345;
/** Every query hands the client its abort signal, so a newer search cancels the old request. */
const WITH_SIGNAL = { signal: expect.any(AbortSignal) };

// These render the whole panel with 50 rows; give them room on a busy CI machine.
configure({ asyncUtilTimeout: 5000 });

function fakeApi(overrides: Partial<ApiClient> = {}) {
  const envelope = {
    input: {},
    resultIndex: 0,
    recordCount: 0,
    statusCode: 200,
    statusMessage: 'Success',
    requestExecutionTimeMS: '1ms',
  };
  const api: ApiClient = {
    propertySearch: vi.fn(async (req: PropertySearchRequest) => {
      const start = req.resultIndex ?? 0;
      const size = req.size ?? 50;
      const records = Array.from({ length: Math.min(size, TOTAL - start) }, (_, i) =>
        makeRecord(start + i + 1),
      );
      return makeListResponse(records, TOTAL, start, req as Record<string, unknown>);
    }),
    searchCount: vi.fn(async () => ({ ...envelope, data: [], resultCount: TOTAL })),
    searchSummary: vi.fn(async () => ({
      ...envelope,
      data: [],
      resultCount: TOTAL,
      summary: {
        ...Object.fromEntries(SUMMARY_COUNT_KEYS.map((k) => [k, 100])),
        absenteeOwner: 4321,
        medianListingPrice: 425000,
        medianDaysOnMarket: 34,
      } as never,
    })),
    searchIds: vi.fn(async () => ({
      ...envelope,
      data: [1, 2, 3],
      resultCount: 3,
      recordCount: 3,
    })),
    propertyMapping: vi.fn(),
    mlsDetail: vi.fn(),
    mlsDetailBulk: vi.fn(),
    autoComplete: vi.fn(),
    skipTraceBatch: vi.fn(),
    skipTrace: vi.fn(),
    ...overrides,
  };
  return api;
}

class MemoryStorage {
  map = new Map<string, string>();
  getItem = (k: string) => this.map.get(k) ?? null;
  setItem = (k: string, v: string) => void this.map.set(k, v);
  removeItem = (k: string) => void this.map.delete(k);
}

function renderPanel(
  api: ApiClient,
  props: Partial<ResultsPanelProps> = {},
  hoverPick: HoverPickStore = createHoverPickStore(),
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <ApiClientProvider client={{ api, connectionId: 'test' }}>
        <AppStoreContext.Provider value={real.client}>
          <HoverPickProvider store={hoverPick}>
            <ResultsPanel {...props} />
          </HoverPickProvider>
        </AppStoreContext.Provider>
      </ApiClientProvider>
    </QueryClientProvider>,
  );
}

function openSearch(state: Partial<SearchState> = {}) {
  const full: SearchState = {
    filters: { city: 'Austin', state: 'TX' },
    sort: [],
    page: { index: 0, size: 50 },
    ...state,
  };
  window.history.replaceState(null, '', `/?${encodeSearchState(full)}`);
}

function currentState(): SearchState {
  const result = decodeSearchState(window.location.search);
  if (result.kind !== 'ok') throw new Error(`no state: ${result.kind}`);
  return result.state;
}

/** Saved lists live on the real /app/v1, on PGlite in memory: one store for the file. */
let real: RealAppStore;

describe('ResultsPanel', { timeout: 30_000 }, () => {
  // The panel loads the results screen as a chunk; transform it once up front, not inside a test's
  // time, and settle the panel's own handle on it, so no test's first render suspends on it.
  beforeAll(async () => {
    preloadResultsScreen();
    [real] = await Promise.all([openRealAppStore(), import('./results-screen')]);
  }, 60_000);
  afterAll(() => real?.close());

  beforeEach(async () => {
    vi.stubGlobal('localStorage', new MemoryStorage());
    await real.reset();
  });
  afterEach(() => {
    act(() => navigateToSearch(null, { replace: true }));
    vi.unstubAllGlobals();
  });

  it('shows a friendly empty state before any search', () => {
    window.history.replaceState(null, '', '/');
    renderPanel(fakeApi());
    expect(screen.getByText('No search yet')).toBeInTheDocument();
  });

  it('shows the count, the page range and the rows of a search', async () => {
    openSearch();
    renderPanel(fakeApi());
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Lead count' })).toHaveTextContent('12,345 leads'),
    );
    expect(await screen.findByText('1–50 of 12,345')).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(51);
  });

  it('adds a lead type filter when its summary bar is clicked', async () => {
    openSearch({ page: { index: 4, size: 50 } });
    renderPanel(fakeApi());
    // Folded at first, so the rows start high; opened on request.
    const show = await screen.findByRole('button', { name: 'Show lead types' });
    expect(show).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: 'Lead types' })).not.toBeInTheDocument();
    await userEvent.click(show);
    await userEvent.click(
      await screen.findByRole('button', { name: /^Absentee owner: 4,321 leads/ }),
    );
    expect(currentState().filters).toEqual({ city: 'Austin', state: 'TX', absentee_owner: true });
    expect(currentState().page.index).toBe(0);
    // The choice is remembered (in this module and in storage): fold it again for the next tests.
    await userEvent.click(screen.getByRole('button', { name: 'Hide lead types' }));
    expect(screen.queryByRole('region', { name: 'Lead types' })).not.toBeInTheDocument();
  });

  it("shows the filters' next search once its first page is in, not before", async () => {
    openSearch();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const plain = fakeApi();
    const propertySearch = vi.fn(async (req: PropertySearchRequest) => {
      if (req.city === 'Dallas') await held;
      return plain.propertySearch(req);
    });
    renderPanel(fakeApi({ propertySearch }));
    expect(await screen.findByText('1–50 of 12,345')).toBeInTheDocument();
    act(() => showNewSearch({ ...currentState(), filters: { city: 'Dallas', state: 'TX' } }));
    await waitFor(() =>
      expect(propertySearch).toHaveBeenCalledWith(
        expect.objectContaining({ city: 'Dallas', resultIndex: 0 }),
        WITH_SIGNAL,
      ),
    );
    // The screen stays on Austin while Dallas's page is on its way (within the hold).
    expect(currentState().filters.city).toBe('Austin');
    act(() => release());
    await waitFor(() => expect(currentState().filters.city).toBe('Dallas'));
  });

  it('does not ask again for a count that could not be read when the page changes', async () => {
    openSearch();
    const unreadable = new ApiError({ status: 200, errorCode: 'INVALID_RESPONSE', message: 'x' });
    const searchCount = vi.fn().mockRejectedValue(unreadable);
    renderPanel(fakeApi({ searchCount }));
    expect(await screen.findByText('1–50 of 12,345')).toBeInTheDocument();
    await waitFor(() => expect(searchCount).toHaveBeenCalledTimes(1));
    act(() => navigateToSearch({ ...currentState(), page: { index: 1, size: 50 } }));
    expect(await screen.findByText('51–100 of 12,345')).toBeInTheDocument();
    // Past the frame after which a new search's count would be asked for.
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(searchCount).toHaveBeenCalledTimes(1);
  });

  it('sorts on the server through the URL and returns to the first page', async () => {
    openSearch({ page: { index: 3, size: 50 } });
    const api = fakeApi();
    renderPanel(api);
    await userEvent.click(await screen.findByRole('button', { name: /Est\. value/ }));
    expect(currentState().sort).toEqual([{ field: 'estimated_value', direction: 'desc' }]);
    expect(currentState().page.index).toBe(0);
    await waitFor(() =>
      expect(api.propertySearch).toHaveBeenCalledWith(
        expect.objectContaining({ sort: { estimated_value: 'desc' }, resultIndex: 0 }),
        WITH_SIGNAL,
      ),
    );
  });

  it('says how many records could not be shown and numbers the page from its own offset', async () => {
    openSearch({ page: { index: 1, size: 50 } });
    const api = fakeApi({
      propertySearch: vi.fn(async (req: PropertySearchRequest) => {
        const start = req.resultIndex ?? 0;
        const records = Array.from({ length: 48 }, (_, i) => makeRecord(start + i + 1));
        return {
          ...makeListResponse(records, TOTAL, start, req as Record<string, unknown>),
          skipped: [
            { index: 3, path: 'address', problem: 'expected object' },
            { index: 9, path: 'id', problem: 'the record has no id or propertyId' },
          ],
        };
      }),
    });
    renderPanel(api);
    expect(
      await screen.findByText(/^2 records could not be shown: the service sent them/),
    ).toBeInTheDocument();
    // 48 shown + 2 left out: the page still covers rows 51–100.
    expect(screen.getByText('51–100 of 12,345')).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(49);
  });

  it('asks for deep pages by row offset', async () => {
    openSearch({ page: { index: 246, size: 50 } });
    const api = fakeApi();
    renderPanel(api);
    expect(await screen.findByText('12,301–12,345 of 12,345')).toBeInTheDocument();
    expect(api.propertySearch).toHaveBeenCalledWith(
      expect.objectContaining({ resultIndex: 12_300, size: 50 }),
      WITH_SIGNAL,
    );
  });

  it('moves a link that points past the last page to the last page', async () => {
    openSearch({ page: { index: 999, size: 50 } });
    const api = fakeApi({
      propertySearch: vi.fn(async (req: PropertySearchRequest) => {
        const start = req.resultIndex ?? 0;
        const records = start < TOTAL ? [makeRecord(start + 1)] : [];
        return makeListResponse(records, TOTAL, start, req as Record<string, unknown>);
      }),
    });
    renderPanel(api);
    await waitFor(() => expect(currentState().page.index).toBe(246));
  });

  it('prefetches the next page', async () => {
    openSearch();
    const api = fakeApi();
    renderPanel(api);
    await waitFor(() =>
      expect(api.propertySearch).toHaveBeenCalledWith(
        expect.objectContaining({ resultIndex: 50, size: 50 }),
        WITH_SIGNAL,
      ),
    );
  });

  it('privacy mode sets obfuscate and hides the name and address columns', async () => {
    openSearch();
    renderPanel(fakeApi());
    expect(await screen.findByRole('columnheader', { name: 'Owner' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('switch', { name: /Privacy mode/ }));
    expect(currentState().filters.obfuscate).toBe(true);
    expect(screen.queryByRole('columnheader', { name: 'Owner' })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('columnheader', { name: 'Property address' }),
    ).not.toBeInTheDocument();
  });

  it('explains a bad key and points to Settings', async () => {
    openSearch();
    const onOpenSettings = vi.fn();
    const unauthorized = new ApiError({
      status: 401,
      errorCode: 'AUTH_KEY_INACTIVE',
      message: 'inactive',
    });
    renderPanel(fakeApi({ propertySearch: vi.fn().mockRejectedValue(unauthorized) }), {
      onOpenSettings,
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Check your API key in Settings');
    await userEvent.click(within(alert).getByRole('button', { name: 'Open Settings' }));
    expect(onOpenSettings).toHaveBeenCalledTimes(1);
  });

  it('suggests which filter to loosen when nothing matches', async () => {
    openSearch({ filters: { city: 'Austin', state: 'TX', vacant: true } });
    const api = fakeApi({
      propertySearch: vi.fn(async (req: PropertySearchRequest) =>
        makeListResponse([], 0, 0, req as Record<string, unknown>),
      ),
      searchCount: vi.fn(async (req: PropertySearchRequest) => ({
        input: {},
        data: [],
        resultCount: req.vacant ? 0 : 812,
        resultIndex: 0,
        recordCount: 0,
        statusCode: 200,
        statusMessage: 'Success',
        requestExecutionTimeMS: '1ms',
      })),
    });
    renderPanel(api);
    const suggestion = await screen.findByRole('button', { name: /Remove vacant/ });
    expect(suggestion).toHaveTextContent('812 leads');
    await userEvent.click(suggestion);
    expect(currentState().filters).toEqual({ city: 'Austin', state: 'TX' });
  });

  it('saves the matches as a list and reopens it with its ids', async () => {
    openSearch();
    const api = fakeApi();
    renderPanel(api);
    await screen.findByText('1–50 of 12,345');
    await userEvent.click(screen.getByRole('button', { name: 'Save as list' }));
    const name = screen.getByRole('textbox', { name: 'List name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Austin test');
    await userEvent.click(screen.getByRole('button', { name: 'Save list' }));
    expect(await screen.findByText('Saved “Austin test” with 3 leads.')).toBeInTheDocument();
    const [saved] = (await real.client.lists()).lists;
    expect(saved).toMatchObject({ name: 'Austin test', size: 3, source: { kind: 'search' } });
    const source = decodeSearchState(saved?.source.query ?? '');
    expect(source.kind === 'ok' && source.state.filters).toEqual({ city: 'Austin', state: 'TX' });

    await userEvent.click(screen.getByRole('button', { name: 'Saved lists (1)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(currentState().listId).toBe(saved?.id);
    await waitFor(() =>
      expect(api.propertySearch).toHaveBeenCalledWith(
        expect.objectContaining({ ids: [1, 2, 3] }),
        WITH_SIGNAL,
      ),
    );
    expect(await screen.findByRole('region', { name: 'Saved list' })).toHaveTextContent(
      'Austin test',
    );
  });

  it('hands selected ids to the bulk MLS lookup in the table order, with their addresses', async () => {
    openSearch();
    // The page lists ids from high to low: the table's order is not the ids' order.
    const api = fakeApi({
      propertySearch: vi.fn(async () =>
        makeListResponse(
          Array.from({ length: 50 }, (_, i) => makeRecord(50 - i)),
          50,
        ),
      ),
    });
    const onBulkLookup = vi.fn();
    renderPanel(api, { onBulkLookup });
    await userEvent.click(await screen.findByRole('checkbox', { name: /Select property 2,/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /Select property 5,/ }));
    await userEvent.click(screen.getByRole('button', { name: 'MLS lookup' }));
    expect(onBulkLookup).toHaveBeenCalledTimes(1);
    const [ids, addresses] = onBulkLookup.mock.calls[0] as [number[], Map<number, string>];
    expect(ids).toEqual([5, 2]);
    expect([...addresses]).toEqual([
      [5, '5 Main St, Austin, TX 78701'],
      [2, '2 Main St, Austin, TX 78701'],
    ]);
  });

  it('shows a bulk MLS lookup on the looked-up leads’ rows, misses as “no listing”', async () => {
    openSearch();
    const mlsJoin = createMlsJoinStore();
    renderPanel(fakeApi(), { mlsJoin });
    const table = await screen.findByRole('table');
    await screen.findByRole('checkbox', { name: /Select property 3,/ });
    expect(within(table).queryByRole('columnheader', { name: /MLS lookup/ })).toBeNull();
    act(() =>
      mlsJoin.merge([
        {
          assessorId: 3,
          matched: true,
          status: 'Active',
          listingPrice: 512000,
          daysOnMarket: 12,
          listingAgent: 'Ann Agent',
        },
        { assessorId: 4, matched: false },
      ]),
    );
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers.slice(-4)).toEqual([
      'MLS lookup: status',
      'MLS lookup: list price',
      'MLS lookup: days on market',
      'MLS lookup: listing agent',
    ]);
    const rowOf = (id: number) =>
      screen.getByRole('checkbox', { name: new RegExp(`Select property ${id},`) }).closest('tr')!;
    const lastCells = (id: number) => [...rowOf(id).cells].slice(-4).map((c) => c.textContent);
    expect(lastCells(3)).toEqual(['Active', '$512,000', '12', 'Ann Agent']);
    expect(lastCells(4)).toEqual(['no listing', '', '', '']);
    expect(lastCells(5)).toEqual(['', '', '', '']);
    expect(screen.getByRole('note')).toHaveTextContent('2 leads looked up, 1 listing found');
    await userEvent.click(screen.getByRole('button', { name: 'Remove MLS columns' }));
    expect(within(table).queryByRole('columnheader', { name: /MLS lookup/ })).toBeNull();
  });

  it('selects every match through ids_only after the whole page is selected', async () => {
    openSearch();
    const api = fakeApi();
    renderPanel(api);
    await userEvent.click(
      await screen.findByRole('checkbox', { name: 'Select all rows on this page' }),
    );
    expect(screen.getByText('50 leads selected')).toBeInTheDocument();
    await userEvent.click(
      screen.getByRole('button', { name: 'Select the first 10,000 of 12,345 matches' }),
    );
    expect(await screen.findByText('3 leads selected')).toBeInTheDocument();
    // One ids_only request, on the count's filters (no paging, no privacy), cancellable.
    expect(api.searchIds).toHaveBeenCalledTimes(1);
    expect(api.searchIds).toHaveBeenCalledWith({ city: 'Austin', state: 'TX' }, WITH_SIGNAL);
  });

  it('a row click picks the record through the shared store, which opens its detail', async () => {
    openSearch();
    const openDetail = vi.fn();
    const hoverPick = createHoverPickStore(openDetail);
    renderPanel(fakeApi(), {}, hoverPick);
    await userEvent.click(await screen.findByText('7 Main St'));
    expect(openDetail).toHaveBeenCalledTimes(1);
    expect(openDetail).toHaveBeenCalledWith(expect.objectContaining({ id: '7' }));
    expect(hoverPick.get().pickedId).toBe('7');
    expect(screen.getByText('7 Main St').closest('tr')).toHaveClass('is-highlighted');
  });

  it('rows are not clickable when nothing opens a detail', async () => {
    openSearch();
    const hoverPick = createHoverPickStore();
    renderPanel(fakeApi(), {}, hoverPick);
    const cell = await screen.findByText('7 Main St');
    expect(cell.closest('tr')).not.toHaveClass('is-clickable');
    await userEvent.click(cell);
    expect(hoverPick.get().pickedId).toBeNull();
  });

  it('keeps the MLS lookup button disabled until the feature is wired', async () => {
    openSearch();
    renderPanel(fakeApi());
    await userEvent.click(await screen.findByRole('checkbox', { name: /Select property 2,/ }));
    expect(screen.getByRole('button', { name: 'MLS lookup' })).toBeDisabled();
  });
});
