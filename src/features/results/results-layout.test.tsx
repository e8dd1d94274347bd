// The results layout choices: folded lead types by default, a change applied at once and stored.
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useResultsLayout } from './results-layout';

describe('useResultsLayout', () => {
  it('starts folded with normal rows, and keeps a change in memory and in localStorage', () => {
    localStorage.clear();
    const { result } = renderHook(() => useResultsLayout());
    const other = renderHook(() => useResultsLayout());
    expect(result.current.layout).toEqual({ summaryOpen: false, compact: false });

    act(() => result.current.change({ compact: true }));

    expect(result.current.layout).toEqual({ summaryOpen: false, compact: true });
    // Every reader follows (the overview and the table read it separately).
    expect(other.result.current.layout.compact).toBe(true);
    expect(JSON.parse(localStorage.getItem('llb.results.layout.v1') ?? 'null')).toEqual({
      summaryOpen: false,
      compact: true,
    });
  });
});
