// The run's PGlite template: an initialized, empty data folder (gzipped), which every new lists
// database of the run unpacks instead of running initdb (server/store/pglite-open.ts): the
// preview's, and those of the servers and `npm run users` calls the specs start. initdb costs a
// new database ~8 CPU s more than the template (measured on `users-cli add`: 15.3 → 7.9 CPU s).
// The webServer command writes it before `vite preview` starts (`node --import tsx
// e2e/pglite-template.ts FILE`); e2e/global-setup.ts writes it if that server was reused.
import { existsSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { pathToFileURL } from 'node:url';
import { writePgliteTemplate } from '../server/store/pglite-open';

export async function ensurePgliteTemplate(file: string): Promise<void> {
  if (existsSync(file)) return;
  mkdirSync(dirname(file), { recursive: true });
  await writePgliteTemplate(file);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const file = process.argv[2];
  if (!file) throw new Error('usage: node --import tsx e2e/pglite-template.ts FILE');
  // Written afresh for each run, so a template from another PGlite version is never unpacked.
  await writePgliteTemplate(file);
}
