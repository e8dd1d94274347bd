// Work that must not hold back the frame showing what just changed: run once that frame is painted.
import { useEffect, useState } from 'react';

/**
 * Runs `work` after the next frame has been painted: a frame callback, then a task, which the
 * browser runs after that frame's paint. Returns a cancel function (for an effect's cleanup).
 */
export function afterNextPaint(work: () => void): () => void {
  let timer = 0;
  const frame = window.requestAnimationFrame(() => {
    timer = window.setTimeout(work);
  });
  return () => {
    window.cancelAnimationFrame(frame);
    window.clearTimeout(timer);
  };
}

/**
 * `value` once a frame that rendered it has been painted; until then the value before it. A value
 * that changes again meanwhile starts over, so a run of changes settles on the last one.
 */
export function useAfterPaint<T>(value: T): T {
  const [painted, setPainted] = useState(() => value);
  useEffect(() => {
    if (Object.is(painted, value)) return;
    return afterNextPaint(() => setPainted(() => value));
  }, [painted, value]);
  return painted;
}
