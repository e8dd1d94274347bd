// The pins timer of `npm run bench:web`: from the PropertyMapping answer arriving (its resource
// timing's responseEnd) to the first map frame drawn with those pins: the source has loaded the
// data handed to it after the answer, every tile of the view is loaded, and the camera is still
// (a frame mid-flight is not the view the user ends with). The page resolves window.__pinsDone
// with { answerToDrawnMs, pins }.
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
      const answer = () =>
        performance
          .getEntriesByType('resource')
          .filter((e) => e.name.endsWith('/v2/PropertyMapping') && e.startTime >= armedAt)
          .at(-1);
      // The status line and the pins' setData change in one React commit: a setData seen while
      // it counts pins is the pins' own. Earlier ones (the result page standing in while the pins
      // load) are not: counting them timed frames drawn before the pins were even read.
      const pinsShown = () => {
        const text = document.querySelector('[aria-label="Matches on the map"]')?.textContent ?? '';
        const count = /^([\d,]+)/.exec(text)?.[1];
        return count ? Number(count.replace(/,/g, '')) : null;
      };
      let pins = null;
      const onLoading = (event) => {
        if (event.sourceId !== 'llb-results' || !answer()) return;
        const shown = pinsShown();
        if (shown !== null) pins = shown;
      };
      const onRender = () => {
        const entry = answer();
        if (!entry || pins === null || map.isMoving() || !map.isSourceLoaded('llb-results')) return;
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
