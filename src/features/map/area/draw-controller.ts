// terra-draw on a MapLibre map: radius and polygon drawing, editing, and plain shapes out through
// callbacks. A drawing tool stays on after each shape, and every change to it is told in a note.
import type { Map as MapLibreMap } from 'maplibre-gl';
import type { GeoJSONStoreFeatures, TerraDraw } from 'terra-draw';
import type { LatLon } from '../../../lib/geo/lat-lon';
import {
  circleShapeFromRing,
  circleShapeRing,
  geometryFromShapes,
  geometryKey,
  radiusLimitNotice,
  type AreaShape,
  type CircleShape,
} from './area-shapes';
import { cancelledNote, drawnNote, isShapeMode, switchedNote, type DrawMode } from './draw-notes';
import { createTerraDraw, mapLibreAdapter, type DrawAdapter } from './terra-draw-setup';

export type { DrawMode } from './draw-notes';

/** A sentence about the drawing tool for the live region; a new id for each, so a repeat is read again. */
export interface DrawNote {
  text: string;
  id: number;
}

export interface DrawState {
  mode: DrawMode;
  /** A shape is selected (Select mode), so it can be deleted. */
  selected: boolean;
  /** Radius in miles of the circle being drawn, or null when none is. */
  liveRadius: number | null;
  /**
   * What just happened to the tool ("Polygon drawn. …", "Drawing off."), until the next shape
   * starts or the tool changes. Absent before the controller first reports.
   */
  note?: DrawNote | null;
}

export interface DrawCallbacks {
  /** The user finished a drawing or an edit: these are all the shapes now, with a note for the user. */
  onCommit: (shapes: AreaShape[], notice: string | null) => void;
  onState: (state: DrawState) => void;
}

const KM_PER_MILE = 1.609344;

/** Where a circle keeps its canonical centre and radius, so redrawing it never drifts. */
type CircleProperties = {
  llbLat?: number;
  llbLon?: number;
  llbRadius?: number;
};

type AreaFeature = GeoJSONStoreFeatures & {
  geometry: { type: 'Polygon'; coordinates: number[][][] };
};

function isAreaFeature(feature: GeoJSONStoreFeatures): feature is AreaFeature {
  const mode = feature.properties.mode;
  return (
    feature.geometry.type === 'Polygon' &&
    (mode === 'circle' || mode === 'polygon') &&
    !feature.properties.currentlyDrawing
  );
}

function ringOf(feature: AreaFeature): LatLon[] {
  return (feature.geometry.coordinates[0] ?? []).map(([lon, lat]) => ({
    lat: lat as number,
    lon: lon as number,
  }));
}

function closedPositions(ring: readonly LatLon[]): number[][] {
  const positions = ring.map((p) => [p.lon, p.lat]);
  const first = positions[0];
  if (first) positions.push([...first]);
  return positions;
}

function circleProperties(shape: CircleShape): Required<CircleProperties> & {
  radiusKilometers: number;
} {
  return {
    llbLat: shape.center.lat,
    llbLon: shape.center.lon,
    llbRadius: shape.radiusMiles,
    radiusKilometers: shape.radiusMiles * KM_PER_MILE,
  };
}

function shapeOf(feature: AreaFeature): AreaShape | null {
  if (feature.properties.mode === 'circle') {
    const { llbLat, llbLon, llbRadius } = feature.properties as CircleProperties;
    if (typeof llbLat === 'number' && typeof llbLon === 'number' && typeof llbRadius === 'number')
      return { kind: 'circle', center: { lat: llbLat, lon: llbLon }, radiusMiles: llbRadius };
    return circleShapeFromRing(ringOf(feature))?.shape ?? null;
  }
  const ring = ringOf(feature).slice(0, -1);
  return ring.length >= 3 ? { kind: 'polygon', ring } : null;
}

function isAdapter(target: MapLibreMap | DrawAdapter): target is DrawAdapter {
  return typeof (target as Partial<DrawAdapter>).register === 'function';
}

function shapesKey(shapes: readonly AreaShape[]): string {
  return geometryKey(geometryFromShapes(shapes));
}

/**
 * One terra-draw instance on one loaded style. Create it on `style.load` and `stop()` it before
 * the style goes (a style switch or `map.remove()`), which keeps it single under StrictMode.
 * Programmatic changes are made "quietly" so only the user's own actions are committed.
 */
export class DrawController {
  private readonly draw: TerraDraw;
  private quiet = 0;
  private shownKey: string | null = null;
  private mode: DrawMode = 'static';
  private selectedId: string | number | null = null;
  private liveRadius: number | null = null;
  private note: DrawNote | null = null;
  private notes = 0;
  private stopped = false;

  /**
   * On a MapLibre map (terra-draw's layers below `renderBelowLayerId`), or on any terra-draw
   * adapter (unit tests drive a plain one).
   */
  constructor(
    target: MapLibreMap | DrawAdapter,
    private readonly callbacks: DrawCallbacks,
    renderBelowLayerId?: string,
  ) {
    const adapter = isAdapter(target) ? target : mapLibreAdapter(target, renderBelowLayerId);
    this.draw = createTerraDraw(adapter);
  }

  start(shapes: readonly AreaShape[]) {
    this.draw.start();
    this.draw.on('finish', this.onFinish);
    this.draw.on('change', this.onChange);
    this.draw.on('select', this.onSelect);
    this.draw.on('deselect', this.onDeselect);
    this.show(shapes);
  }

  /** Removes terra-draw's layers and listeners; call while its style is still on the map. */
  stop() {
    if (this.stopped) return;
    this.stopped = true;
    this.draw.off('finish', this.onFinish);
    this.draw.off('change', this.onChange);
    this.draw.off('select', this.onSelect);
    this.draw.off('deselect', this.onDeselect);
    this.draw.stop();
  }

  getMode(): DrawMode {
    return this.mode;
  }

  /** True while a shape is half drawn (clicks belong to the drawing, not to the map). */
  isDrawing(): boolean {
    return this.draw.getModeState() === 'drawing';
  }

  /** Removes the last point of a polygon being drawn; false when no drawing has one to remove. */
  undoPoint(): boolean {
    if (this.stopped || !this.isDrawing() || !this.draw.canUndo()) return false;
    return this.quietUndo(() => this.draw.undo());
  }

  /** Puts back a point undoPoint removed, while the same drawing goes on. */
  redoPoint(): boolean {
    if (this.stopped || !this.isDrawing() || !this.draw.canRedo()) return false;
    return this.quietUndo(() => this.draw.redo());
  }

  private quietUndo(step: () => boolean): boolean {
    let done = false;
    this.quietly(() => {
      done = step();
    });
    return done;
  }

  /** The user picks a tool (or 'static' to turn it off): a half-drawn shape is dropped, and said so. */
  setMode(mode: DrawMode) {
    if (this.stopped) return;
    const from = this.mode;
    const cancelled = this.isDrawing() ? from : null;
    if (from === 'select' && mode !== 'select') this.deselect();
    this.mode = mode;
    this.draw.setMode(mode);
    this.liveRadius = null;
    this.setNote(switchedNote(from, mode, cancelled));
    this.emitState();
  }

  /**
   * Escape: drops the shape being drawn (the tool stays on, finished shapes stay), or else turns
   * the tool off. Either is said in the note. True if it did anything.
   */
  escape(): boolean {
    if (this.stopped || this.mode === 'static') return false;
    if (!this.isDrawing() || !isShapeMode(this.mode)) {
      this.setMode('static');
      return true;
    }
    // Restarting the mode is terra-draw's way to drop its current drawing (and nothing else).
    this.draw.setMode(this.mode);
    this.liveRadius = null;
    this.setNote(cancelledNote(this.mode, this.areaFeatures().length));
    this.emitState();
    return true;
  }

  state(): DrawState {
    return {
      mode: this.mode,
      selected: this.selectedId !== null,
      liveRadius: this.liveRadius,
      note: this.note,
    };
  }

  private setNote(text: string | null) {
    this.note = text === null ? null : { text, id: ++this.notes };
  }

  private emitState() {
    this.callbacks.onState(this.state());
  }

  private setLiveRadius(miles: number | null) {
    if (miles === this.liveRadius) return;
    this.liveRadius = miles;
    this.emitState();
  }

  /** Draws these shapes in place of what is shown, unless they are what is shown already. */
  show(shapes: readonly AreaShape[]): { notDrawn: number } {
    const key = shapesKey(shapes);
    if (this.stopped || key === this.shownKey) return { notDrawn: 0 };
    this.shownKey = key;
    let notDrawn = 0;
    this.quietly(() => {
      this.deselect();
      if (this.isDrawing()) this.draw.setMode(this.mode);
      const ids = this.areaFeatures().map((f) => f.id as string | number);
      if (ids.length) this.draw.removeFeatures(ids);
      const features = shapes.map((shape) => this.toFeature(shape));
      const results = this.draw.addFeatures(features);
      notDrawn = results.filter((r) => !r.valid).length;
    });
    return { notDrawn };
  }

  deleteSelected() {
    const id = this.selectedId;
    if (id === null || this.stopped) return;
    this.quietly(() => {
      this.deselect();
      this.draw.removeFeatures([id]);
    });
    this.commit(null);
  }

  clearAll() {
    if (this.stopped) return;
    this.quietly(() => {
      this.deselect();
      const ids = this.areaFeatures().map((f) => f.id as string | number);
      if (ids.length) this.draw.removeFeatures(ids);
    });
    this.commit(null);
  }

  private toFeature(shape: AreaShape): GeoJSONStoreFeatures {
    const id = this.draw.getFeatureId();
    if (shape.kind === 'circle') {
      return {
        id,
        type: 'Feature',
        geometry: { type: 'Polygon', coordinates: [closedPositions(circleShapeRing(shape))] },
        properties: { mode: 'circle', ...circleProperties(shape) },
      };
    }
    return {
      id,
      type: 'Feature',
      geometry: { type: 'Polygon', coordinates: [closedPositions(shape.ring)] },
      properties: { mode: 'polygon' },
    };
  }

  private areaFeatures(): AreaFeature[] {
    return this.draw.getSnapshot().filter(isAreaFeature);
  }

  private shapes(): AreaShape[] {
    return this.areaFeatures()
      .map(shapeOf)
      .filter((s): s is AreaShape => s !== null);
  }

  private quietly(change: () => void) {
    this.quiet++;
    try {
      change();
    } finally {
      this.quiet--;
    }
  }

  private deselect() {
    if (this.selectedId === null) return;
    const id = this.selectedId;
    this.selectedId = null;
    if (this.draw.hasFeature(id)) this.draw.deselectFeature(id);
    this.emitState();
  }

  private commit(notice: string | null) {
    const shapes = this.shapes();
    this.shownKey = shapesKey(shapes);
    this.callbacks.onCommit(shapes, notice);
  }

  private onFinish = (id: string | number, context: { mode: string; action: string }) => {
    const feature = this.draw.getSnapshotFeature(id);
    if (!feature || !isAreaFeature(feature)) return;
    const notes: string[] = [];
    if (context.action === 'draw') {
      // One radius at a time, and a radius or polygons: the newest drawing wins.
      const others = this.areaFeatures().filter(
        (f) =>
          f.id !== id && (feature.properties.mode === 'circle' || f.properties.mode === 'circle'),
      );
      if (others.length > 0) {
        this.quietly(() => this.draw.removeFeatures(others.map((f) => f.id as string | number)));
        notes.push(
          feature.properties.mode === 'circle'
            ? 'The new radius replaced the previous area.'
            : 'The polygon replaced the radius.',
        );
      }
    }
    if (feature.properties.mode === 'circle') {
      // Centre and radius come from the geometry, after drawing and after every edit.
      const circle = circleShapeFromRing(ringOf(feature));
      if (circle) {
        this.quietly(() => {
          this.draw.updateFeatureGeometry(id, {
            type: 'Polygon',
            coordinates: [closedPositions(circleShapeRing(circle.shape))],
          });
          this.draw.updateFeatureProperties(id, circleProperties(circle.shape));
        });
        const limit = radiusLimitNotice(circle.limited);
        if (limit) notes.unshift(limit);
      }
    }
    // The tool stays on for the next shape (pressing it again, as users do for another shape,
    // would otherwise turn drawing off); the note says so, and how to stop.
    const mode = feature.properties.mode;
    if (context.action === 'draw' && mode === this.mode && isShapeMode(mode)) {
      this.setNote(drawnNote(mode));
    }
    this.liveRadius = null;
    this.emitState();
    this.commit(notes.length > 0 ? notes.join(' ') : null);
  };

  private onChange = (ids: (string | number)[], type: string) => {
    if (this.quiet > 0) return;
    if (type === 'delete') {
      // The select mode's Delete key, or a half-drawn shape cancelled with Escape.
      if (this.selectedId !== null && ids.includes(this.selectedId)) this.selectedId = null;
      this.liveRadius = null;
      this.emitState();
      if (shapesKey(this.shapes()) !== this.shownKey) this.commit(null);
      return;
    }
    if (type === 'create' && this.note && this.startsShape(ids)) {
      // A new shape begins: the note about the last one is done.
      this.note = null;
      this.emitState();
    }
    if (this.mode !== 'circle') return;
    for (const id of ids) {
      const feature = this.draw.getSnapshotFeature(id);
      const km = feature?.properties.radiusKilometers;
      if (feature?.properties.currentlyDrawing && typeof km === 'number') {
        this.setLiveRadius(km / KM_PER_MILE);
      }
    }
  };

  private startsShape(ids: readonly (string | number)[]): boolean {
    return ids.some((id) => {
      const feature = this.draw.getSnapshotFeature(id);
      return feature?.geometry.type === 'Polygon' && feature.properties.currentlyDrawing === true;
    });
  }

  private onSelect = (id: string | number) => {
    this.selectedId = id;
    this.emitState();
  };

  private onDeselect = () => {
    this.selectedId = null;
    this.emitState();
  };
}
