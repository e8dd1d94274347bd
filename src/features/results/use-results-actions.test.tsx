// The results' actions with a fake client, list store and exporter: selection per search, exports
// built from the selection, and leaving or deleting the open list.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiClientProvider } from '../../api/client-context';
import type { ListSummary } from '../../api/app-store/contract';
import type { ApiClient } from '../../api/client';
import { searchRequests } from '../../state/search/search-requests';
import type { SearchState } from '../../state/search/search-state';
import { decodeSearchState, encodeSearchState } from '../../state/search/search-url';
import { navigateToSearch } from '../../state/search/use-search-state';
import { closeExportDialog, useExportDialogScope } from './export/export-dialog-store';
import type { useExport } from './export/use-export';
import type { useSavedLists } from './lists-menu/use-saved-lists';
import { useResultsActions, type ResultsActionsInput } from './use-results-actions';

const SEARCH: SearchState = {
  filters: { city: 'Austin', state: 'TX', obfuscate: true },
  sort: [{ field: 'year_built', direction: 'asc' }],
  page: { index: 3, size: 50 },
};

const LIST: ListSummary = {
  id: 'list-1',
  name: 'Austin flips',
  tags: [],
  size: 2,
  owner: 'local',
  mine: true,
  shared: false,
  source: {
    kind: 'search',
    query: encodeSearchState({
      filters: { city: 'Dallas', state: 'TX' },
      sort: [],
      page: { index: 0, size: 50 },
    }),
  },
  createdAt: '2026-01-02T00:00:00.000Z',
  updatedAt: '2026-01-02T00:00:00.000Z',
};

function fakes() {
  const exporter = { start: vi.fn(), view: { status: 'idle' } } as unknown as ReturnType<
    typeof useExport
  >;
  const remove = vi.fn(async () => undefined);
  const savedLists = { remove: { mutateAsync: remove } } as unknown as ReturnType<
    typeof useSavedLists
  >;
  const api = { searchIds: vi.fn() } as unknown as ApiClient;
  const queryClient = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <ApiClientProvider client={{ api, connectionId: 'test' }}>{children}</ApiClientProvider>
    </QueryClientProvider>
  );
  return { exporter, savedLists, remove, wrapper };
}

function input(
  state: SearchState,
  rest: Pick<ResultsActionsInput, 'exporter' | 'savedLists'>,
  openList?: ListSummary,
): ResultsActionsInput {
  return { state, requests: searchRequests(state), openList, total: 500, ...rest };
}

function currentState(): SearchState | undefined {
  const result = decodeSearchState(window.location.search);
  return result.kind === 'ok' ? result.state : undefined;
}

describe('useResultsActions', () => {
  afterEach(() => navigateToSearch(null, { replace: true }));

  it('exports the selected rows as ids in the table’s sort, private when privacy is on', () => {
    const { exporter, savedLists, wrapper } = fakes();
    const { result } = renderHook(
      () => useResultsActions(input(SEARCH, { exporter, savedLists })),
      {
        wrapper,
      },
    );
    act(() => result.current.setRowSelection({ '12': true, '7': true, '9': false }));
    expect(result.current.selectedIds).toEqual([7, 12]);
    // "Export selected" asks the export dialog to open for the selection; it starts nothing itself.
    act(() => result.current.exportSelected());
    expect(exporter.start).not.toHaveBeenCalled();
    const { result: dialog } = renderHook(() => useExportDialogScope());
    expect(dialog.current).toBe('selected');
    act(() => closeExportDialog());

    // The dialog's choice starts the export of the selection.
    const settings = { columnIds: ['id'], dedupe: 'mailing', format: 'csv' } as const;
    act(() => result.current.startExport('selected', settings));
    expect(exporter.start).toHaveBeenCalledWith(
      {
        label: '2 selected rows',
        base: { ids: [7, 12], sort: { year_built: 'asc' }, obfuscate: true },
        total: 2,
        fileSlug: 'austin-tx-selected',
        privacy: true,
      },
      settings,
    );
  });

  it('starts a new search with nothing selected', () => {
    const { exporter, savedLists, wrapper } = fakes();
    const { result, rerender } = renderHook(
      (state: SearchState) => useResultsActions(input(state, { exporter, savedLists })),
      { wrapper, initialProps: SEARCH },
    );
    act(() => result.current.setRowSelection({ '1': true }));
    rerender({ ...SEARCH, page: { index: 4, size: 50 } });
    // Another page of the same search keeps the selection; other filters drop it.
    expect(result.current.selectedIds).toEqual([1]);
    rerender({ ...SEARCH, filters: { ...SEARCH.filters, city: 'Dallas' } });
    expect(result.current.selectedIds).toEqual([]);
  });

  it('deleting the open list goes back to the search it came from, keeping privacy', async () => {
    const { exporter, savedLists, remove, wrapper } = fakes();
    const open = { ...SEARCH, listId: LIST.id };
    const { result } = renderHook(
      () => useResultsActions(input(open, { exporter, savedLists }, LIST)),
      { wrapper },
    );
    await act(() => result.current.deleteList(LIST.id));
    expect(remove).toHaveBeenCalledWith(LIST.id);
    expect(currentState()).toEqual({
      filters: { city: 'Dallas', state: 'TX', obfuscate: true },
      sort: [],
      page: { index: 0, size: 50 },
    });
  });

  it('deleting another list leaves the screen where it is', async () => {
    const { exporter, savedLists, remove, wrapper } = fakes();
    navigateToSearch(SEARCH, { replace: true });
    const { result } = renderHook(
      () => useResultsActions(input(SEARCH, { exporter, savedLists })),
      {
        wrapper,
      },
    );
    await act(() => result.current.deleteList('other'));
    expect(remove).toHaveBeenCalledWith('other');
    expect(currentState()).toEqual(SEARCH);
  });

  it('switching privacy off drops obfuscate from the search, in place', () => {
    const { exporter, savedLists, wrapper } = fakes();
    navigateToSearch(SEARCH, { replace: true });
    const length = window.history.length;
    const { result } = renderHook(
      () => useResultsActions(input(SEARCH, { exporter, savedLists })),
      {
        wrapper,
      },
    );
    act(() => result.current.setPrivacy(false));
    expect(currentState()?.filters).toEqual({ city: 'Austin', state: 'TX' });
    expect(window.history.length).toBe(length);
  });
});
