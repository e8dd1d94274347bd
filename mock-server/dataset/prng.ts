// Seeded pseudo-random numbers (sfc32, seeded through splitmix32) so a dataset is a pure function of its seed.

function splitmix32(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) >>> 0;
  };
}

/** Inverse standard normal CDF (Acklam's rational approximation, |error| < 1.2e-9). */
function normalQuantile(p: number): number {
  const a = [
    -39.69683028665376, 220.9460984245205, -275.9285104469687, 138.357751867269, -30.66479806614716,
    2.506628277459239,
  ];
  const b = [
    -54.47609879822406, 161.5858368580409, -155.6989798598866, 66.80131188771972,
    -13.28068155288572,
  ];
  const c = [
    -0.007784894002430293, -0.3223964580411365, -2.400758277161838, -2.549732539343734,
    4.374664141464968, 2.938163982698783,
  ];
  const d = [0.007784695709041462, 0.3224671290700398, 2.445134137142996, 3.754408661907416];
  const [a0, a1, a2, a3, a4, a5] = a as [number, number, number, number, number, number];
  const [b0, b1, b2, b3, b4] = b as [number, number, number, number, number];
  const [c0, c1, c2, c3, c4, c5] = c as [number, number, number, number, number, number];
  const [d0, d1, d2, d3] = d as [number, number, number, number];
  const tail = (q: number): number =>
    (((((c0 * q + c1) * q + c2) * q + c3) * q + c4) * q + c5) /
    ((((d0 * q + d1) * q + d2) * q + d3) * q + 1);
  if (p < 0.02425) return tail(Math.sqrt(-2 * Math.log(p)));
  if (p > 1 - 0.02425) return -tail(Math.sqrt(-2 * Math.log(1 - p)));
  const q = p - 0.5;
  const r = q * q;
  return (
    ((((((a0 * r + a1) * r + a2) * r + a3) * r + a4) * r + a5) * q) /
    (((((b0 * r + b1) * r + b2) * r + b3) * r + b4) * r + 1)
  );
}

/**
 * Quantiles of the standard normal at 4096 evenly spaced probabilities: a normal draw is one
 * table lookup with linear interpolation instead of Box–Muller's log, sqrt and trig, which the
 * generator would otherwise pay millions of times. Tails are cut at about ±3.5σ (fine for test data).
 */
const NORMAL_BITS = 12;
const NORMAL_TABLE = Float64Array.from({ length: (1 << NORMAL_BITS) + 1 }, (_, i) =>
  normalQuantile((i + 0.5) / ((1 << NORMAL_BITS) + 1)),
);

/** A small, fast generator: sfc32 passes PractRand to 2^40+ and is plenty for test data. */
export class Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: number) {
    const mix = splitmix32(seed);
    this.a = mix();
    this.b = mix();
    this.c = mix();
    this.d = mix();
    // Discard the first outputs: sfc32's state needs a few rounds to diffuse the seed.
    for (let i = 0; i < 12; i++) this.nextU32();
  }

  nextU32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  /** Uniform in [0, 1). */
  next(): number {
    return this.nextU32() / 4294967296;
  }

  /** Uniform integer in [lo, hi], both inclusive. */
  int(lo: number, hi: number): number {
    return lo + Math.floor(this.next() * (hi - lo + 1));
  }

  /** Uniform real in [lo, hi). */
  range(lo: number, hi: number): number {
    return lo + this.next() * (hi - lo);
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  /** Standard normal, from the quantile table (one 32-bit draw). */
  normal(): number {
    const u = this.nextU32();
    const i = u >>> (32 - NORMAL_BITS);
    const f = (u & ((1 << (32 - NORMAL_BITS)) - 1)) / (1 << (32 - NORMAL_BITS));
    const lo = NORMAL_TABLE[i] as number;
    return lo + ((NORMAL_TABLE[i + 1] as number) - lo) * f;
  }

  /** Log-normal multiplier with median 1 and the given sigma. */
  logNormal(sigma: number): number {
    return Math.exp(sigma * this.normal());
  }

  /** Exponential with the given mean. */
  exponential(mean: number): number {
    return -Math.log(1 - this.next()) * mean;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  }

  /** Index drawn from a cumulative weight table (see cumulative()). */
  pickIndex(cumulativeWeights: Float64Array): number {
    const total = cumulativeWeights[cumulativeWeights.length - 1] ?? 0;
    const x = this.next() * total;
    let lo = 0;
    let hi = cumulativeWeights.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((cumulativeWeights[mid] ?? 0) > x) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  }
}

/** Running sums of weights, for Rng.pickIndex. */
export function cumulative(weights: readonly number[]): Float64Array {
  const out = new Float64Array(weights.length);
  let sum = 0;
  weights.forEach((w, i) => {
    sum += w;
    out[i] = sum;
  });
  return out;
}

/**
 * A weighted choice among values, prepared once and drawn many times in O(1) with Walker's
 * alias method: one uniform picks a slot, its fractional part picks the slot's value or alias.
 */
export class WeightedChoice<T> {
  private readonly prob: Float64Array;
  private readonly alias: Int32Array;
  private readonly n: number;
  constructor(
    private readonly values: readonly T[],
    weights: readonly number[],
  ) {
    const n = values.length;
    const total = weights.reduce((s, w) => s + w, 0);
    if (weights.length !== n || n === 0 || !(total > 0)) {
      throw new Error('WeightedChoice needs one non-negative weight per value, not all zero');
    }
    this.n = n;
    this.prob = new Float64Array(n);
    this.alias = new Int32Array(n);
    const scaled = weights.map((w) => (w * n) / total);
    const small: number[] = [];
    const large: number[] = [];
    scaled.forEach((p, i) => (p < 1 ? small : large).push(i));
    while (small.length > 0 && large.length > 0) {
      const s = small.pop() as number;
      const l = large[large.length - 1] as number;
      this.prob[s] = scaled[s] as number;
      this.alias[s] = l;
      scaled[l] = (scaled[l] as number) + (scaled[s] as number) - 1;
      if ((scaled[l] as number) < 1) small.push(large.pop() as number);
    }
    // Leftovers are 1 up to rounding.
    for (const i of [...small, ...large]) {
      this.prob[i] = 1;
      this.alias[i] = i;
    }
  }

  draw(rng: Rng): T {
    const x = rng.next() * this.n;
    const i = Math.floor(x);
    return this.values[x - i < (this.prob[i] as number) ? i : (this.alias[i] as number)] as T;
  }
}
