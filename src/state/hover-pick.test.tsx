// The hover/pick store: state, subscription, detail opening, and components that re-render only
// when the fact they read changes.
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PropertyRecord } from '../api/contract/property-record';
import {
  createHoverPickStore,
  HoverPickProvider,
  useHoverPick,
  useHoverPickStore,
  type HoverPickStore,
} from './hover-pick';

const record = (id: string) => ({ id }) as PropertyRecord;

describe('createHoverPickStore', () => {
  it('keeps the hovered and the picked record, and opens the picked one’s detail', () => {
    const openDetail = vi.fn();
    const store = createHoverPickStore(openDetail);
    expect(store.get()).toEqual({ hoveredId: null, pickedId: null });
    expect(store.opensDetail).toBe(true);
    store.hover('4');
    store.pick(record('7'));
    expect(store.get()).toEqual({ hoveredId: '4', pickedId: '7' });
    expect(openDetail).toHaveBeenCalledWith(record('7'));
    store.hover(null);
    expect(store.get()).toEqual({ hoveredId: null, pickedId: '7' });
  });

  it('tells subscribers of changes only, and stops after unsubscribe', () => {
    const store = createHoverPickStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.hover('1');
    store.hover('1');
    expect(listener).toHaveBeenCalledTimes(1);
    const before = store.get();
    store.hover('1');
    // An unchanged state keeps its identity, so useSyncExternalStore sees no change.
    expect(store.get()).toBe(before);
    unsubscribe();
    store.hover('2');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('opens nothing without a detail opener, but still marks the pick', () => {
    const store = createHoverPickStore();
    expect(store.opensDetail).toBe(false);
    store.pick(record('3'));
    expect(store.get().pickedId).toBe('3');
  });
});

describe('useHoverPick', () => {
  function Row({ id, onRender }: { id: string; onRender: (id: string) => void }) {
    const hovered = useHoverPick((s) => s.hoveredId === id);
    onRender(id);
    return <p data-testid={id}>{hovered ? 'hovered' : 'still'}</p>;
  }

  function HoverButton() {
    const { hover } = useHoverPickStore();
    return (
      <button type="button" onClick={() => hover('b')}>
        hover b
      </button>
    );
  }

  function renderRows(store: HoverPickStore) {
    const onRender = vi.fn();
    render(
      <HoverPickProvider store={store}>
        {['a', 'b', 'c'].map((id) => (
          <Row key={id} id={id} onRender={onRender} />
        ))}
        <HoverButton />
      </HoverPickProvider>,
    );
    return onRender;
  }

  it('re-renders only the components whose selected fact changed', () => {
    const store = createHoverPickStore();
    const onRender = renderRows(store);
    onRender.mockClear();
    act(() => store.hover('a'));
    expect(onRender.mock.calls.map(([id]) => id)).toEqual(['a']);
    onRender.mockClear();
    act(() => store.hover('c'));
    expect(onRender.mock.calls.map(([id]) => id).sort()).toEqual(['a', 'c']);
    expect(screen.getByTestId('c')).toHaveTextContent('hovered');
    expect(screen.getByTestId('a')).toHaveTextContent('still');
  });

  it('reads and writes the store given by the provider', () => {
    const store = createHoverPickStore();
    renderRows(store);
    act(() => screen.getByRole('button', { name: 'hover b' }).click());
    expect(store.get().hoveredId).toBe('b');
    expect(screen.getByTestId('b')).toHaveTextContent('hovered');
  });
});
