import { describe, expect, it } from 'vitest';
import { formatPolygonText, parsePolygonText, parseRadiusForm } from './parse-area';

describe('parseRadiusForm', () => {
  it('accepts a centre and radius in range', () => {
    expect(parseRadiusForm({ latitude: '30.2672', longitude: ' -97.7431', radius: '2.5' })).toEqual(
      {
        ok: true,
        shape: { kind: 'circle', center: { lat: 30.2672, lon: -97.7431 }, radiusMiles: 2.5 },
      },
    );
  });

  it('names every field out of range', () => {
    const result = parseRadiusForm({ latitude: '91', longitude: 'abc', radius: '12' });
    expect(result).toEqual({
      ok: false,
      errors: {
        latitude: 'Enter a latitude from -90 to 90, e.g. 30.2672.',
        longitude: 'Enter a longitude from -180 to 180, e.g. -97.7431.',
        radius: 'Enter a radius from 0.1 to 10 miles.',
      },
    });
    expect(parseRadiusForm({ latitude: '30', longitude: '-97', radius: '0.05' }).ok).toBe(false);
    expect(parseRadiusForm({ latitude: '', longitude: '-97', radius: '1' }).ok).toBe(false);
  });
});

const tri = [
  { lat: 30.3, lon: -97.8 },
  { lat: 30.3, lon: -97.7 },
  { lat: 30.2, lon: -97.75 },
];

describe('parsePolygonText', () => {
  it('reads "lat, lon" lines, a blank line between polygons', () => {
    const text = '30.3, -97.8\n30.3 -97.7\n30.2,-97.75\n30.3, -97.8\n\n\n1,1\n1,2\n2,2\n';
    expect(parsePolygonText(text)).toEqual({
      ok: true,
      shapes: [
        { kind: 'polygon', ring: tri },
        {
          kind: 'polygon',
          ring: [
            { lat: 1, lon: 1 },
            { lat: 1, lon: 2 },
            { lat: 2, lon: 2 },
          ],
        },
      ],
    });
  });

  it('reads GeoJSON with [lon, lat] positions', () => {
    const polygon = {
      type: 'Polygon',
      coordinates: [
        [
          [-97.8, 30.3],
          [-97.7, 30.3],
          [-97.75, 30.2],
          [-97.8, 30.3],
        ],
      ],
    };
    expect(parsePolygonText(JSON.stringify(polygon))).toEqual({
      ok: true,
      shapes: [{ kind: 'polygon', ring: tri }],
    });
    const collection = {
      type: 'FeatureCollection',
      features: [
        { type: 'Feature', properties: {}, geometry: polygon },
        {
          type: 'Feature',
          properties: {},
          geometry: { type: 'MultiPolygon', coordinates: [polygon.coordinates] },
        },
      ],
    };
    const result = parsePolygonText(JSON.stringify(collection));
    expect(result.ok && result.shapes.length).toBe(2);
  });

  it("reads the request's own polygon and multi_polygon shapes", () => {
    expect(parsePolygonText(JSON.stringify(tri))).toEqual({
      ok: true,
      shapes: [{ kind: 'polygon', ring: tri }],
    });
    const multi = parsePolygonText(
      JSON.stringify({ multi_polygon: [{ boundaries: tri }, { boundaries: tri }] }),
    );
    expect(multi.ok && multi.shapes.length).toBe(2);
  });

  it('explains what is wrong', () => {
    expect(parsePolygonText('')).toEqual({ ok: false, error: 'Paste at least one polygon.' });
    expect(parsePolygonText('30.3, -97.8\nhello')).toEqual({
      ok: false,
      error: 'Line 2 ("hello") is not a "lat, lon" pair, e.g. 30.2672, -97.7431.',
    });
    expect(parsePolygonText('30.3, -97.8\n30.3, -97.7')).toEqual({
      ok: false,
      error: 'The polygon has 2 distinct points; a polygon needs at least 3.',
    });
    expect(parsePolygonText('-97.8, 30.3\n-97.7, 30.3\n-97.75, 30.2')).toEqual({
      ok: false,
      error:
        'The polygon has a point out of range (-97.8, 30.3). Write latitude first: "lat, lon".',
    });
    expect(parsePolygonText('{"type": "Point"')).toMatchObject({ ok: false });
    expect(parsePolygonText('{"type": "Point", "coordinates": [1, 2]}')).toMatchObject({
      ok: false,
    });
  });

  it('formats polygons back to the text it reads', () => {
    const shapes = [
      { kind: 'polygon' as const, ring: tri },
      { kind: 'polygon' as const, ring: tri },
    ];
    const text = formatPolygonText(shapes);
    expect(text).toBe(
      '30.3, -97.8\n30.3, -97.7\n30.2, -97.75\n\n30.3, -97.8\n30.3, -97.7\n30.2, -97.75',
    );
    expect(parsePolygonText(text)).toEqual({ ok: true, shapes });
  });
});
