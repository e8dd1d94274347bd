// The render timer of `npm run bench:web`: from a click to the first frame where the results table
// is settled with new rows. The page resolves window.__benchDone with
// { total, listArrived } in milliseconds.
/* global window, document, Element, MutationObserver, requestAnimationFrame -- used only inside page.evaluate, in the browser */

/**
 * Arms a one-shot timer in the page: performance.mark on the click (capture phase, before the app
 * sees it), and a second mark on the first frame where the table is settled again with `rows` new rows.
 *
 * "New" means the table went busy (aria-busy) after the click, or its first row changed. The busy
 * flag is watched with a MutationObserver, not only sampled once a frame: a search whose first rows
 * stay the same (Houston with year_built_min 1901) is recognisable only by that flag, and on a
 * loaded machine a long task can swallow the whole busy window between two frames. Sampled, it was
 * missed, and the run waited out its 60 s as "lost" although the app had rendered.
 */
export function armRenderTimer(page, buttonName, rows, timeoutMs = 60_000) {
  return page.evaluate(
    ({ buttonName, rows, timeoutMs }) => {
      const results = document.querySelector('section[aria-label="Results"]');
      if (!results) throw new Error('no results region');
      const isTarget = (node) => {
        const b = node instanceof Element ? node.closest('button') : null;
        return !!b && (b.getAttribute('aria-label') ?? b.textContent?.trim()) === buttonName;
      };
      const id = `${buttonName}-${performance.now()}`;
      let clicked = false;
      let state = 'not clicked';
      window.__benchDone = new Promise((done, fail) => {
        const timeout = setTimeout(
          () =>
            fail(
              new Error(
                `${buttonName}: no render within ${timeoutMs / 1000} s (${clicked ? `last seen: ${state}` : 'the click never reached the button'})`,
              ),
            ),
          timeoutMs,
        );
        // On the document, not the button: React may replace the button element before the click.
        const onClick = (event) => {
          if (!isTarget(event.target)) return;
          document.removeEventListener('click', onClick, true);
          clicked = true;
          performance.mark(`${id}:start`);
          const before = results.querySelector('tbody tr')?.getAttribute('aria-rowindex') ?? '';
          const firstId = results.querySelector('tbody tr input')?.getAttribute('aria-label') ?? '';
          let sawBusy = false;
          // Every change of aria-busy, even one set and cleared between two frames.
          const watcher = new MutationObserver((records) => {
            if (
              records.some(
                (r) =>
                  (r.target instanceof Element && r.target.getAttribute('aria-busy') === 'true') ||
                  r.oldValue === 'true',
              )
            )
              sawBusy = true;
          });
          watcher.observe(results, {
            subtree: true,
            attributes: true,
            attributeFilter: ['aria-busy'],
            attributeOldValue: true,
          });
          const check = () => {
            const table = results.querySelector('table');
            const busy = table?.getAttribute('aria-busy') === 'true';
            if (busy) sawBusy = true;
            const bodyRows = table ? table.querySelectorAll('tbody tr:not(.is-skeleton)') : [];
            const first = bodyRows[0];
            const changed =
              sawBusy ||
              (first?.getAttribute('aria-rowindex') ?? '') !== before ||
              (first?.querySelector('input')?.getAttribute('aria-label') ?? '') !== firstId;
            state = `table ${table ? 'shown' : 'absent'}, busy ${busy}, went busy ${sawBusy}, ${bodyRows.length} rows`;
            if (table && !busy && changed && bodyRows.length === rows) {
              performance.mark(`${id}:end`);
              clearTimeout(timeout);
              watcher.disconnect();
              const start = performance.getEntriesByName(`${id}:start`)[0].startTime;
              // The list is the largest PropertySearch answer since the click (count and summary
              // are small): when it arrived splits server + network from parse + render.
              const answers = performance
                .getEntriesByType('resource')
                .filter((e) => e.name.endsWith('/v2/PropertySearch') && e.startTime >= start);
              const list = answers.sort((a, b) => b.encodedBodySize - a.encodedBodySize)[0];
              done({
                total: performance.measure(id, `${id}:start`, `${id}:end`).duration,
                listArrived: list ? list.responseEnd - start : NaN,
              });
            } else requestAnimationFrame(check);
          };
          requestAnimationFrame(check);
        };
        document.addEventListener('click', onClick, true);
      });
    },
    { buttonName, rows, timeoutMs },
  );
}
