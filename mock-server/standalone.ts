// `npm run mock`: the mock Property Data Service on its own port (PORT, default 4010).
import { serve } from '@hono/node-server';
import { createMockService } from './app';
import { readMockConfig } from './config';

const config = readMockConfig();
const service = createMockService(config);
const startedAt = performance.now();

serve({ fetch: service.app.fetch, port: config.port }, (info) => {
  console.log(`Mock Property Data Service listening on http://localhost:${info.port}`);
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
