// Hard limits of spec §8, in a module of its own so the primitives and the field registry can use them.

export const LIMITS = {
  defaultSize: 50,
  maxSize: 250,
  maxIdsOnly: 10_000,
  minRadius: 0.1,
  maxRadius: 10,
  minMlsAddressLength: 10,
  maxBulkIds: 1000,
  // decision (the spec is silent): every drawn or pasted area stays cheap to test against each property.
  maxPolygons: 100,
  maxPolygonPoints: 10_000,
} as const;
