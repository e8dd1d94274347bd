// What the map's stage shows over or instead of the map: the fallback with a typed area, the hint
// of the drawing mode, the hovered record's card, and a basemap that failed to load.
import type { PropertyRecord } from '../../api/contract/property-record';
import { formatMoney } from '../../lib/format';
import { AreaForm } from './area/area-form';
import { formatMiles, MAX_RADIUS_MILES, type AreaShape } from './area/area-shapes';
import type { DrawMode, DrawState } from './area/draw-controller';

const MODE_HINTS: Record<DrawMode, string | null> = {
  static: null,
  circle: `Click the centre, then the edge (0.1–${MAX_RADIUS_MILES} mi). It replaces the drawn area. Esc cancels.`,
  polygon:
    'Click each corner, then the first point to close. Polygons replace a radius. Esc stops.',
  select:
    'Click a shape to select it. Drag it to move, drag its points to reshape, then Delete shape to remove it.',
};

export function MapFallback(props: {
  message: string;
  shapes: readonly AreaShape[];
  onApply: (shapes: AreaShape[]) => void;
}) {
  return (
    <div className="map-panel__fallback">
      <p className="map-panel__fallback-message" role="alert">
        {props.message}
      </p>
      <AreaForm shapes={props.shapes} onApply={props.onApply} />
    </div>
  );
}

/** What the drawing mode expects next, with the radius being drawn; nothing outside a mode. */
export function ModeHint({ draw }: { draw: DrawState }) {
  const hint = MODE_HINTS[draw.mode];
  const live = draw.liveRadius;
  if (!hint) return null;
  return (
    <p className="map-panel__hint">
      {hint}
      {live !== null ? (
        <>
          {' '}
          <strong className={live > MAX_RADIUS_MILES ? 'is-over' : undefined}>
            Radius {formatMiles(live)} mi
          </strong>
        </>
      ) : null}
    </p>
  );
}

function oneLine(record: PropertyRecord): string {
  const a = record.address;
  // `address` is the full one-line address; build it from parts only when it is missing.
  if (a?.address) return a.address;
  const place = [a?.city, [a?.state, a?.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [a?.street, place].filter(Boolean).join(', ') || `Property ${record.id}`;
}

export function HoverCard({ record }: { record: PropertyRecord }) {
  return (
    <div className="map-panel__card">
      <p className="map-panel__card-title">{oneLine(record)}</p>
      <p className="map-panel__card-body">
        {[
          record.estimatedValue != null ? `Value ${formatMoney(record.estimatedValue)}` : null,
          record.bedrooms != null ? `${record.bedrooms} bd` : null,
          record.bathrooms != null ? `${record.bathrooms} ba` : null,
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>
    </div>
  );
}

export function BasemapError({
  message,
  onUseOffline,
}: {
  message: string;
  onUseOffline: () => void;
}) {
  return (
    <div className="map-panel__basemap-error" role="alert">
      <p>{message}</p>
      <button type="button" className="button button--small" onClick={onUseOffline}>
        Use the offline map
      </button>
    </div>
  );
}
