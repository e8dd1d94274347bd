// The first view of the map: the lower 48 states. Shared by the live map and its preview.
import type { Bounds } from '../../lib/geo/bounds';

export const US_BOUNDS: Bounds = { west: -124.8, south: 24.4, east: -66.9, north: 49.4 };

/** Pixels kept free around US_BOUNDS in the first view. */
export const US_VIEW_PADDING = 12;
