// Picks the Chromium binary for Playwright: $CHROMIUM_PATH, then Debian's, else Playwright's own.
import { existsSync } from 'node:fs';

// Kept in sync with scripts/ensure-chromium.mjs, which installs this path when it is missing.
const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/** Executable path for launchOptions; undefined lets Playwright use its downloaded browser. */
export function chromiumPath(env: NodeJS.ProcessEnv = process.env): string | undefined {
  // An explicit setting wins even if wrong, so a typo fails loudly instead of silently falling back.
  if (env.CHROMIUM_PATH) return env.CHROMIUM_PATH;
  if (existsSync(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  return undefined;
}
