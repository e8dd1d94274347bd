// The server side of `npm run bench:load`: the mock on 127.0.0.1, reporting its memory to the bench over IPC.
import { createMockService } from '../app';
import { readMockConfig } from '../config';
import { serveMock } from '../serve-mock';

const config = readMockConfig();
const service = createMockService(config);

// Loopback only: a load test must not be reachable from the network.
const { port } = await serveMock(service, config.port, '127.0.0.1');
await service.ctx.store;

process.on('message', (message) => {
  if (message === 'rss') process.send?.({ rss: process.memoryUsage().rss });
});
process.send?.({ ready: true, port });
