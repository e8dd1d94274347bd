// Chromium's switches for the end-to-end tests: software WebGL for the map, and nothing a test
// does not need. Playwright passes its own --disable-features list, and Chromium honours only the
// last one given, so ours is appended to Playwright's own (read from its bundle), not put after it.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * New headless Chromium (156) starts the omnibox's WebUI popups (chrome://omnibox-popup.top-chrome)
 * in a renderer of their own for every tab: measured over 8 loads of the app, 11 of 36 CPU seconds
 * went to that renderer and the browser process's share fell from 6.7 to 4.1 s without it.
 */
const FEATURES_OFF = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/** The features Playwright itself turns off (its chromiumSwitches), or [] if its bundle changed. */
export function playwrightDisabledFeatures(bundle?: string): string[] {
  const source =
    bundle ??
    readFileSync(
      join(
        dirname(createRequire(import.meta.url).resolve('playwright-core/package.json')),
        'lib',
        'coreBundle.js',
      ),
      'utf8',
    );
  const list = /\bdisabledFeatures = \[([^\]]*)\]/.exec(source)?.[1] ?? '';
  return [...list.matchAll(/"([A-Za-z0-9]+)"/g)].map((match) => match[1] as string);
}

export function chromiumArgs(): string[] {
  return [
    // SwiftShader gives MapLibre a software WebGL context on GPU-less CI machines.
    '--use-angle=swiftshader',
    '--enable-unsafe-swiftshader',
    // The page is composited on the CPU, not through SwiftShader too: a page load costs ~30% less
    // CPU (measured: 7.9 → 5.4 s), and WebGL still draws the map.
    '--disable-gpu-compositing',
    '--no-sandbox',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    `--disable-features=${[...playwrightDisabledFeatures(), ...FEATURES_OFF].join(',')}`,
  ];
}
