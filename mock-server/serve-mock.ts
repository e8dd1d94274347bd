// Puts the mock on a port with @hono/node-server: `npm run mock` and the connection tests share it.
import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import type { MockService } from './app';

/** Listens on `port` (0: any free port) and resolves with the server and the port it got. */
export function serveMock(
  service: MockService,
  port: number,
  hostname?: string,
): Promise<{ server: ServerType; port: number }> {
  return new Promise((resolve) => {
    const server = serve({ fetch: service.app.fetch, port, hostname }, (info: AddressInfo) =>
      resolve({ server, port: info.port }),
    );
  });
}
