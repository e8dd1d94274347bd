// The street map the Basemap menu offers in one click: OpenFreeMap's "liberty" style unless the
// build names another (VITE_STREET_STYLE_URL; the e2e tests point it at a loopback fixture).

/** Free, no key, no sign-up; attribution (in the style) to OpenFreeMap, OpenMapTiles and OpenStreetMap. */
const OPENFREEMAP_LIBERTY = 'https://tiles.openfreemap.org/styles/liberty';

export const STREET_STYLE_URL: string =
  (import.meta.env.VITE_STREET_STYLE_URL as string | undefined)?.trim() || OPENFREEMAP_LIBERTY;

/** Who serves the street map, in the menu's words. */
export function streetProvider(url: string = STREET_STYLE_URL): string {
  return url === OPENFREEMAP_LIBERTY ? 'OpenFreeMap' : new URL(url, window.location.href).host;
}
