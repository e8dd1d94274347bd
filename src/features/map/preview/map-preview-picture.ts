// The map preview's picture: the lower 48 drawn flat on a 2D canvas, in the live map's first view
// and colours, from the same us-atlas file the map uses (so the browser has it cached when the
// live map opens). A canvas costs a few milliseconds; a WebGL map costs far more to start.
import type { MultiLineString, MultiPolygon, Polygon, Position } from 'geojson';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import statesUrl from 'us-atlas/states-10m.json?url';
import { BASEMAP_COLORS } from '../basemap/basemap-colors';
import { fitMercator } from './mercator-fit';
import { US_BOUNDS, US_VIEW_PADDING } from '../us-view';

export interface PreviewShapes {
  /** Land polygons (rings of [lon, lat]). */
  land: Position[][][];
  /** Borders between states. */
  borders: Position[][];
}

/** Land and inner state borders from us-atlas `states-10m.json`. */
export function previewShapes(topology: Topology): PreviewShapes {
  const nation = topology.objects.nation as GeometryCollection;
  const states = topology.objects.states as GeometryCollection;
  const land: Position[][][] = [];
  for (const { geometry } of feature(topology, nation).features) {
    const shape = geometry as Polygon | MultiPolygon | null;
    if (shape?.type === 'Polygon') land.push(shape.coordinates);
    else if (shape?.type === 'MultiPolygon') land.push(...shape.coordinates);
  }
  const borders = (mesh(topology, states, (a, b) => a !== b) as MultiLineString).coordinates;
  return { land, borders };
}

export async function loadPreviewShapes(signal?: AbortSignal): Promise<PreviewShapes> {
  const response = await fetch(statesUrl, signal ? { signal } : {});
  if (!response.ok) throw new Error(`The map preview could not load (HTTP ${response.status}).`);
  return previewShapes((await response.json()) as Topology);
}

/** The drawing calls the preview makes: a subset of CanvasRenderingContext2D. */
export type PreviewContext = Pick<
  CanvasRenderingContext2D,
  | 'setTransform'
  | 'fillRect'
  | 'beginPath'
  | 'moveTo'
  | 'lineTo'
  | 'closePath'
  | 'fill'
  | 'stroke'
  | 'fillStyle'
  | 'strokeStyle'
  | 'lineWidth'
  | 'lineJoin'
>;

/** Paints the shapes into a width × height (CSS pixels) canvas drawn at `ratio` device pixels each. */
export function paintPreview(
  context: PreviewContext,
  shapes: PreviewShapes,
  width: number,
  height: number,
  ratio = 1,
): void {
  const view = fitMercator(US_BOUNDS, width, height, US_VIEW_PADDING);
  context.setTransform(ratio, 0, 0, ratio, 0, 0);
  context.fillStyle = BASEMAP_COLORS.water;
  context.fillRect(0, 0, width, height);

  // Points closer than half a pixel to the last one drawn add nothing at this scale but cost
  // time to fill and stroke: the 1:10m coastline has far more of them than the picture needs.
  const trace = (line: Position[], close: boolean) => {
    let lastX = NaN;
    let lastY = NaN;
    line.forEach(([lon = 0, lat = 0], i) => {
      const [x, y] = view.project(lon, lat);
      if (i === 0) context.moveTo(x, y);
      else if (i === line.length - 1 || Math.abs(x - lastX) + Math.abs(y - lastY) >= 0.5) {
        context.lineTo(x, y);
      } else return;
      lastX = x;
      lastY = y;
    });
    if (close) context.closePath();
  };

  context.beginPath();
  for (const polygon of shapes.land) for (const ring of polygon) trace(ring, true);
  context.fillStyle = BASEMAP_COLORS.land;
  context.fill('evenodd');
  context.strokeStyle = BASEMAP_COLORS.coast;
  context.lineWidth = 0.8;
  context.lineJoin = 'round';
  context.stroke();

  context.beginPath();
  for (const line of shapes.borders) trace(line, false);
  context.strokeStyle = BASEMAP_COLORS.state;
  context.lineWidth = 0.9;
  context.stroke();
}
