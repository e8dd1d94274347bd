import { describe, expect, it } from 'vitest';
import { mapOptions } from './map-options';
import { US_BOUNDS } from './us-view';

describe('mapOptions', () => {
  // Only passed through: any object stands in for the element (these tests run without a DOM).
  const container = {} as HTMLElement;
  const options = mapOptions(container);

  it('draws new labels at once: a fade would redraw the map at every frame for 300 ms', () => {
    expect(options.fadeDuration).toBe(0);
  });

  it('opens on the lower 48 states in the given container, north up and flat', () => {
    expect(options.container).toBe(container);
    expect(options.bounds).toEqual([
      US_BOUNDS.west,
      US_BOUNDS.south,
      US_BOUNDS.east,
      US_BOUNDS.north,
    ]);
    expect(options).toMatchObject({ dragRotate: false, pitchWithRotate: false, maxPitch: 0 });
  });

  it('keeps the attribution visible and fetches no fonts', () => {
    expect(options.attributionControl).toEqual({ compact: false });
    expect(options.localIdeographFontFamily).toBe('sans-serif');
  });
});
