// Undo and redo of drawing for the map panel: a half-drawn polygon loses or regains its last point
// (terra-draw's own mode history); otherwise the search's drawn area steps back or forward, and the
// search (URL, count, results) follows it. Ctrl/Cmd+Z and Shift+Ctrl/Cmd+Z anywhere but a text field.
import { useCallback, useEffect, useState, type RefObject } from 'react';
import { describeShapes, geometryFromShapes, geometryKey, type AreaShape } from './area-shapes';
import { observeArea, redoArea, startHistory, undoArea } from './area-history';
import { undoCommand } from './undo-shortcut';

type Shapes = readonly AreaShape[];

/** What the map view can undo inside a drawing in progress (true if it did). */
export interface PointUndo {
  undoPoint: () => boolean;
  redoPoint: () => boolean;
}

export interface AreaUndo {
  canUndo: boolean;
  canRedo: boolean;
  undo: () => void;
  redo: () => void;
}

const keyOf = (shapes: Shapes) => geometryKey(geometryFromShapes(shapes));

export function useAreaUndo(
  shapes: Shapes,
  apply: (shapes: AreaShape[], notice: string | null) => void,
  view: RefObject<PointUndo | null>,
): AreaUndo {
  const [history, setHistory] = useState(() => startHistory(shapes));
  // Every change of the search's area is seen here while rendering (React's "adjust state on a
  // prop change"), so a step is never lost between renders.
  const current = observeArea(history, shapes, keyOf);
  if (current !== history) setHistory(current);

  const undo = useCallback(() => {
    if (view.current?.undoPoint()) return;
    const previous = undoArea(current);
    if (!previous) return;
    setHistory(previous);
    apply([...previous.present], `Undone: ${describeShapes(previous.present)}.`);
  }, [current, apply, view]);

  const redo = useCallback(() => {
    if (view.current?.redoPoint()) return;
    const next = redoArea(current);
    if (!next) return;
    setHistory(next);
    apply([...next.present], `Redone: ${describeShapes(next.present)}.`);
  }, [current, apply, view]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const command = undoCommand(event);
      if (!command) return;
      event.preventDefault();
      if (command === 'undo') undo();
      else redo();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [undo, redo]);

  return {
    canUndo: current.past.length > 0,
    canRedo: current.future.length > 0,
    undo,
    redo,
  };
}
