import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  COLUMNS_STORAGE_KEY,
  DEFAULT_VISIBILITY,
  ORDER_STORAGE_KEY,
  resetColumnVisibilityCache,
  useColumnVisibility,
} from './column-visibility';

describe('useColumnVisibility', () => {
  let map: Map<string, string>;
  beforeEach(() => {
    map = new Map();
    vi.stubGlobal('localStorage', {
      getItem: (k: string) => map.get(k) ?? null,
      setItem: (k: string, v: string) => void map.set(k, v),
      removeItem: (k: string) => void map.delete(k),
    });
    resetColumnVisibilityCache();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('starts from the defaults: key columns on, detail columns off', () => {
    const { result } = renderHook(() => useColumnVisibility());
    expect(result.current.visibility).toEqual(DEFAULT_VISIBILITY);
    expect(DEFAULT_VISIBILITY.address).toBe(true);
    expect(DEFAULT_VISIBILITY.mailAddress).toBe(false);
  });

  it('remembers a choice across reloads, storing only differences', () => {
    const { result } = renderHook(() => useColumnVisibility());
    act(() => result.current.setVisible('mailAddress', true));
    expect(result.current.visibility.mailAddress).toBe(true);
    expect(JSON.parse(map.get(COLUMNS_STORAGE_KEY) ?? '{}')).toEqual({ mailAddress: true });

    resetColumnVisibilityCache();
    const { result: reloaded } = renderHook(() => useColumnVisibility());
    expect(reloaded.current.visibility.mailAddress).toBe(true);
  });

  it('resets to the defaults', () => {
    const { result } = renderHook(() => useColumnVisibility());
    act(() => result.current.setVisible('owner', false));
    act(() => result.current.reset());
    expect(result.current.visibility).toEqual(DEFAULT_VISIBILITY);
    expect(map.has(COLUMNS_STORAGE_KEY)).toBe(false);
  });

  it('shows exactly the picked columns, in the picked order, across reloads', () => {
    const { result } = renderHook(() => useColumnVisibility());
    act(() => result.current.setColumns(['mailAddress', 'owner', 'auctionDate', 'nope']));
    expect(result.current.shown).toEqual(['mailAddress', 'owner', 'auctionDate']);
    expect(result.current.visibility.address).toBe(false);
    expect(result.current.visibility.auctionDate).toBe(true);

    resetColumnVisibilityCache();
    const { result: reloaded } = renderHook(() => useColumnVisibility());
    expect(reloaded.current.shown).toEqual(['mailAddress', 'owner', 'auctionDate']);
    act(() => reloaded.current.reset());
    expect(reloaded.current.shown[0]).toBe('address');
    expect(map.has(ORDER_STORAGE_KEY)).toBe(false);
  });

  it('ignores corrupt or unknown stored values', () => {
    map.set(COLUMNS_STORAGE_KEY, JSON.stringify({ owner: 'yes', nope: true }));
    resetColumnVisibilityCache();
    const { result } = renderHook(() => useColumnVisibility());
    expect(result.current.visibility).toEqual(DEFAULT_VISIBILITY);
  });
});
