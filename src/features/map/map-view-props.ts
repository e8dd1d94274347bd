// What the map view is given and what it offers its panel: its props, its imperative handle and
// the status it reports (kept apart so the view's hooks can name them without importing the view).
import type { Ref } from 'react';
import type { LatLon } from '../../lib/geo/lat-lon';
import type { AreaShape } from './area/area-shapes';
import type { DrawMode, DrawState } from './area/draw-controller';
import type { BasemapChoice } from './basemap/basemap-choice';
import type { ResultPoints } from './result-layers';

export type MapStatus =
  { kind: 'loading' } | { kind: 'ready' } | { kind: 'no-webgl' } | { kind: 'context-lost' };

export interface MapViewHandle {
  setMode: (mode: DrawMode) => void;
  /** Escape pressed anywhere in the map panel; true if it cancelled a drawing or left a mode. */
  escape: () => boolean;
  deleteSelected: () => void;
  clearAll: () => void;
  /** The visible area as a 4-point polygon, or null before the map is ready. */
  viewPolygon: () => LatLon[] | null;
  fitResults: () => void;
  /** A polygon being drawn loses (or regains) its last point; false when none is being drawn. */
  undoPoint: () => boolean;
  redoPoint: () => boolean;
}

export interface MapViewProps {
  ref?: Ref<MapViewHandle>;
  basemap: BasemapChoice;
  shapes: readonly AreaShape[];
  /** Every match to show (clustered): the pins, or the pages loaded without them. */
  points: ResultPoints;
  /** The current page's records, drawn above and linked to their rows. */
  pagePoints: ResultPoints;
  /** Identifies the settled result set; the view fits each new one once (null while loading). */
  resultsKey: string | null;
  hoveredId?: string | null | undefined;
  selectedId?: string | null | undefined;
  onHoverRecord?: ((id: string | null) => void) | undefined;
  onPickRecord?: ((id: string) => void) | undefined;
  onCommit: (shapes: AreaShape[], notice: string | null) => void;
  onStatus: (status: MapStatus) => void;
  onDrawState: (state: DrawState) => void;
  onBasemapError: (message: string | null) => void;
}
