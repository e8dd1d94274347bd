// What every bench script needs from the machine: a free loopback port, the load average and a
// CPU probe to print beside figures that swing with them, and the median they are reported as.
import { createServer } from 'node:net';
import { loadavg } from 'node:os';

/** The 1, 5 and 15 minute load averages, as "2.35 / 7.70 / 8.80". */
export function loadAverage() {
  return loadavg()
    .map((n) => n.toFixed(2))
    .join(' / ');
}

/** A port the OS just handed out on 127.0.0.1. */
export function freePort() {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolvePort(port));
    });
  });
}

/**
 * A page of 250 made-up property records as JSON text, about the size of the mock's
 * PropertySearch answer (~0.9 MB): the same kind of work as the browser's parse of a search.
 * Built the same way every time, so a probe measures the machine and nothing else.
 */
export function probePage() {
  const records = Array.from({ length: 250 }, (_, i) => {
    const record = { id: String(10_000_000 + i), propertyId: String(10_000_000 + i) };
    for (let f = 0; f < 165; f += 1) record[`field${f}`] = f % 3 === 0 ? i * f : `value ${i}-${f}`;
    return record;
  });
  return JSON.stringify({ data: records, resultCount: 250, recordCount: 250 });
}

/**
 * How fast one core runs right now: the median time, in ms, to JSON.parse `probePage()`. On a
 * shared machine the load average says how many tasks wait for a core; this says what a fixed
 * piece of work costs at the moment the figures are taken, so a slow hour shows in the
 * bench's own output. `now` is for tests.
 */
export function cpuProbe({ runs = 15, now = () => performance.now() } = {}) {
  const text = probePage();
  const times = [];
  for (let i = 0; i < runs; i += 1) {
    const start = now();
    JSON.parse(text);
    times.push(now() - start);
  }
  return median(times);
}

/** The median of `values` (the mean of the middle two for an even count); NaN for none. */
export function median(values) {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}
