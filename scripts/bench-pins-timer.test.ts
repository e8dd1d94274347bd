// The bench:web pins timer on a stand-in map: only a frame drawn after the pins' own setData, with
// every tile loaded and the camera still, counts; the result page standing in for them does not.
import { chromium, type Browser, type Page } from '@playwright/test';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumPath } from '../e2e/chromium-path';
import { armPinsTimer } from './bench-pins-timer.mjs';

/** A map with the events the timer listens to, driven by the test; a status line like the app's. */
const PAGE = `<!doctype html>
<p role="status" aria-label="Matches on the map">Loading every match…</p>
<script>
  const handlers = {};
  window.__state = { loaded: true, moving: false };
  window.__llbMap = {
    on: (name, f) => (handlers[name] ??= new Set()).add(f),
    off: (name, f) => handlers[name]?.delete(f),
    isMoving: () => window.__state.moving,
    isSourceLoaded: (id) => id === 'llb-results' && window.__state.loaded,
  };
  window.__emit = (name, event) => handlers[name]?.forEach((f) => f(event ?? {}));
  window.__status = (text) => (document.querySelector('[role="status"]').textContent = text);
</script>`;

let browser: Browser;
let page: Page;
let server: Server;

beforeAll(async () => {
  // A real server, not page.route: a fulfilled route leaves no resource timing entry, and the
  // timer starts at the answer's responseEnd.
  server = createServer((request, response) => {
    const json = request.url === '/v2/PropertyMapping';
    response.writeHead(200, { 'content-type': json ? 'application/json' : 'text/html' });
    response.end(json ? '{"data":[]}' : PAGE);
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.address() as AddressInfo;
  browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox'] });
  page = await browser.newPage();
  await page.goto(`http://127.0.0.1:${port}/`);
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await new Promise((closed) => server?.close(closed));
});

type Step = 'standIn' | 'pinsSetData' | 'tilesLoading' | 'moving' | 'still';

/** Drives the stand-in map one step and says whether the timer has finished, and with what. */
function step(name: Step) {
  return page.evaluate(async (name) => {
    const w = globalThis as unknown as {
      __state: { loaded: boolean; moving: boolean };
      __emit: (name: string, event?: object) => void;
      __status: (text: string) => void;
      __pinsDone: Promise<{ answerToDrawnMs: number; pins: number }>;
      __result?: { answerToDrawnMs: number; pins: number };
    };
    if (!w.__result) void w.__pinsDone.then((r) => (w.__result = r));
    const source = { sourceId: 'llb-results' };
    if (name === 'standIn') {
      // The answer is in, but the page standing in is what the source loads, already drawn.
      // (The body is read, as the app does: only then is the resource timing entry written.)
      await (await fetch('/v2/PropertyMapping', { method: 'POST' })).text();
      w.__emit('sourcedataloading', source);
      w.__state.loaded = true;
    } else if (name === 'pinsSetData') {
      w.__status('10,000 of 47,509 matches on the map: the first 10,000');
      w.__state.loaded = false;
      w.__emit('sourcedataloading', source);
    } else if (name === 'tilesLoading') {
      w.__state.loaded = false;
    } else if (name === 'moving') {
      w.__state.loaded = true;
      w.__state.moving = true;
    } else {
      w.__state.moving = false;
    }
    w.__emit('render');
    await new Promise((r) => setTimeout(r, 0));
    return w.__result ?? null;
  }, name);
}

describe('armPinsTimer', () => {
  it('times the first still frame with the pins loaded, not the stand-in page before them', async () => {
    await armPinsTimer(page, 10_000);
    expect(await step('standIn')).toBeNull();
    expect(await step('pinsSetData')).toBeNull();
    expect(await step('tilesLoading')).toBeNull();
    expect(await step('moving')).toBeNull();
    const done = await step('still');
    expect(done).toMatchObject({ pins: 10_000 });
    expect(done?.answerToDrawnMs).toBeGreaterThan(0);
  });
});
