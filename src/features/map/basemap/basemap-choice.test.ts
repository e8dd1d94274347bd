import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BASEMAP_STORAGE_KEY,
  checkRasterTemplate,
  checkStyleUrl,
  initialBasemap,
  isPmtilesUrl,
  pmtilesStyle,
  rasterStyle,
  storeBasemap,
  type BasemapChoice,
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

  it('remembers the street map and a raster template with its attribution', () => {
    const choices: BasemapChoice[] = [
      { kind: 'streets' },
      { kind: 'raster', url: 'https://sat.example.com/{z}/{x}/{y}.jpg', attribution: '© Sat Co' },
    ];
    for (const choice of choices) {
      storeBasemap(choice);
      expect(initialBasemap(undefined)).toEqual(choice);
    }
    expect(JSON.parse(localStorage.getItem(BASEMAP_STORAGE_KEY) ?? 'null')).toEqual(choices[1]);
  });

  it('reads a stored choice it does not know as nothing, not as a broken map', () => {
    for (const raw of [
      '{"kind":"satellite"}',
      '{"kind":"raster","url":"https://sat.example.com/{z}/{x}/{y}.jpg"}',
      '{"kind":"raster","url":"","attribution":""}',
      'not json',
    ]) {
      localStorage.setItem(BASEMAP_STORAGE_KEY, raw);
      expect(initialBasemap(undefined)).toEqual({ kind: 'offline' });
    }
  });
});

describe('raster tile templates', () => {
  it('needs an http(s) URL with {z}, {x} and {y}', () => {
    expect(checkRasterTemplate(' https://sat.example.com/{z}/{x}/{y}.jpg ')).toEqual({
      ok: true,
      url: 'https://sat.example.com/{z}/{x}/{y}.jpg',
    });
    expect(checkRasterTemplate('/tiles/{z}/{y}/{x}.png').ok).toBe(true);
    expect(checkRasterTemplate('https://sat.example.com/{z}/{x}.jpg')).toEqual({
      ok: false,
      error: 'The template needs {y} where the tile goes.',
    });
    expect(checkRasterTemplate('ftp://sat.example.com/{z}/{x}/{y}').ok).toBe(false);
    expect(checkRasterTemplate('').ok).toBe(false);
  });

  it('becomes one raster layer whose source carries the attribution', () => {
    const style = rasterStyle('https://sat.example.com/{z}/{x}/{y}.jpg', ' © Sat Co ');
    expect(style.sources.raster).toEqual({
      type: 'raster',
      tiles: ['https://sat.example.com/{z}/{x}/{y}.jpg'],
      tileSize: 256,
      maxzoom: 19,
      attribution: '© Sat Co',
    });
    expect(style.layers.map((l) => l.type)).toEqual(['background', 'raster']);
    expect(
      rasterStyle('https://sat.example.com/{z}/{x}/{y}.jpg', ' ').sources.raster,
    ).not.toHaveProperty('attribution');
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
