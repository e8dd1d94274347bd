// Lead-type summary: bit counts accumulated during the scan, and medians by quickselect.
import { SUMMARY_BITS } from './flag-bits';
import type { LeadSummary, SummaryCountKey } from './types';

/** Index of the lowest set bit (bit must be a power of two). */
const bitIndex = (bit: number): number => 31 - Math.clz32(bit);

/** k-th smallest of a[0..len) (0-based), rearranging a; Hoare-partition quickselect. */
function select(a: Int32Array, len: number, k: number): number {
  let lo = 0;
  let hi = len - 1;
  while (lo < hi) {
    const pivot = a[(lo + hi) >>> 1] as number;
    let i = lo;
    let j = hi;
    while (i <= j) {
      while ((a[i] as number) < pivot) i++;
      while ((a[j] as number) > pivot) j--;
      if (i <= j) {
        const t = a[i] as number;
        a[i] = a[j] as number;
        a[j] = t;
        i++;
        j--;
      }
    }
    if (k <= j) hi = j;
    else if (k >= i) lo = i;
    else break;
  }
  return a[k] as number;
}

/** Median of a[0..len); an even count averages the two middle values, rounded. Null if empty. */
export function median(a: Int32Array, len: number): number | null {
  if (len === 0) return null;
  const upper = select(a, len, len >> 1);
  if (len % 2 === 1) return upper;
  // After selecting len/2, everything left of it is ≤ it: the lower middle is their maximum.
  let lower = -Infinity;
  for (let i = 0; i < len >> 1; i++) if ((a[i] as number) > lower) lower = a[i] as number;
  return Math.round((lower + upper) / 2);
}

/** Turns per-bit counts (indexed by bit position) and the median buffers into the summary object. */
export function buildSummary(
  bitCounts: Int32Array,
  prices: Int32Array,
  doms: Int32Array,
  listed: number,
): LeadSummary {
  const counts = Object.fromEntries(
    Object.entries(SUMMARY_BITS).map(([key, bit]) => [key, bitCounts[bitIndex(bit)] ?? 0]),
  ) as Record<SummaryCountKey, number>;
  return {
    ...counts,
    medianListingPrice: median(prices, listed),
    medianDaysOnMarket: median(doms, listed),
  };
}
