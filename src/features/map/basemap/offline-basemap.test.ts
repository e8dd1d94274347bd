import { readFileSync } from 'node:fs';
import type { Topology } from 'topojson-specification';
import { describe, expect, it } from 'vitest';
import { BASEMAP_SOURCES, countyData, offlineStyle, statesData } from './offline-basemap';

const read = (file: string) =>
  JSON.parse(readFileSync(`node_modules/us-atlas/${file}`, 'utf8')) as Topology;

describe('offlineStyle', () => {
  it('needs nothing from the network: no glyphs, sprite or tile URLs', () => {
    const style = offlineStyle();
    expect(style.glyphs).toBeUndefined();
    expect(style.sprite).toBeUndefined();
    expect(JSON.stringify(style)).not.toMatch(/https?:|\/\//);
    for (const source of Object.values(style.sources)) expect(source.type).toBe('geojson');
  });

  it('has land, state and county borders and state labels', () => {
    const ids = offlineStyle().layers.map((l) => l.id);
    expect(ids).toEqual(
      expect.arrayContaining([
        'llb-land',
        'llb-state-borders',
        'llb-county-borders',
        'llb-county-labels',
        'llb-state-labels',
        'llb-city-labels',
      ]),
    );
    expect(Object.values(BASEMAP_SOURCES)).toHaveLength(6);
  });
});

describe('statesData', () => {
  const data = statesData(read('states-10m.json'));

  it('labels every state once, inside the US', () => {
    expect(data.stateLabels.features.length).toBeGreaterThanOrEqual(50);
    const texas = data.stateLabels.features.find((f) => f.properties.name === 'Texas')!;
    expect(texas.properties.abbr).toBe('TX');
    const [lon, lat] = texas.geometry.coordinates as [number, number];
    expect(lon).toBeGreaterThan(-106);
    expect(lon).toBeLessThan(-94);
    expect(lat).toBeGreaterThan(26);
    expect(lat).toBeLessThan(36);
  });

  it('has land and inner borders', () => {
    expect(data.land.features.length).toBeGreaterThan(0);
    expect(data.stateBorders.type).toBe('MultiLineString');
    expect(data.stateBorders.coordinates.length).toBeGreaterThan(50);
  });
});

describe('countyData', () => {
  it('draws the borders between counties of the same state, and labels each county', () => {
    const { borders, labels } = countyData(read('counties-10m.json'));
    expect(borders.type).toBe('MultiLineString');
    expect(borders.coordinates.length).toBeGreaterThan(1000);
    expect(labels.features.length).toBeGreaterThan(3000);
    const travis = labels.features.find((f) => f.properties.name === 'Travis')!;
    const [lon, lat] = travis.geometry.coordinates as [number, number];
    expect(Math.abs(lon - -97.78)).toBeLessThan(0.3);
    expect(Math.abs(lat - 30.33)).toBeLessThan(0.3);
  });
});
