// How the live map is made: every option of the maplibregl.Map apart from its container.
import type { MapOptions } from 'maplibre-gl';
import { US_BOUNDS, US_VIEW_PADDING } from './us-view';

export function mapOptions(container: HTMLElement): MapOptions {
  return {
    container,
    bounds: [US_BOUNDS.west, US_BOUNDS.south, US_BOUNDS.east, US_BOUNDS.north],
    fitBoundsOptions: { padding: US_VIEW_PADDING },
    // Not compact: the basemap's attribution (its licence terms) stays visible, not behind a button.
    attributionControl: { compact: false },
    dragRotate: false,
    pitchWithRotate: false,
    touchPitch: false,
    maxPitch: 0,
    // Labels are drawn from the browser's own fonts; nothing is fetched for them.
    localIdeographFontFamily: 'sans-serif',
    // Labels (cluster counts, place names) appear at once instead of fading in over 300 ms. A fade
    // redraws the map at every frame until it ends, and each search brings new cluster counts
    // twice (its page, then its pins): on a machine that draws in software, a frame costs 85-160
    // ms of the GPU process, and the frame with the next search's rows waited behind them
    // (search -> 250 rows p50 ~215 -> ~155 ms in A/B runs at bench:web's pace).
    fadeDuration: 0,
    locale: { 'Map.Title': 'Interactive map' },
  };
}
