// How the service reads a polygon's longitudes: each edge goes the short way round, so a ring may cross the antimeridian.

/**
 * The ring's longitudes made continuous: each edge takes the shorter way round the globe, so
 * an edge from 179 to -179 is 2° wide (crossing the antimeridian to 181), not 358° wide across
 * every property of the dataset. A ring that never goes near ±180 comes back unchanged.
 *
 * `winding` is how many times the closed ring goes round the globe (not 0: it circles a pole,
 * and has no inside the short-way reading can name). `halfTurnEdge` is the index of the first
 * point whose edge to the next point spans exactly 180°, which could go either way.
 */
export function unwrapLongitudes(lons: readonly number[]): {
  lons: number[];
  winding: number;
  halfTurnEdge: number | undefined;
} {
  const out: number[] = [];
  let halfTurnEdge: number | undefined;
  let total = 0;
  for (let i = 0; i < lons.length; i++) {
    const raw = lons[i] as number;
    if (i === 0) {
      out.push(raw);
    } else {
      const step = shortStep(lons[i - 1] as number, raw);
      if (Math.abs(step) === 180 && halfTurnEdge === undefined) halfTurnEdge = i - 1;
      total += step;
      out.push((out[i - 1] as number) + step);
    }
  }
  if (lons.length > 1) {
    const closing = shortStep(lons[lons.length - 1] as number, lons[0] as number);
    if (Math.abs(closing) === 180 && halfTurnEdge === undefined) halfTurnEdge = lons.length - 1;
    total += closing;
  }
  return { lons: out, winding: Math.round(total / 360), halfTurnEdge };
}

/** The change in longitude from a to b the short way round, in (-180, 180]. */
function shortStep(a: number, b: number): number {
  let step = b - a;
  if (step > 180) step -= 360;
  else if (step <= -180) step += 360;
  return step;
}

/** Why the service refuses this ring, or undefined when the short-way reading is clear. */
export function ringLongitudeProblem(lons: readonly number[]): string | undefined {
  const { lons: unwrapped, winding, halfTurnEdge } = unwrapLongitudes(lons);
  if (halfTurnEdge !== undefined) {
    const next = (halfTurnEdge + 1) % lons.length;
    return `has an edge from point ${halfTurnEdge} to point ${next} that spans exactly 180° of longitude, so it could go either way round: add a point between them`;
  }
  if (winding !== 0) {
    return 'goes all the way round the globe (it circles a pole): draw the area without circling the pole';
  }
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  for (const lon of unwrapped) {
    if (lon < min) min = lon;
    if (lon > max) max = lon;
  }
  const span = max - min;
  if (span >= 360) return 'spans 360° of longitude or more: draw a smaller area';
  return undefined;
}
