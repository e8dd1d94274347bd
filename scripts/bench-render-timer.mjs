// The render timer of `npm run bench:web`: from a click to the first frame where the results table
// is settled with new rows and the rows in view are shown. The page resolves window.__benchDone
// with { total, listArrived, allRows } in milliseconds.
/* global window, document, Element, MutationObserver, requestAnimationFrame, getComputedStyle -- used only inside page.evaluate, in the browser */

/**
 * Arms a one-shot timer in the page: performance.mark on the click (capture phase, before the app
 * sees it), and a second mark on the first frame where the table is settled again with `rows` new
 * rows and every row the user can see (inside the table's scroller and the window) shows its cells.
 *
 * "New" means the table went busy (aria-busy) after the click, its first row changed, or the URL
 * moved: the app may hold a search until its first page is in and then show it in one step, with
 * no busy state, and a search whose first rows stay the same is then told apart only by the URL
 * it moved to (every reader of the search follows the URL, in the same task). The busy
 * flag is watched with a MutationObserver, not only sampled once a frame: a search whose first rows
 * stay the same (Houston with year_built_min 1901) is recognisable only by that flag, and on a
 * loaded machine a long task can swallow the whole busy window between two frames. Sampled, it was
 * missed, and the run waited out its 60 s as "lost" although the app had rendered.
 *
 * "Shows its cells": the app renders a new page's first screenful at once and the rows below it a
 * frame later (src/features/results/table/staged-rows.ts); until then those rows still hold the previous
 * page, the table's body is aria-busy, and where they can be seen they are skipped
 * (content-visibility: hidden on the row). `total` is the frame the user sees the new page in,
 * with the table already as long as `rows` rows; `allRows` is the later frame in which every row
 * shows the new page: the body no longer busy, and no row skipped.
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
          const urlBefore = window.location.href;
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
          // Asked of the row's own style, not of its cells: checkVisibility() on a cell inside a
          // row that is skipped for now (content-visibility) forces its style, ~1 ms a row, and
          // the timer would then measure itself.
          const showsCells = (row) => getComputedStyle(row).contentVisibility !== 'hidden';
          /** The rows inside the table's scroller and the window (the table's rows are in order). */
          const rowsInView = (table, bodyRows) => {
            const box = table.parentElement.getBoundingClientRect();
            const top = Math.max(box.top, 0);
            const bottom = Math.min(box.bottom, window.innerHeight);
            const seen = [];
            for (const row of bodyRows) {
              const { top: rowTop, bottom: rowBottom } = row.getBoundingClientRect();
              if (rowTop >= bottom) break;
              if (rowBottom > top) seen.push(row);
            }
            return seen;
          };
          let shownAt = 0;
          const finish = (frameTime) => {
            performance.mark(`${id}:all`, { startTime: frameTime });
            clearTimeout(timeout);
            watcher.disconnect();
            const start = performance.getEntriesByName(`${id}:start`)[0].startTime;
            // The list is the first large PropertySearch answer since the click (count and summary
            // are small; the next page's prefetch, as large, leaves after the list has arrived):
            // when it arrived splits server + network from parse + render.
            const answers = performance
              .getEntriesByType('resource')
              .filter((e) => e.name.endsWith('/v2/PropertySearch') && e.startTime >= start);
            const largest = Math.max(0, ...answers.map((e) => e.encodedBodySize));
            const list = answers
              .filter((e) => e.encodedBodySize >= largest / 2)
              .sort((a, b) => a.startTime - b.startTime)[0];
            done({
              total: performance.measure(id, `${id}:start`, `${id}:end`).duration,
              listArrived: list ? list.responseEnd - start : NaN,
              allRows: performance.measure(`${id}-all`, `${id}:start`, `${id}:all`).duration,
            });
          };
          const check = () => {
            // The frame's time, before this check lays the page out to find the rows in view.
            const frameTime = performance.now();
            const table = results.querySelector('table');
            const busy = table?.getAttribute('aria-busy') === 'true';
            if (busy) sawBusy = true;
            const bodyRows = table ? [...table.querySelectorAll('tbody tr:not(.is-skeleton)')] : [];
            // Rows after the first screenful still hold the previous page.
            const staged = table?.querySelector('tbody')?.getAttribute('aria-busy') === 'true';
            const allShown = () => !staged && bodyRows.every(showsCells);
            if (shownAt) {
              // Rendered; now the frame in which every row shows the new page.
              state = `rendered, ${staged ? 'body busy, ' : ''}${bodyRows.filter((row) => !showsCells(row)).length} rows without cells`;
              if (allShown()) finish(frameTime);
              else requestAnimationFrame(check);
              return;
            }
            const first = bodyRows[0];
            const changed =
              sawBusy ||
              window.location.href !== urlBefore ||
              (first?.getAttribute('aria-rowindex') ?? '') !== before ||
              (first?.querySelector('input')?.getAttribute('aria-label') ?? '') !== firstId;
            const settled = table && !busy && changed && bodyRows.length === rows;
            const inView = settled ? rowsInView(table, bodyRows) : [];
            const hidden = inView.filter((row) => !showsCells(row)).length;
            state = `table ${table ? 'shown' : 'absent'}, busy ${busy}, went busy ${sawBusy}, ${bodyRows.length} rows${settled ? `, ${hidden} of ${inView.length} in view without cells` : ''}`;
            if (settled && hidden === 0) {
              shownAt = performance.mark(`${id}:end`, { startTime: frameTime }).startTime;
              if (allShown()) finish(frameTime);
              else requestAnimationFrame(check);
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
