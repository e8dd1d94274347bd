// The search in the URL as a hook: every reader follows it, and one that shows nothing of the
// page (the filter form, the where box) is not re-rendered when only the page turns.
import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { EMPTY_SEARCH, withFilters, type SearchState } from './search-state';
import { navigateToSearch, useSearchState } from './use-search-state';

const houston: SearchState = {
  ...EMPTY_SEARCH,
  filters: { state: 'TX', city: 'Houston' },
  page: { index: 0, size: 50 },
};

/** Renders the hook, counting its renders. */
function renderCounted(options?: { pageTurns?: boolean }) {
  let renders = 0;
  const hook = renderHook(() => {
    renders += 1;
    return useSearchState(options);
  });
  return { hook, renders: () => renders };
}

beforeEach(() => {
  window.history.replaceState(null, '', '/');
  act(() => navigateToSearch(houston));
});

describe('useSearchState', () => {
  it('follows every move of the URL, the page included, by default', () => {
    const { hook, renders } = renderCounted();
    const before = renders();
    act(() => navigateToSearch({ ...houston, page: { index: 2, size: 50 } }));
    expect(renders()).toBe(before + 1);
    expect(hook.result.current.state?.page.index).toBe(2);
  });

  it('with pageTurns false, stays still while only the page turns', () => {
    const { hook, renders } = renderCounted({ pageTurns: false });
    const before = renders();
    const shown = hook.result.current.state;
    act(() => navigateToSearch({ ...houston, page: { index: 1, size: 50 } }));
    act(() => navigateToSearch({ ...houston, page: { index: 2, size: 50 } }));
    expect(renders()).toBe(before);
    expect(hook.result.current.state).toBe(shown);
  });

  it('with pageTurns false, follows a change of filters, sort, page size or list', () => {
    const { hook, renders } = renderCounted({ pageTurns: false });
    let before = renders();
    act(() => navigateToSearch(withFilters(houston, { state: 'TX', city: 'Austin' })));
    expect(renders()).toBe(before + 1);
    expect(hook.result.current.state?.filters.city).toBe('Austin');

    const austin = hook.result.current.state!;
    const moves: SearchState[] = [
      { ...austin, sort: [{ field: 'year_built', direction: 'desc' as const }] },
      { ...austin, page: { index: 0, size: 100 as const } },
      { ...austin, listId: 'list-1' },
    ];
    for (const next of moves) {
      before = renders();
      act(() => navigateToSearch(next));
      expect(renders()).toBe(before + 1);
    }
    expect(hook.result.current.state).toMatchObject({ listId: 'list-1' });
  });

  it('with pageTurns false, a search written through withFilters starts at page 1', () => {
    const { hook } = renderCounted({ pageTurns: false });
    act(() => navigateToSearch({ ...houston, page: { index: 3, size: 50 } }));
    // The reader still holds page 0; what it writes goes to page 1 whatever it holds.
    act(() =>
      navigateToSearch(withFilters(hook.result.current.state!, { state: 'TX', city: 'Dallas' })),
    );
    const { result } = renderHook(() => useSearchState());
    expect(result.current.state?.page).toEqual({ index: 0, size: 50 });
    expect(result.current.state?.filters).toEqual({ state: 'TX', city: 'Dallas' });
  });
});
