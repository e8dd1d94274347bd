// Grid-accelerated point-in-polygon: cells no edge touches answer for all their points at once.
import { lonInRingFrame, pointInRing, type PackedRing } from './point-in-polygon';

const UNKNOWN = 0;
const INSIDE = 1;
const OUTSIDE = 2;
const EDGE = 3;

/**
 * A ring with a G×G grid over its bounding box. Every cell an edge might touch is marked EDGE
 * (conservatively: each edge is cut into pieces no longer than a cell and each piece's padded
 * box is marked). Any other cell lies wholly inside or wholly outside the ring, so the exact
 * answer for its centre is the exact answer for every point in it; that answer is computed the
 * first time a point falls in the cell. Points in EDGE cells get the exact ray-casting test.
 */
export class RingGrid {
  private readonly cells: Uint8Array;
  private readonly size: number;
  private readonly invW: number;
  private readonly invH: number;
  private readonly cellW: number;
  private readonly cellH: number;
  private readonly exactOnly: boolean;

  constructor(
    readonly ring: PackedRing,
    size = 64,
  ) {
    this.size = size;
    this.cells = new Uint8Array(size * size);
    const w = ring.maxLon - ring.minLon;
    const h = ring.maxLat - ring.minLat;
    this.cellW = w / size;
    this.cellH = h / size;
    this.invW = size / w;
    this.invH = size / h;
    // A (nearly) degenerate ring: cells this small would be below floating-point resolution
    // (and size / w may overflow), so every point gets the exact test instead.
    this.exactOnly = !(this.cellW > 1e-9 && this.cellH > 1e-9);
    if (!this.exactOnly) this.markEdges();
  }

  private cellX(lon: number): number {
    const x = Math.floor((lon - this.ring.minLon) * this.invW);
    return x < 0 ? 0 : x >= this.size ? this.size - 1 : x;
  }

  private cellY(lat: number): number {
    const y = Math.floor((lat - this.ring.minLat) * this.invH);
    return y < 0 ? 0 : y >= this.size ? this.size - 1 : y;
  }

  private markEdges(): void {
    const c = this.ring.coords;
    const n = c.length >> 1;
    // Padding of a quarter cell absorbs any rounding in the cell arithmetic.
    const padX = this.cellW / 4;
    const padY = this.cellH / 4;
    for (let i = 0, j = n - 1; i < n; j = i++) {
      const x0 = c[j * 2] as number;
      const y0 = c[j * 2 + 1] as number;
      const x1 = c[i * 2] as number;
      const y1 = c[i * 2 + 1] as number;
      // Pieces about one cell long keep the marking tight; the cap keeps skinny rings (tiny
      // cells along one axis) cheap. Any piece count is correct: a piece's box covers its cells.
      const pieces = Math.min(
        2 * this.size,
        Math.ceil(Math.max(Math.abs(x1 - x0) / this.cellW, Math.abs(y1 - y0) / this.cellH)) + 1,
      );
      for (let k = 0; k < pieces; k++) {
        const ax = x0 + ((x1 - x0) * k) / pieces;
        const ay = y0 + ((y1 - y0) * k) / pieces;
        const bx = x0 + ((x1 - x0) * (k + 1)) / pieces;
        const by = y0 + ((y1 - y0) * (k + 1)) / pieces;
        const gx0 = this.cellX(Math.min(ax, bx) - padX);
        const gx1 = this.cellX(Math.max(ax, bx) + padX);
        const gy0 = this.cellY(Math.min(ay, by) - padY);
        const gy1 = this.cellY(Math.max(ay, by) + padY);
        for (let gy = gy0; gy <= gy1; gy++) {
          for (let gx = gx0; gx <= gx1; gx++) this.cells[gy * this.size + gx] = EDGE;
        }
      }
    }
  }

  /** Same answer as pointInRing(ring, lon, lat). */
  contains(pointLon: number, lat: number): boolean {
    if (this.exactOnly) return pointInRing(this.ring, pointLon, lat);
    const r = this.ring;
    const lon = lonInRingFrame(r, pointLon);
    if (lon < r.minLon || lon > r.maxLon || lat < r.minLat || lat > r.maxLat) return false;
    const gx = this.cellX(lon);
    const gy = this.cellY(lat);
    const i = gy * this.size + gx;
    let state = this.cells[i] as number;
    if (state === EDGE) return pointInRing(r, lon, lat);
    if (state === UNKNOWN) {
      const cx = r.minLon + (gx + 0.5) * this.cellW;
      const cy = r.minLat + (gy + 0.5) * this.cellH;
      state = pointInRing(r, cx, cy) ? INSIDE : OUTSIDE;
      this.cells[i] = state;
    }
    return state === INSIDE;
  }
}
