// `pretest`: makes sure a Chromium for Playwright exists, installing Debian's when we are root:
// its headless shell (what the tests run: less CPU a page) and Chromium (the screenshots, the
// benches' and a person's own look at a page).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

// Same paths as e2e/chromium-path.ts.
const DEBIAN_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const DEBIAN_CHROMIUM = '/usr/bin/chromium';
// The shell's package is newer than Chromium's (Debian 12 has both): without it, Chromium alone.
const INSTALL =
  'apt-get update && apt-get install -y chromium && (apt-get install -y chromium-headless-shell || true)';
const SUDO_INSTALL =
  'sudo apt-get update && sudo apt-get install -y chromium chromium-headless-shell';

/** Playwright's own downloaded Chromium (e.g. on macOS), which chromium-path.ts falls back to. */
async function hasPlaywrightChromium() {
  try {
    const { chromium } = await import('playwright-core');
    return existsSync(chromium.executablePath());
  } catch {
    return false;
  }
}

if (process.env.CHROMIUM_PATH || (existsSync(DEBIAN_HEADLESS_SHELL) && existsSync(DEBIAN_CHROMIUM)))
  process.exit(0);

const hasAptGet = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
if (process.getuid?.() === 0 && hasAptGet) {
  console.log(`Chromium or its headless shell not found; installing Debian's: ${INSTALL}`);
  const result = spawnSync('sh', ['-c', INSTALL], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (result.status === 0 && existsSync(DEBIAN_CHROMIUM)) process.exit(0);
  console.error(`Installing Chromium failed; ${DEBIAN_CHROMIUM} is still missing.`);
  process.exit(1);
}

if (existsSync(DEBIAN_HEADLESS_SHELL) || existsSync(DEBIAN_CHROMIUM)) process.exit(0);
if (await hasPlaywrightChromium()) process.exit(0);

console.error(
  [
    'Chromium is required for the Playwright tests but was not found.',
    `Install it with:  ${SUDO_INSTALL}`,
    'or point CHROMIUM_PATH at an existing Chromium/Chrome binary.',
  ].join('\n'),
);
process.exit(1);
