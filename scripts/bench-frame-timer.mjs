// The pan-and-zoom frame timer of `npm run bench:web`: with the pins on the map, the camera is
// moved a step every animation frame (a pan right and back, then a zoom in by two levels and out
// again, about the view's centre), and the gaps between successive requestAnimationFrame callbacks
// are the frame times: each includes MapLibre drawing the moved view with its pins. Moving the
// camera from the page rather than with synthetic mouse drags keeps the input's own latency out.
// The page resolves with { frames: number[] } (milliseconds, one per frame), pinsInView, and the
// share of the map's canvas inside the window while it moved.
//
// The map is scrolled into the window first. A map outside it still runs its frames, but the
// browser composites nothing new, so its frames cost next to nothing: an earlier version measured
// from wherever the page had last scrolled (the pager's Next button scrolls the page down), and on
// a layout with a taller results panel reported 60 frames a second for a map no one could see.
/* global window, requestAnimationFrame -- used only inside page.evaluate, in the browser */

export function measurePanZoomFrames(page, { panFrames = 90, zoomFrames = 90, panPx = 6 } = {}) {
  return page.evaluate(
    ({ panFrames, zoomFrames, panPx }) =>
      new Promise((done) => {
        const map = window.__llbMap;
        if (!map) throw new Error('no map');
        map.getCanvas().scrollIntoView({ block: 'nearest', inline: 'nearest' });
        // A plain object: a DOMRect does not survive the trip out of page.evaluate.
        const canvas = map.getCanvas().getBoundingClientRect().toJSON();
        const viewport = { width: window.innerWidth, height: window.innerHeight };
        // How many pins the view holds when the move starts: clusters count what they stand for.
        const pinsInView = map
          .queryRenderedFeatures({ layers: ['llb-results-clusters', 'llb-results-points'] })
          .reduce((sum, f) => sum + (f.properties.point_count ?? 1), 0);
        const startZoom = map.getZoom();
        // Half the pan each way; the zoom goes up two levels and back, a triangle over its frames.
        const steps = [];
        for (let i = 0; i < panFrames; i += 1)
          steps.push(() => map.panBy([i < panFrames / 2 ? panPx : -panPx, 0], { duration: 0 }));
        for (let i = 0; i < zoomFrames; i += 1) {
          const t = (i + 1) / zoomFrames;
          const zoom = startZoom + 2 * (t <= 0.5 ? t * 2 : (1 - t) * 2);
          steps.push(() => map.jumpTo({ zoom }));
        }
        const frames = [];
        let last = null;
        const tick = (now) => {
          if (last !== null) frames.push(now - last);
          last = now;
          const step = steps.shift();
          if (!step) {
            done({ frames, pinsInView, canvas, viewport });
            return;
          }
          step();
          requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
    { panFrames, zoomFrames, panPx },
  );
}

/**
 * The share (0–1) of a box that lies inside the window: the pan and zoom measure the map only when
 * it is on screen.
 */
export function visibleShare(box, viewport) {
  const area = (box.right - box.left) * (box.bottom - box.top);
  if (area <= 0) return 0;
  const width = Math.max(0, Math.min(box.right, viewport.width) - Math.max(box.left, 0));
  const height = Math.max(0, Math.min(box.bottom, viewport.height) - Math.max(box.top, 0));
  return (width * height) / area;
}

/**
 * Frame times summed up: the median and the 95th percentile (nearest rank: a value that was
 * measured, so a single slow frame among twenty shows as itself), and the frames per second
 * over the whole scripted move (frames / elapsed time, so long frames weigh what they cost).
 */
export function frameStats(frames) {
  if (frames.length === 0) throw new Error('no frames measured');
  const sorted = [...frames].sort((a, b) => a - b);
  const rank = (p) => sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)];
  const elapsed = frames.reduce((sum, ms) => sum + ms, 0);
  return {
    p50: rank(50),
    p95: rank(95),
    fps: (frames.length * 1000) / elapsed,
    count: frames.length,
  };
}
