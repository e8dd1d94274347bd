// What the map's stage shows over or instead of the map: the fallback with a typed area, the hint
// of the drawing mode, the hovered record's card, and a basemap that failed to load.
import { useEffect, useState } from 'react';
import type { PropertyRecord } from '../../api/contract/property-record';
import { formatMoney } from '../../lib/format';
import { AreaForm } from './area/area-form';
import { formatMiles, MAX_RADIUS_MILES, type AreaShape } from './area/area-shapes';
import type { DrawNote, DrawState } from './area/draw-controller';
import { modeHint } from './area/draw-notes';

/** How long a note stays on screen once no tool is on ("Drawing off."): long enough to read. */
const IDLE_NOTE_MS = 4000;

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

/** The drawing note to show: all the time while a tool is on, for a few seconds once none is. */
function useShownNote(draw: DrawState): DrawNote | null {
  const note = draw.note ?? null;
  const idle = draw.mode === 'static';
  const [expiredId, setExpiredId] = useState<number | null>(null);
  useEffect(() => {
    if (!idle || !note) return;
    const timer = setTimeout(() => setExpiredId(note.id), IDLE_NOTE_MS);
    return () => clearTimeout(timer);
  }, [idle, note]);
  return note && note.id !== expiredId ? note : null;
}

/**
 * What the drawing tool expects next, with the radius being drawn; after a shape is drawn or
 * cancelled, or the tool turned off, a note saying so in its place. The note is a polite live
 * region that is always there (empty when there is nothing to say), so screen readers hear it.
 */
export function ModeHint({ draw }: { draw: DrawState }) {
  const note = useShownNote(draw);
  const hint = note ? null : modeHint(draw.mode);
  const live = draw.liveRadius;
  return (
    <>
      <p className="map-panel__hint map-panel__hint--note" role="status" aria-label="Drawing">
        {note ? <span key={note.id}>{note.text}</span> : null}
      </p>
      {hint ? (
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
      ) : null}
    </>
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
