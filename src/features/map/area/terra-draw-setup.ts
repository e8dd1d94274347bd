// The terra-draw instance the map draws with: its modes, how they look, and when a polygon closes.
import type { Map as MapLibreMap } from 'maplibre-gl';
import {
  TerraDraw,
  TerraDrawCircleMode,
  TerraDrawModeUndoRedo,
  TerraDrawPolygonMode,
  TerraDrawSelectMode,
  type HexColor,
} from 'terra-draw';
import { TerraDrawMapLibreGLAdapter } from 'terra-draw-maplibre-gl-adapter';

/** What terra-draw draws through: the MapLibre adapter on the page, a plain one in unit tests. */
export type DrawAdapter = ConstructorParameters<typeof TerraDraw>[0]['adapter'];

const AREA_COLOR: HexColor = '#0e7490';
const SELECTED_COLOR: HexColor = '#c2410c';

/** The round handle on a polygon's first (and last) point: radius and white ring, in pixels. */
const CLOSING_HANDLE_RADIUS = 7;
const CLOSING_HANDLE_RING = 2;

/**
 * How near (in pixels) a click must be to the first point's handle to close the polygon, or to
 * the last corner (the second click of a double-click). terra-draw's default is 40 px, which
 * closed a square early when its fourth corner lay within 40 px of the first: two squares came
 * out as triangles. The handle's own size (its radius and ring, plus a pixel) is what users aim at.
 */
export const CLOSE_DISTANCE_PX: number = CLOSING_HANDLE_RADIUS + CLOSING_HANDLE_RING + 1;

/**
 * Enter finishes the shape being drawn (terra-draw's own key). Escape is not terra-draw's here:
 * the panel hands it to DrawController.escape(), which cancels the shape and says so.
 */
const KEY_EVENTS = { cancel: null, finish: 'Enter' };

const SHAPE_STYLE = {
  fillColor: AREA_COLOR,
  fillOpacity: 0.12,
  outlineColor: AREA_COLOR,
  outlineWidth: 2.5,
};

function polygonMode(): TerraDrawPolygonMode {
  return new TerraDrawPolygonMode({
    pointerDistance: CLOSE_DISTANCE_PX,
    keyEvents: KEY_EVENTS,
    styles: {
      ...SHAPE_STYLE,
      closingPointColor: AREA_COLOR,
      closingPointWidth: CLOSING_HANDLE_RADIUS,
      closingPointOutlineColor: '#ffffff',
      closingPointOutlineWidth: CLOSING_HANDLE_RING,
    },
  });
}

function circleMode(): TerraDrawCircleMode {
  return new TerraDrawCircleMode({
    // A geodesic circle, so its ring lies at the radius the service measures.
    projection: 'globe',
    drawInteraction: 'click-move-or-drag',
    keyEvents: KEY_EVENTS,
    styles: SHAPE_STYLE,
  });
}

function selectMode(): TerraDrawSelectMode {
  return new TerraDrawSelectMode({
    flags: {
      polygon: {
        feature: {
          draggable: true,
          selfIntersectable: false,
          coordinates: { draggable: true, midpoints: true, deletable: true },
        },
      },
      circle: {
        feature: { draggable: true, coordinates: { resizable: 'center-fixed' } },
      },
    },
    styles: {
      selectedPolygonColor: SELECTED_COLOR,
      selectedPolygonFillOpacity: 0.14,
      selectedPolygonOutlineColor: SELECTED_COLOR,
      selectedPolygonOutlineWidth: 3,
      selectionPointColor: '#ffffff',
      selectionPointOutlineColor: SELECTED_COLOR,
      selectionPointOutlineWidth: 2,
      selectionPointWidth: 5,
      midPointColor: SELECTED_COLOR,
      midPointOutlineColor: '#ffffff',
      midPointWidth: 3,
    },
  });
}

/** terra-draw's adapter for a MapLibre map, its layers under `renderBelowLayerId` when given. */
export function mapLibreAdapter(map: MapLibreMap, renderBelowLayerId?: string): DrawAdapter {
  return new TerraDrawMapLibreGLAdapter({
    map,
    ...(renderBelowLayerId ? { renderBelowLayerId } : {}),
    prefixId: 'llb-draw',
  });
}

/** The drawing instance (not started): radius, polygon and select modes on this adapter. */
export function createTerraDraw(adapter: DrawAdapter): TerraDraw {
  return new TerraDraw({
    adapter,
    // Mode-level history only: a half-drawn polygon can lose its last point. Finished areas are
    // undone by the panel through the search (use-area-undo.ts), because the URL, not this
    // instance, holds them and they are redrawn here from it. No keyboard shortcuts here: the
    // panel owns Ctrl/Cmd+Z so a text field keeps its own undo.
    undoRedo: { modeLevel: new TerraDrawModeUndoRedo() },
    modes: [circleMode(), polygonMode(), selectMode()],
  });
}
