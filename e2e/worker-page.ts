// One page per worker, handed to each test in turn: a new page costs ~0.6 CPU s more than
// navigating the one there is (a renderer to start, and before this a blank page a test to clear
// storage from), docs/testing.md. Before the next test gets it, everything a test can add to a page
// is undone: listeners, routes, init scripts, exposed bindings, media emulation, the viewport and
// the mouse; the page goes to about:blank (the app's document, its timers and workers end) and
// its history is reset; the storage of every origin it visited, session storage included, is
// cleared by the `context` fixture (e2e/fixtures.ts). A test that closes it gets a new one next.
// Not undone (no spec uses them; add them here first): page.clock (context-wide anyway),
// setExtraHTTPHeaders, setDefaultTimeout, addLocatorHandler, routeWebSocket, keys left down.
import type { BrowserContext, CDPSession, Page, ViewportSize } from '@playwright/test';

interface Kept {
  page: Page;
  cdp: CDPSession;
}

interface Disposable {
  dispose(): Promise<void>;
}

type Listener = (...args: never[]) => void;

/** Methods that add a listener to a page (`once` wraps it; removeListener finds it still). */
const LISTENING = ['on', 'once', 'addListener', 'prependListener', 'prependOnceListener'];

/** Methods of a page whose result undoes them. */
const DISPOSING = ['addInitScript', 'exposeBinding', 'exposeFunction'] as const;

export class WorkerPage {
  /** Origins the worker's pages visited since their storage was last cleared. */
  readonly origins = new Set<string>();
  private kept: Kept | undefined;
  private undo: (() => Promise<void>)[] = [];

  /** The context's own newCDPSession, not the `context` fixture's, whose sessions die with a test. */
  private readonly newSession: BrowserContext['newCDPSession'];

  constructor(private readonly context: BrowserContext) {
    this.newSession = context.newCDPSession.bind(context);
  }

  current(): Page | undefined {
    return this.kept && !this.kept.page.isClosed() ? this.kept.page : undefined;
  }

  private async keptPage(): Promise<Kept> {
    if (this.kept && !this.kept.page.isClosed()) return this.kept;
    const page = await this.context.newPage();
    page.on('framenavigated', (frame) => {
      const { origin, protocol } = new URL(frame.url());
      if (protocol === 'http:' || protocol === 'https:') this.origins.add(origin);
    });
    // Its own session, for clearing storage and history; a test's sessions are others.
    const cdp = await this.newSession(page);
    this.kept = { page, cdp };
    return this.kept;
  }

  /** The page for the next test, sized to `viewport`, recording what the test adds to it. */
  async forTest(viewport: ViewportSize | null): Promise<Page> {
    const { page } = await this.keptPage();
    const size = page.viewportSize();
    if (viewport && (size?.width !== viewport.width || size.height !== viewport.height)) {
      await page.setViewportSize(viewport);
    }
    this.undo = [];

    // Listeners the test (or a fixture) adds: removed after it. The origin watch above stays.
    const emitter = page as unknown as Record<string, unknown>;
    const added: [string, Listener][] = [];
    for (const method of LISTENING) {
      const original = emitter[method] as (name: string, listener: Listener) => Page;
      emitter[method] = (name: string, listener: Listener) => {
        added.push([name, listener]);
        return original.call(page, name, listener);
      };
      this.undo.push(async () => {
        emitter[method] = original;
      });
    }
    this.undo.push(async () => {
      const remove = emitter.removeListener as (name: string, listener: Listener) => Page;
      for (const [name, listener] of added) remove.call(page, name, listener);
    });

    for (const method of DISPOSING) {
      const original = page[method] as (...args: unknown[]) => Promise<Disposable>;
      page[method] = (async (...args: unknown[]) => {
        const disposable = await original.apply(page, args);
        this.undo.push(() => disposable.dispose());
        return disposable;
      }) as never;
      this.undo.push(async () => {
        page[method] = original as never;
      });
    }

    const emulateMedia = page.emulateMedia.bind(page);
    page.emulateMedia = async (options) => {
      // The context's defaults again afterwards (it was made with none of these options).
      this.undo.push(() =>
        emulateMedia({
          media: null,
          colorScheme: 'light',
          reducedMotion: 'no-preference',
          forcedColors: 'none',
          contrast: 'no-preference',
        }),
      );
      return emulateMedia(options);
    };
    this.undo.push(async () => {
      page.emulateMedia = emulateMedia;
    });

    this.undo.push(() => page.unrouteAll({ behavior: 'ignoreErrors' }));
    return page;
  }

  /** Undoes what the test added, and leaves the page on about:blank with no history. */
  async afterTest(): Promise<void> {
    const kept = this.kept;
    const undo = this.undo.reverse();
    this.undo = [];
    if (!kept || kept.page.isClosed()) return;
    const { page, cdp } = kept;
    // In reverse, so a wrapped method is unwrapped only after what it recorded is undone.
    for (const step of undo) await step();
    // No hover left for the next document to find under the pointer.
    await page.mouse.move(0, 0);
    await page.goto('about:blank');
    await cdp.send('Page.resetNavigationHistory');
  }

  /** Clears the storage (session storage too) of every origin visited since the last time. */
  async clearOrigins(storageTypes: string): Promise<void> {
    if (this.origins.size === 0) return;
    // The kept page's session, or a blank page's if a test closed it.
    const kept = this.current() ? this.kept : undefined;
    const blank = kept ? undefined : await this.context.newPage();
    const cdp = kept?.cdp ?? (await this.newSession(blank!));
    try {
      // local_storage clears a tab's session storage of the origin as well.
      for (const origin of this.origins) {
        await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes });
      }
      this.origins.clear();
    } finally {
      if (blank) await blank.close();
    }
  }

  async close(): Promise<void> {
    if (this.current()) await this.kept!.page.close();
  }
}
