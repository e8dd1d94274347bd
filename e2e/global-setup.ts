// Before any test: open the app's lists database, so no test pays for its start. The server opens
// PGlite on the first /app/v1 call (WASM start and migrations), which takes seconds on a busy
// machine and would hold up whichever test happened to touch a list first.
import { request, type FullConfig } from '@playwright/test';

export default async function globalSetup(config: FullConfig): Promise<void> {
  const baseURL = config.projects[0]?.use.baseURL;
  if (!baseURL) return;
  const context = await request.newContext({ baseURL });
  try {
    const response = await context.get('/app/v1/lists', { timeout: 120_000 });
    if (!response.ok()) throw new Error(`GET /app/v1/lists answered ${response.status()}`);
  } finally {
    await context.dispose();
  }
}
