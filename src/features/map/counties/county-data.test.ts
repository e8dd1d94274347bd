import { describe, expect, it } from 'vitest';
import type { Topology } from 'topojson-specification';
import counties from 'us-atlas/counties-10m.json' with { type: 'json' };
import { countyShapes } from './county-data';
import { countyTitle } from './county-title';

describe('countyTitle', () => {
  it('names counties the way users read them', () => {
    expect(countyTitle('48113', 'Dallas')).toBe('Dallas County, TX');
    expect(countyTitle('22071', 'Orleans')).toBe('Orleans Parish, LA');
    expect(countyTitle('51760', 'Richmond')).toBe('Richmond city, VA');
    expect(countyTitle('51159', 'Richmond')).toBe('Richmond County, VA');
    expect(countyTitle('32510', 'Carson City')).toBe('Carson City, NV');
    expect(countyTitle('02020', 'Anchorage')).toBe('Anchorage, AK');
  });
});

describe('countyShapes', () => {
  const shapes = countyShapes(counties as unknown as Topology);

  it('has one clickable area per county, keyed by its 5-digit FIPS', () => {
    expect(shapes.areas.features.length).toBeGreaterThan(3100);
    const dallas = shapes.areas.features.find((f) => f.properties.fips === '48113');
    expect(dallas?.properties.title).toBe('Dallas County, TX');
    expect(dallas?.geometry.type).toMatch(/Polygon/);
    expect(shapes.titles.get('04013')).toBe('Maricopa County, AZ');
    for (const f of shapes.areas.features) expect(f.properties.fips).toMatch(/^\d{5}$/);
  });

  it('puts each name inside its county', () => {
    const label = shapes.labels.features.find((f) => f.properties.fips === '48113');
    const [lon, lat] = label?.geometry.coordinates ?? [];
    // Dallas County lies between 32.55–32.99 N and 96.52–97.04 W.
    expect(lat).toBeGreaterThan(32.5);
    expect(lat).toBeLessThan(33.0);
    expect(lon).toBeGreaterThan(-97.1);
    expect(lon).toBeLessThan(-96.5);
  });
});
