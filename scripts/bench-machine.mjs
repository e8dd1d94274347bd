// What every bench script needs from the machine: a free loopback port, and the load average to
// print beside figures that swing with it.
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
