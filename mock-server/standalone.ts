// `npm run mock`: the mock Property Data Service on its own port (PORT, default 4010).
import { createMockService } from './app';
import { readMockConfig } from './config';
import { serveMock } from './serve-mock';

const config = readMockConfig();
const service = createMockService(config);
const startedAt = performance.now();

void serveMock(service, config.port).then(({ port }) => {
  console.log(`Mock Property Data Service listening on http://localhost:${port}`);
});

service.ctx.store.then(
  (store) => {
    const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
    console.log(
      `Dataset ready: ${store.size.toLocaleString('en-US')} properties (seed ${config.seed}, now ${config.now.toISOString().slice(0, 10)}) in ${seconds}s`,
    );
  },
  (error: unknown) => {
    console.error('Could not build the mock dataset:', error);
    process.exitCode = 1;
  },
);
