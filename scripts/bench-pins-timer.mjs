// The pins timer of `npm run bench:web`: from the PropertyMapping answer arriving (its resource
// timing's responseEnd) to the first map frame drawn with the new pins' source loaded. The page
// resolves window.__pinsDone with { answerToDrawnMs, pins }.
/* global window, document -- used only inside page.evaluate, in the browser */

export function armPinsTimer(page, timeoutMs = 60_000) {
  return page.evaluate((timeoutMs) => {
    const map = window.__llbMap;
    if (!map) throw new Error('no map');
    const armedAt = performance.now();
    window.__pinsDone = new Promise((done, fail) => {
      const timeout = setTimeout(() => {
        cleanup();
        fail(new Error(`no pins drawn within ${timeoutMs / 1000} s`));
      }, timeoutMs);
      // The source starts loading the new pins (setData) only after their answer: seen here.
      let reloading = false;
      const onLoading = (event) => {
        if (event.sourceId === 'llb-results') reloading = true;
      };
      const answer = () =>
        performance
          .getEntriesByType('resource')
          .filter((e) => e.name.endsWith('/v2/PropertyMapping') && e.startTime >= armedAt)
          .at(-1);
      const onRender = () => {
        const entry = answer();
        if (!entry || !reloading || !map.isSourceLoaded('llb-results')) return;
        const text = document.querySelector('[aria-label="Matches on the map"]')?.textContent ?? '';
        const pins = Number(/^([\d,]+)/.exec(text)?.[1]?.replace(/,/g, '') ?? NaN);
        cleanup();
        done({ answerToDrawnMs: performance.now() - entry.responseEnd, pins });
      };
      function cleanup() {
        clearTimeout(timeout);
        map.off('sourcedataloading', onLoading);
        map.off('render', onRender);
      }
      map.on('sourcedataloading', onLoading);
      map.on('render', onRender);
    });
  }, timeoutMs);
}
