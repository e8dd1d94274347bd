// Screen helper for the map: open a search, wait for the map, turn coordinates into mouse positions, draw.
import { expect, type Locator, type Page, type Request } from '@playwright/test';

export interface LatLon {
  lat: number;
  lon: number;
}

export interface PropertyPoint {
  id: string;
  latitude: number;
  longitude: number;
}

const EARTH_RADIUS_MILES = 3958.7613;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in miles (the service's haversine), written here as an independent oracle. */
export function milesBetween(a: LatLon, b: LatLon): number {
  const h =
    Math.sin(rad(b.lat - a.lat) / 2) ** 2 +
    Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lon - a.lon) / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A point `miles` due east of `from` (same latitude, to well under a metre at these distances). */
export function eastOf(from: LatLon, miles: number): LatLon {
  const degrees = (miles / (EARTH_RADIUS_MILES * Math.cos(rad(from.lat)))) * (180 / Math.PI);
  return { lat: from.lat, lon: from.lon + degrees };
}

/** Even-odd point-in-polygon on lon/lat, as the service tests it. */
export function insideRing(point: LatLon, ring: readonly LatLon[]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const a = ring[i] as LatLon;
    const b = ring[j] as LatLon;
    if (
      a.lat > point.lat !== b.lat > point.lat &&
      point.lon < ((b.lon - a.lon) * (point.lat - a.lat)) / (b.lat - a.lat) + a.lon
    )
      inside = !inside;
  }
  return inside;
}

/**
 * True when `sent` is the ring `drawn`, each point within `miles`, whatever point it starts from
 * and whichever way round it goes (a drawing tool may rewind a ring).
 */
export function sameRing(sent: readonly LatLon[], drawn: readonly LatLon[], miles = 0.05): boolean {
  if (sent.length !== drawn.length) return false;
  const n = drawn.length;
  for (const direction of [1, -1]) {
    for (let start = 0; start < n; start++) {
      const matches = drawn.every((point, i) => {
        const other = sent[(((start + direction * i) % n) + n) % n] as LatLon;
        return milesBetween(point, other) < miles;
      });
      if (matches) return true;
    }
  }
  return false;
}

export type Body = Record<string, unknown>;

export function bodyOf(request: Request): Body {
  return (request.postDataJSON() ?? {}) as Body;
}

/** The results page request (not count, summary or ids_only). */
export function isPageRequest(request: Request): boolean {
  if (request.method() !== 'POST' || !request.url().endsWith('/v2/PropertySearch')) return false;
  const body = bodyOf(request);
  return !body.count && !body.summary && !body.ids_only;
}

/** The app's URL format: `/?v=1&q=<base64url JSON of {f: filters}>`. */
export function mapSearchUrl(filters: Body): string {
  const q = Buffer.from(JSON.stringify({ f: filters }), 'utf8').toString('base64url');
  return `/?v=1&q=${q}`;
}

export function urlFilters(url: string): Body {
  const q = new URL(url).searchParams.get('q');
  if (!q) return {};
  return (JSON.parse(Buffer.from(q, 'base64url').toString('utf8')) as { f: Body }).f;
}

export const AUSTIN: LatLon = { lat: 30.2672, lon: -97.7431 };

export class MapScreen {
  readonly region: Locator;
  readonly canvas: Locator;
  readonly toolbar: Locator;
  /** The live text summary of the drawn area. */
  readonly summary: Locator;
  readonly notice: Locator;

  constructor(readonly page: Page) {
    this.region = page.getByRole('region', { name: 'Map' });
    this.canvas = this.region.getByRole('region', { name: 'Interactive map' });
    this.toolbar = this.region.getByRole('toolbar', { name: 'Map tools' });
    this.summary = this.region.getByRole('status', { name: 'Area' });
    this.notice = this.region.getByRole('status', { name: 'Map notice' });
  }

  button(name: string): Locator {
    return this.region.getByRole('button', { name, exact: true });
  }

  /** The "Open the map" button of the preview a first visit without a search shows. */
  get openButton(): Locator {
    return this.region.getByRole('button', { name: 'Open the map', exact: true });
  }

  /**
   * Opens the app (with filters in the URL when given) and waits until the map can be drawn on.
   * Without a search, a first visit shows the map preview: it is opened the way a user would.
   */
  async open(filters?: Body): Promise<void> {
    await this.page.goto(filters ? mapSearchUrl(filters) : '/');
    if (!filters) await this.openButton.click();
    await this.waitReady();
  }

  async waitReady(): Promise<void> {
    await expect(this.button('Draw radius')).toBeEnabled({ timeout: 20_000 });
    await this.waitIdle();
  }

  /** Waits until the map has stopped moving, so projected pixels stay put. */
  async waitIdle(): Promise<void> {
    await expect
      .poll(
        () =>
          this.page.evaluate(() => {
            const map = window.__llbMap;
            // Not isStyleLoaded(): that stays false while the big county layer is still parsing.
            return !!map && !!map.getLayer('llb-results-points') && !map.isMoving();
          }),
        // A swap of basemap style re-adds the result layers; on a slow machine that outran 5 s.
        { timeout: 15_000 },
      )
      .toBe(true);
  }

  /** Centres the map without animation. */
  async jumpTo(center: LatLon, zoom: number): Promise<void> {
    await this.page.evaluate(
      ([lon, lat, z]) => window.__llbMap?.jumpTo({ center: [lon, lat], zoom: z }),
      [center.lon, center.lat, zoom] as const,
    );
    await this.waitIdle();
  }

  /** Frames these coordinates in the map (with room around them), whatever the viewport size. */
  async showArea(points: readonly LatLon[]): Promise<void> {
    const lats = points.map((p) => p.lat);
    const lons = points.map((p) => p.lon);
    await this.page.evaluate(
      ([west, south, east, north]) =>
        window.__llbMap?.fitBounds(
          [
            [west, south],
            [east, north],
          ],
          { padding: 40, animate: false },
        ),
      [Math.min(...lons), Math.min(...lats), Math.max(...lons), Math.max(...lats)] as const,
    );
    await this.waitIdle();
  }

  /** The page pixel of a coordinate: the map's projection plus the canvas position. */
  async toPixel(point: LatLon): Promise<{ x: number; y: number }> {
    // Pixels are viewport coordinates: the map must be on screen (hovering a table row scrolls).
    await this.canvas.scrollIntoViewIfNeeded();
    const projected = await this.page.evaluate(
      ([lon, lat]) => {
        const map = window.__llbMap;
        if (!map) throw new Error('no map');
        const p = map.project([lon, lat]);
        const rect = map.getCanvas().getBoundingClientRect();
        return { x: rect.left + p.x, y: rect.top + p.y };
      },
      [point.lon, point.lat] as const,
    );
    return projected;
  }

  /** The coordinate under a page pixel (what a click there means to the map). */
  async toLatLon(pixel: { x: number; y: number }): Promise<LatLon> {
    return this.page.evaluate(
      ([x, y]) => {
        const map = window.__llbMap;
        if (!map) throw new Error('no map');
        const rect = map.getCanvas().getBoundingClientRect();
        const { lng, lat } = map.unproject([x - rect.left, y - rect.top]);
        return { lat, lon: lng };
      },
      [pixel.x, pixel.y] as const,
    );
  }

  async clickAt(point: LatLon): Promise<void> {
    const { x, y } = await this.toPixel(point);
    await this.page.mouse.click(x, y);
  }

  async moveTo(point: LatLon): Promise<void> {
    const { x, y } = await this.toPixel(point);
    await this.page.mouse.move(x, y, { steps: 6 });
  }

  /** Draw radius: click the centre, move to the edge, click. */
  async drawCircle(center: LatLon, edge: LatLon): Promise<void> {
    // The tool stays on after a circle: pressing it again would turn it off.
    if ((await this.button('Draw radius').getAttribute('aria-pressed')) !== 'true')
      await this.button('Draw radius').click();
    await this.clickAt(center);
    await this.moveTo(edge);
    await this.clickAt(edge);
  }

  /** Draw polygon: click each corner, then the first one again to close it. */
  async drawPolygon(corners: readonly LatLon[]): Promise<void> {
    if ((await this.button('Draw polygon').getAttribute('aria-pressed')) !== 'true')
      await this.button('Draw polygon').click();
    for (const corner of corners) {
      await this.moveTo(corner);
      await this.clickAt(corner);
    }
    const first = corners[0];
    if (first) {
      await this.moveTo(first);
      await this.clickAt(first);
    }
  }

  /** Drags from one coordinate to another with the mouse button held. */
  async drag(from: LatLon, to: LatLon): Promise<void> {
    const a = await this.toPixel(from);
    const b = await this.toPixel(to);
    await this.page.mouse.move(a.x, a.y);
    await this.page.mouse.down();
    await this.page.mouse.move(b.x, b.y, { steps: 12 });
    await this.page.mouse.up();
  }

  /** Number of distinct colours in a screenshot of the canvas (decoded in the page, no extra deps). */
  async canvasColourCount(): Promise<number> {
    const png = await this.canvas.screenshot();
    return this.page.evaluate(async (base64) => {
      const image = new Image();
      image.src = `data:image/png;base64,${base64}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.width;
      canvas.height = image.height;
      const context = canvas.getContext('2d');
      if (!context) return 0;
      context.drawImage(image, 0, 0);
      const { data } = context.getImageData(0, 0, image.width, image.height);
      const colours = new Set<number>();
      for (let i = 0; i < data.length; i += 4 * 7) {
        colours.add(
          ((data[i] as number) << 16) | ((data[i + 1] as number) << 8) | (data[i + 2] as number),
        );
      }
      return colours.size;
    }, png.toString('base64'));
  }

  /** Ids in the highlight source (the hovered and the selected point), each once. */
  async highlightedIds(): Promise<string[]> {
    return this.page.evaluate(() => {
      const map = window.__llbMap;
      if (!map) return [];
      // A feature comes back once per tile it touches.
      const ids = map
        .querySourceFeatures('llb-results-highlight')
        .map((f) => String(f.properties.id));
      return [...new Set(ids)];
    });
  }

  /** How many shapes the map draws: the features terra-draw hands its polygon source. */
  async drawnShapeCount(): Promise<number> {
    return this.page.evaluate(async () => {
      // Rendered features cannot be counted: string ids do not survive tiling, and a shape on
      // two tiles comes back twice. The source's data is what is drawn.
      const source = window.__llbMap?.getSource('llb-draw-polygon') as unknown as
        | { getData(): Promise<{ features: { properties: Record<string, unknown> | null }[] }> }
        | undefined;
      if (!source) return -1;
      const data = await source.getData();
      return data.features.filter((f) => ['circle', 'polygon'].includes(String(f.properties?.mode)))
        .length;
    });
  }
}

/** Two shapes in central Austin, side by side (a square to the west, a triangle to the east). */
export const AUSTIN_AREAS: { WEST: LatLon[]; EAST: LatLon[] } = {
  WEST: [
    { lat: 30.3, lon: -97.79 },
    { lat: 30.3, lon: -97.75 },
    { lat: 30.25, lon: -97.75 },
    { lat: 30.25, lon: -97.79 },
  ],
  EAST: [
    { lat: 30.29, lon: -97.73 },
    { lat: 30.29, lon: -97.69 },
    { lat: 30.24, lon: -97.71 },
  ],
};
