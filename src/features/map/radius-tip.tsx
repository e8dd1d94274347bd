// The radius being drawn, shown beside the pointer, and flagged past the largest allowed.
import { formatMiles, MAX_RADIUS_MILES } from './area/area-shapes';
import type { ScreenPoint } from './use-drawn-area';

export function RadiusTip({ radius, pointer }: { radius: number; pointer: ScreenPoint }) {
  const overLimit = radius > MAX_RADIUS_MILES;
  return (
    <div
      className={`map-view__radius-tip${overLimit ? ' is-over' : ''}`}
      style={{ left: pointer.x, top: pointer.y }}
      aria-hidden="true"
    >
      {formatMiles(radius)} mi{overLimit ? ` (max ${MAX_RADIUS_MILES})` : ''}
    </div>
  );
}
