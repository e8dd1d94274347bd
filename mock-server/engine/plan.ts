// The compiled form of a query: a zip mask, bit masks, row predicates, geometry and an id list.
import type { PackedRing } from '../geo/point-in-polygon';

export type RowPredicate = (row: number) => boolean;

interface RadiusFilter {
  lat: number;
  lon: number;
  miles: number;
}

export interface Plan {
  /** A filter that can never match was found: the result is empty. */
  empty: boolean;
  /** Zips a row may lie in (null = every zip). Also drives candidate generation. */
  zipMask: Uint8Array | null;
  /** (flags[row] & flagsMask) === flagsWant, on the dataset's flags column. */
  flagsMask: number;
  flagsWant: number;
  /** (lead[row] & leadMask) === leadWant, on the engine's derived lead bits. */
  leadMask: number;
  leadWant: number;
  /** Row-level tests, cheapest first. */
  preds: RowPredicate[];
  /** Tests that need the geometry (run last). */
  radius: RadiusFilter | null;
  /** Each group is a union of rings (polygon = one ring, multi_polygon = several); a row must be in every group. */
  ringGroups: PackedRing[][];
  /** Rows given by `ids` (sorted, unique), or null. */
  idRows: Int32Array | null;
}

export function emptyPlan(): Plan {
  return {
    empty: false,
    zipMask: null,
    flagsMask: 0,
    flagsWant: 0,
    leadMask: 0,
    leadWant: 0,
    preds: [],
    radius: null,
    ringGroups: [],
    idRows: null,
  };
}

/** Keeps only zips for which `allowed` is true (intersecting with any earlier restriction). */
export function restrictZips(plan: Plan, zipCount: number, allowed: (z: number) => boolean): void {
  const mask = plan.zipMask ?? new Uint8Array(zipCount).fill(1);
  let any = false;
  for (let z = 0; z < zipCount; z++) {
    if (mask[z] === 1 && !allowed(z)) mask[z] = 0;
    if (mask[z] === 1) any = true;
  }
  plan.zipMask = mask;
  if (!any) plan.empty = true;
}

/** Requires a bit of a bitset column to be set (want = true) or clear (want = false). */
export function requireBit(plan: Plan, column: 'flags' | 'lead', bit: number, want: boolean): void {
  if (column === 'flags') {
    // Asking for a bit both set and clear can never match.
    if (plan.flagsMask & bit && ((plan.flagsWant & bit) !== 0) !== want) plan.empty = true;
    plan.flagsMask |= bit;
    if (want) plan.flagsWant |= bit;
  } else {
    if (plan.leadMask & bit && ((plan.leadWant & bit) !== 0) !== want) plan.empty = true;
    plan.leadMask |= bit;
    if (want) plan.leadWant |= bit;
  }
}
