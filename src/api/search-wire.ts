// Strict in what we send: the PropertySearch body exactly as §2.1 types it, whatever the app built.
//   - keys outside §2.1 are never sent (a real key pays for surprises; the mock would 400);
//   - fields §2.1 declares as strings though they hold numbers (ltv_max, deck_area_max) go as strings;
//   - zip codes go as 5 digits: a ZIP+4 ("78701-1234") is cut to its first five (the form says so
//     under the zip field), since §2.1 defines zip as a US zip code and the vendor matches 5 digits.
import type { PropertyMappingRequest } from './contract/property-mapping';
import type { PropertySearchRequest } from './contract/search-request';
import { SEARCH_REQUEST_FIELDS } from './contract/search-request';

const SPEC_FIELDS: ReadonlySet<string> = new Set(SEARCH_REQUEST_FIELDS);

/** Number fields §2.1 declares as S. */
const DECLARED_AS_STRING = ['ltv_max', 'deck_area_max'] as const;

const ZIP_PLUS_FOUR = /^(\d{5})-\d{4}$/;

/** "78701-1234" → "78701"; anything else unchanged (the contract's validation reports it). */
function fiveDigitZip(zip: string): string {
  const match = ZIP_PLUS_FOUR.exec(zip.trim());
  return match ? match[1]! : zip.trim();
}

export function toWireSearchRequest(request: PropertySearchRequest): Record<string, unknown> {
  const wire: Record<string, unknown> = {};
  const dropped: string[] = [];
  for (const [key, value] of Object.entries(request)) {
    if (value === undefined) continue;
    if (SPEC_FIELDS.has(key)) wire[key] = value;
    else dropped.push(key);
  }
  if (dropped.length > 0)
    console.warn(`PropertySearch: not sending fields outside the spec: ${dropped.join(', ')}`);
  for (const key of DECLARED_AS_STRING) {
    if (typeof wire[key] === 'number') wire[key] = String(wire[key]);
  }
  const zip = wire.zip;
  if (typeof zip === 'string') wire.zip = fiveDigitZip(zip);
  else if (Array.isArray(zip))
    wire.zip = zip.map((z: unknown) => (typeof z === 'string' ? fiveDigitZip(z) : z));
  return wire;
}

/** Search flags PropertyMapping refuses with a 400 (reference-shapes "Property mapping"). */
const REFUSED_BY_MAPPING = ['count', 'summary', 'ids_only'] as const;

/**
 * The PropertyMapping body: the search's filters sent exactly as a search sends them (same
 * fields, same rules), without the flags the endpoint refuses, whatever the caller passed.
 */
export function toWireMappingRequest(request: PropertyMappingRequest): Record<string, unknown> {
  const wire = toWireSearchRequest(request as PropertySearchRequest);
  for (const key of REFUSED_BY_MAPPING) delete wire[key];
  return wire;
}
