// How long an idle keep-alive connection stays open. Node closes it after 5 s by default; a client
// that reuses it at the moment the server closes it gets ECONNRESET on a request that never
// arrived (an e2e test's API request failed so, once in ~3,000 runs). Load balancers keep idle
// connections for 60 s (AWS ALB's default), so the server must outlast that; headersTimeout must
// exceed keepAliveTimeout (Node's own rule), or the first is cut short by the second.
import type { Server } from 'node:http';

export const IDLE_CONNECTION_MS = 75_000;

export function keepIdleConnectionsOpen(
  server: Pick<Server, 'keepAliveTimeout' | 'headersTimeout'>,
): void {
  server.keepAliveTimeout = IDLE_CONNECTION_MS;
  server.headersTimeout = IDLE_CONNECTION_MS + 5_000;
}
