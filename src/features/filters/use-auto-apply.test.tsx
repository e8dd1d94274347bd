// The pause before an edit applies: a new edit restarts it, nothing to run cancels it.
import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BURST_MS, createBurstHistory, useAutoApply } from './use-auto-apply';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useAutoApply', () => {
  it('applies once the key has stood still for the delay', () => {
    const apply = vi.fn();
    renderHook(({ k }) => useAutoApply(k, apply, 500), {
      initialProps: { k: 'a' as string | null },
    });
    vi.advanceTimersByTime(499);
    expect(apply).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(apply).toHaveBeenCalledTimes(1);
  });

  it('restarts the wait on a new key and calls the latest apply', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { rerender } = renderHook(({ k, fn }) => useAutoApply(k, fn, 500), {
      initialProps: { k: 'a' as string | null, fn: first },
    });
    vi.advanceTimersByTime(400);
    rerender({ k: 'ab', fn: second });
    vi.advanceTimersByTime(400);
    expect(first).not.toHaveBeenCalled();
    expect(second).not.toHaveBeenCalled();
    vi.advanceTimersByTime(100);
    expect(second).toHaveBeenCalledTimes(1);
    expect(first).not.toHaveBeenCalled();
  });

  it('does nothing while there is nothing to run, and cancels a wait when that becomes so', () => {
    const apply = vi.fn();
    const { rerender } = renderHook(({ k }) => useAutoApply(k, apply, 500), {
      initialProps: { k: 'a' as string | null },
    });
    vi.advanceTimersByTime(300);
    rerender({ k: null });
    vi.advanceTimersByTime(2000);
    expect(apply).not.toHaveBeenCalled();
  });
});

describe('createBurstHistory', () => {
  it('replaces the entry of a search applied moments ago, while the URL has not moved since', () => {
    const history = createBurstHistory();
    expect(history.shouldReplace(3, 1000)).toBe(false);
    history.landed(3, 1000);
    expect(history.shouldReplace(3, 1000 + BURST_MS - 1)).toBe(true);
    expect(history.shouldReplace(3, 1000 + BURST_MS)).toBe(false);
    expect(history.shouldReplace(4, 1500)).toBe(false);
  });

  it('keeps the entry of a search by Search or Enter', () => {
    const history = createBurstHistory();
    history.landed(3, 1000);
    history.reset();
    expect(history.shouldReplace(3, 1200)).toBe(false);
  });
});
