// The undo hook in jsdom: real key presses on window, the text-field exception, the drawing-point step first.
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AreaShape } from './area-shapes';
import { useAreaUndo, type PointUndo } from './use-area-undo';

const A: AreaShape[] = [{ kind: 'circle', center: { lat: 30.27, lon: -97.74 }, radiusMiles: 1 }];
const B: AreaShape[] = [
  {
    kind: 'polygon',
    ring: [
      { lat: 30.3, lon: -97.79 },
      { lat: 30.3, lon: -97.75 },
      { lat: 30.25, lon: -97.75 },
    ],
  },
];

function setup(view: PointUndo | null = null) {
  const apply = vi.fn<(shapes: AreaShape[], notice: string | null) => void>();
  const hook = renderHook(({ shapes }) => useAreaUndo(shapes, apply, { current: view }), {
    initialProps: { shapes: [] as AreaShape[] },
  });
  return { apply, hook };
}

function pressOn(target: EventTarget, key: string, init: KeyboardEventInit) {
  act(() => {
    target.dispatchEvent(
      new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init }),
    );
  });
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('useAreaUndo', () => {
  it('Ctrl+Z puts the previous area into the search, Shift+Ctrl+Z the next again', () => {
    const { apply, hook } = setup();
    hook.rerender({ shapes: A });
    hook.rerender({ shapes: B });
    expect(hook.result.current.canUndo).toBe(true);

    pressOn(document.body, 'z', { ctrlKey: true });
    expect(apply).toHaveBeenLastCalledWith(A, expect.stringMatching(/^Undone: Radius 1 mi/));
    hook.rerender({ shapes: A }); // the URL reports back
    expect(hook.result.current.canRedo).toBe(true);

    pressOn(document.body, 'Z', { metaKey: true, shiftKey: true });
    expect(apply).toHaveBeenLastCalledWith(B, 'Redone: 1 polygon, 3 points.');
  });

  it('undoes back to no area at all', () => {
    const { apply, hook } = setup();
    hook.rerender({ shapes: A });
    act(() => hook.result.current.undo());
    expect(apply).toHaveBeenLastCalledWith([], 'Undone: No area drawn.');
    hook.rerender({ shapes: [] });
    expect(hook.result.current.canUndo).toBe(false);
  });

  it('leaves Ctrl+Z in a text field to the field', () => {
    const { apply, hook } = setup();
    hook.rerender({ shapes: A });
    const input = document.createElement('input');
    document.body.append(input);
    pressOn(input, 'z', { ctrlKey: true });
    const textarea = document.createElement('textarea');
    document.body.append(textarea);
    pressOn(textarea, 'z', { ctrlKey: true });
    expect(apply).not.toHaveBeenCalled();
  });

  it('removes the last point of a polygon being drawn before touching the search', () => {
    const view = { undoPoint: vi.fn(() => true), redoPoint: vi.fn(() => false) };
    const { apply, hook } = setup(view);
    hook.rerender({ shapes: A });
    pressOn(document.body, 'z', { ctrlKey: true });
    expect(view.undoPoint).toHaveBeenCalledTimes(1);
    expect(apply).not.toHaveBeenCalled();
  });

  it('stops listening when the map goes', () => {
    const { apply, hook } = setup();
    hook.rerender({ shapes: A });
    hook.unmount();
    pressOn(document.body, 'z', { ctrlKey: true });
    expect(apply).not.toHaveBeenCalled();
  });
});
