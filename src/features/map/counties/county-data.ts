// The county shapes for the clickable layer, read from the us-atlas file the offline basemap also uses
// (one hashed same-origin asset, cached by the browser) and fetched only when the layer is turned on.
import type { Feature, FeatureCollection, MultiPolygon, Point, Polygon } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import countiesUrl from 'us-atlas/counties-10m.json?url';
import { mainPolygonOf, quickLabelPoint } from '../../../lib/geo/label-point';
import { countyTitle } from './county-title';

interface CountyProperties {
  fips: string;
  title: string;
}

export interface CountyShapes {
  areas: FeatureCollection<Polygon | MultiPolygon, CountyProperties>;
  labels: FeatureCollection<Point, CountyProperties>;
  /** FIPS → "Dallas County, TX". */
  titles: ReadonlyMap<string, string>;
}

/** Polygons (for hover and click) and one label point per county, from `counties-10m.json`. */
export function countyShapes(topology: Topology): CountyShapes {
  const counties = topology.objects.counties as GeometryCollection<{ name: string }>;
  const collection = feature(topology, counties) as FeatureCollection;
  const areas: Feature<Polygon | MultiPolygon, CountyProperties>[] = [];
  const labels: Feature<Point, CountyProperties>[] = [];
  const titles = new Map<string, string>();
  for (const county of collection.features) {
    const geometry = county.geometry;
    const name = (county.properties as { name?: unknown } | null)?.name;
    const fips = String(county.id ?? '');
    if (typeof name !== 'string' || !/^\d{5}$/.test(fips)) continue;
    if (geometry.type !== 'Polygon' && geometry.type !== 'MultiPolygon') continue;
    const properties = { fips, title: countyTitle(fips, name) };
    titles.set(fips, properties.title);
    areas.push({ type: 'Feature', properties, geometry });
    const main = mainPolygonOf(geometry);
    if (main)
      labels.push({
        type: 'Feature',
        properties,
        geometry: { type: 'Point', coordinates: quickLabelPoint(main) },
      });
  }
  return {
    areas: { type: 'FeatureCollection', features: areas },
    labels: { type: 'FeatureCollection', features: labels },
    titles,
  };
}

let loading: Promise<CountyShapes> | undefined;

/** Fetched and converted once per page (~50 ms of work), then reused across style switches. */
export function loadCountyShapes(): Promise<CountyShapes> {
  loading ??= fetch(new URL(countiesUrl, window.location.href).href)
    .then((response) => {
      if (!response.ok) throw new Error(`Could not load the county map (${response.status}).`);
      return response.json() as Promise<Topology>;
    })
    .then(countyShapes)
    .catch((error: unknown) => {
      // Forget the failure so turning the layer on again retries.
      loading = undefined;
      throw error;
    });
  return loading;
}
