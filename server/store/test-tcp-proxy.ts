// A TCP relay in front of PostgreSQL for the fault tests: it passes bytes, or cuts every connection
// (a restart, a failover), refuses new ones (a server that is down), or holds them without a word
// (a hung server, a network that drops packets). Loopback only.
import { createServer, Socket, type AddressInfo } from 'node:net';

type RelayMode = 'pass' | 'refuse' | 'hang';

export interface TcpRelay {
  port: number;
  /** The same URL with host and port pointing at the relay. */
  urlFor(url: string): string;
  setMode(mode: RelayMode): void;
  /** Destroys every open connection, both ends. */
  cut(): void;
  /** Bytes sent by clients so far (to cut in the middle of a big write). */
  bytesFromClients(): number;
  close(): Promise<void>;
}

export async function startTcpRelay(targetUrl: string): Promise<TcpRelay> {
  const target = new URL(targetUrl);
  let mode: RelayMode = 'pass';
  let fromClients = 0;
  const open = new Set<Socket>();

  const server = createServer((client) => {
    open.add(client);
    client.on('close', () => open.delete(client));
    client.on('error', () => undefined);
    if (mode === 'refuse') {
      client.destroy();
      return;
    }
    if (mode === 'hang') return;
    const upstream = new Socket();
    open.add(upstream);
    upstream.on('close', () => {
      open.delete(upstream);
      client.destroy();
    });
    upstream.on('error', () => client.destroy());
    client.on('close', () => upstream.destroy());
    upstream.connect(Number(target.port || 5432), target.hostname);
    client.on('data', (chunk) => {
      fromClients += chunk.length;
      // A hung server: what is sent is swallowed, nothing comes back.
      if (mode === 'hang') return;
      upstream.write(chunk);
    });
    upstream.on('data', (chunk) => {
      if (mode !== 'hang') client.write(chunk);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;

  return {
    port,
    urlFor(url) {
      const parsed = new URL(url);
      parsed.hostname = '127.0.0.1';
      parsed.port = String(port);
      return parsed.toString();
    },
    setMode(next) {
      mode = next;
    },
    cut() {
      for (const socket of open) socket.destroy();
      open.clear();
    },
    bytesFromClients: () => fromClients,
    close() {
      for (const socket of open) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
