// Before any test: open the app's lists database, so no test pays for its start. The server opens
// PGlite on the first /app/v1 call (WASM start and migrations), which takes seconds on a busy
// machine and would hold up whichever test happened to touch a list first.
// And the run's PGlite template (e2e/pglite-template.ts), for the servers and commands the specs
// start: the workers inherit PGLITE_TEMPLATE from here.
import { request, type FullConfig } from '@playwright/test';
import { ensurePgliteTemplate } from './pglite-template';

export default async function globalSetup(config: FullConfig): Promise<void> {
  const template = config.webServer?.env?.PGLITE_TEMPLATE;
  if (template) {
    // Written by the webServer command, unless an already running server was reused.
    await ensurePgliteTemplate(template);
    process.env.PGLITE_TEMPLATE = template;
  }
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
