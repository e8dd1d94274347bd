// The store helper: reads, changes, who is told and when, lazy loading, start and stop, and the
// hook re-rendering only for the fact a component reads.
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createExternalStore, createStore, useStore } from './store';

describe('createStore', () => {
  it('holds a value, sets it or maps it, and tells subscribers of changes only', () => {
    const store = createStore({ n: 1 });
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const first = store.get();
    expect(store.get()).toBe(first);

    store.set(first);
    expect(listener).not.toHaveBeenCalled();
    store.set((current) => ({ n: current.n + 1 }));
    expect(store.get()).toEqual({ n: 2 });
    expect(listener).toHaveBeenCalledTimes(1);

    unsubscribe();
    store.set({ n: 3 });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('loads a lazy initial value at the first read, once', () => {
    const load = vi.fn(() => ['a']);
    const store = createStore(load);
    expect(load).not.toHaveBeenCalled();
    expect(store.get()).toEqual(['a']);
    expect(store.get()).toBe(store.get());
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('runs start while anyone listens and stops after the last leaves', () => {
    const stop = vi.fn();
    const start = vi.fn(() => stop);
    const store = createStore(0, start);
    const a = store.subscribe(() => {});
    const b = store.subscribe(() => {});
    expect(start).toHaveBeenCalledTimes(1);
    expect(start).toHaveBeenCalledWith(store);
    a();
    expect(stop).not.toHaveBeenCalled();
    b();
    expect(stop).toHaveBeenCalledTimes(1);
    store.subscribe(() => {});
    expect(start).toHaveBeenCalledTimes(2);
  });
});

describe('createExternalStore', () => {
  it('reads the value where it lives and tells subscribers when notified', () => {
    let outside = 'x';
    const store = createExternalStore(() => outside);
    const listener = vi.fn();
    store.subscribe(listener);
    outside = 'y';
    expect(store.get()).toBe('y');
    store.notify();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('useStore', () => {
  it('re-renders a reader only when the fact it selects changes', () => {
    const store = createStore({ hovered: 'a', picked: 'b' });
    let renders = 0;
    function Picked() {
      renders += 1;
      return <p>{useStore(store, (s) => s.picked)}</p>;
    }
    function Whole() {
      const value = useStore(store);
      return <p>{`${value.hovered}/${value.picked}`}</p>;
    }
    render(
      <>
        <Picked />
        <Whole />
      </>,
    );
    expect(screen.getByText('b')).toBeTruthy();
    act(() => store.set((s) => ({ ...s, hovered: 'c' })));
    expect(screen.getByText('c/b')).toBeTruthy();
    expect(renders).toBe(1);
    act(() => store.set((s) => ({ ...s, picked: 'd' })));
    expect(screen.getByText('d')).toBeTruthy();
    expect(renders).toBe(2);
  });
});
