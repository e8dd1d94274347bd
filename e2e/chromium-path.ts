// Picks the Chromium binary for Playwright: $CHROMIUM_PATH, then Debian's headless shell, then
// Debian's Chromium, else Playwright's own.
import { existsSync } from 'node:fs';

// Kept in sync with scripts/ensure-chromium.mjs, which installs these when they are missing.
/**
 * Debian's `chromium-headless-shell`: the same Chromium without the full browser's windows and
 * tab UI, which is what Playwright itself runs headless. A test's page costs less CPU in it
 * (measured on the app: a new page and its load 1.87 → 1.13 CPU s, a blank page 0.50 → 0.25 s),
 * and it draws the map through SwiftShader just the same.
 */
export const DEBIAN_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/** Executable path for launchOptions; undefined lets Playwright use its downloaded browser. */
export function chromiumPath(
  env: NodeJS.ProcessEnv = process.env,
  exists: (path: string) => boolean = existsSync,
): string | undefined {
  // An explicit setting wins even if wrong, so a typo fails loudly instead of silently falling back.
  if (env.CHROMIUM_PATH) return env.CHROMIUM_PATH;
  if (exists(DEBIAN_HEADLESS_SHELL)) return DEBIAN_HEADLESS_SHELL;
  if (exists(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  return undefined;
}
