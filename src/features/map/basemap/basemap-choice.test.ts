import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BASEMAP_STORAGE_KEY,
  checkStyleUrl,
  initialBasemap,
  isPmtilesUrl,
  pmtilesStyle,
  storeBasemap,
} from './basemap-choice';

function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (k) => data.get(k) ?? null,
    key: (i) => [...data.keys()][i] ?? null,
    removeItem: (k) => void data.delete(k),
    setItem: (k, v) => void data.set(k, v),
  };
}

describe('initialBasemap', () => {
  beforeEach(() => vi.stubGlobal('localStorage', memoryStorage()));
  afterEach(() => vi.unstubAllGlobals());

  it('is the offline map unless the env or the user says otherwise', () => {
    expect(initialBasemap(undefined)).toEqual({ kind: 'offline' });
    expect(initialBasemap(' ')).toEqual({ kind: 'offline' });
    expect(initialBasemap('https://tiles.example.com/style.json')).toEqual({
      kind: 'custom',
      url: 'https://tiles.example.com/style.json',
    });
  });

  it("prefers the user's stored choice, and ignores a corrupt one", () => {
    storeBasemap({ kind: 'offline' });
    expect(initialBasemap('https://tiles.example.com/style.json')).toEqual({ kind: 'offline' });
    localStorage.setItem(BASEMAP_STORAGE_KEY, '{"kind":"custom"}');
    expect(initialBasemap(undefined)).toEqual({ kind: 'offline' });
  });
});

describe('style URLs', () => {
  it('recognises PMTiles archives', () => {
    expect(isPmtilesUrl('https://example.com/us.pmtiles')).toBe(true);
    expect(isPmtilesUrl('pmtiles://https://example.com/us.pmtiles?key=1')).toBe(true);
    expect(isPmtilesUrl('https://example.com/style.json')).toBe(false);
  });

  it('checks typed URLs', () => {
    expect(checkStyleUrl(' https://example.com/style.json ')).toEqual({
      ok: true,
      url: 'https://example.com/style.json',
    });
    expect(checkStyleUrl('/tiles/us.pmtiles')).toEqual({ ok: true, url: '/tiles/us.pmtiles' });
    expect(checkStyleUrl('').ok).toBe(false);
    expect(checkStyleUrl('ftp://example.com/x').ok).toBe(false);
  });
});

describe('pmtilesStyle', () => {
  it('draws each vector layer by geometry type through the pmtiles protocol', () => {
    const style = pmtilesStyle('https://example.com/us.pmtiles', {
      tiles: 'vector',
      minZoom: 0,
      maxZoom: 14,
      vectorLayers: ['water', 'roads'],
      attribution: 'Protomaps',
    });
    expect(style.sources.pm).toMatchObject({
      type: 'vector',
      url: 'pmtiles://https://example.com/us.pmtiles',
      attribution: 'Protomaps',
    });
    expect(style.layers.map((l) => l.id)).toEqual([
      'pm-background',
      'pm-water-fill',
      'pm-water-line',
      'pm-water-point',
      'pm-roads-fill',
      'pm-roads-line',
      'pm-roads-point',
    ]);
    expect(style.glyphs).toBeUndefined();
  });

  it('shows a raster archive as one raster layer', () => {
    const style = pmtilesStyle('pmtiles://https://example.com/sat.pmtiles', {
      tiles: 'raster',
      minZoom: 0,
      maxZoom: 10,
      vectorLayers: [],
    });
    expect(style.sources.pm).toMatchObject({
      type: 'raster',
      url: 'pmtiles://https://example.com/sat.pmtiles',
    });
    expect(style.layers.map((l) => l.type)).toEqual(['background', 'raster']);
  });
});
