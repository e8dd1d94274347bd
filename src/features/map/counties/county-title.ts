// How a county reads to a user ("Dallas County, TX"), from its 5-digit FIPS and its us-atlas name.
import { STATE_ABBREVIATIONS } from '../basemap/offline-basemap';

/** States whose county-level units with codes 510 and up are independent cities (Baltimore, St. Louis, Carson City, Virginia's). */
const INDEPENDENT_CITY_STATES = new Set(['24', '29', '32', '51']);

/**
 * "Dallas County, TX", "Orleans Parish, LA", "Richmond city, VA", "Anchorage, AK". us-atlas names
 * carry no type word, so it is added here: Louisiana has parishes, Alaska boroughs and census
 * areas (left bare rather than guessed), and some states have independent cities.
 */
export function countyTitle(fips: string, name: string): string {
  const state = fips.slice(0, 2);
  const abbr = STATE_ABBREVIATIONS[state];
  const code = Number(fips.slice(2));
  let place: string;
  if (state === '22') place = `${name} Parish`;
  else if (state === '02' || state === '11') place = name;
  else if (INDEPENDENT_CITY_STATES.has(state) && code >= 510)
    place = /city$/i.test(name) ? name : `${name} city`;
  else place = `${name} County`;
  return abbr ? `${place}, ${abbr}` : place;
}
