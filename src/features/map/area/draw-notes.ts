// What the drawing tools say: the hint of each mode, and a short note after something happened to
// the tool (a shape drawn or cancelled, the tool turned off), read out by a polite live region.
import { MAX_RADIUS_MILES } from './area-shapes';

export type DrawMode = 'static' | 'circle' | 'polygon' | 'select';
type ShapeMode = 'circle' | 'polygon';

const MODE_HINTS: Record<DrawMode, string | null> = {
  static: null,
  circle: `Click the centre, then the edge (0.1–${MAX_RADIUS_MILES} mi). It replaces the drawn area. Esc cancels.`,
  polygon:
    'Click each corner, then the first point (or double-click, or Enter) to close. Polygons replace a radius. Esc cancels.',
  select:
    'Click a shape to select it. Drag it to move, drag its points to reshape, then Delete shape to remove it.',
};

/** The shape in words, and the button that turns its tool off. */
const SHAPE_WORDS: Record<ShapeMode, { noun: string; button: string }> = {
  circle: { noun: 'Radius', button: 'Draw radius' },
  polygon: { noun: 'Polygon', button: 'Draw polygon' },
};

export function isShapeMode(mode: DrawMode): mode is ShapeMode {
  return mode === 'circle' || mode === 'polygon';
}

/** What the mode expects next; null outside a mode. */
export function modeHint(mode: DrawMode): string | null {
  return MODE_HINTS[mode];
}

/** After a shape closes: the tool stays on for the next one, and how to turn it off. */
export function drawnNote(mode: ShapeMode): string {
  const { noun, button } = SHAPE_WORDS[mode];
  const next = mode === 'circle' ? 'draw a new one in its place' : 'start another';
  return `${noun} drawn. Click to ${next}, or press ${button} to stop.`;
}

/** After Escape drops the shape being drawn; `kept` is how many finished shapes stay. */
export function cancelledNote(mode: ShapeMode, kept: number): string {
  const { noun, button } = SHAPE_WORDS[mode];
  const keptWords = kept > 0 ? ' Shapes already drawn are kept.' : '';
  return `${noun} cancelled.${keptWords} Click to start again, or press ${button} to stop.`;
}

/**
 * After the user changes tool (`cancelled`: the mode whose half-drawn shape that dropped).
 * Turning a tool off says so; another tool's own hint is enough, unless a shape was lost.
 */
export function switchedNote(
  from: DrawMode,
  to: DrawMode,
  cancelled: DrawMode | null,
): string | null {
  if (from === to) return null;
  const lost =
    cancelled && isShapeMode(cancelled) ? `${SHAPE_WORDS[cancelled].noun} cancelled. ` : '';
  if (to === 'static') return `${lost}${from === 'select' ? 'Select off.' : 'Drawing off.'}`;
  return lost ? `${lost}${modeHint(to) ?? ''}`.trim() : null;
}
