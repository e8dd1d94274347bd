// Pages of records asked for by `ids`: what the server answers from held records (server/held/), and
// what the spend estimate prices by the ids missing from them.
import type { PropertySearchRequest } from '../contract/search-request';

/** A records page for `ids` (not a count, ids_only or summary), and not in privacy mode. */
export function isRecordsByIds(
  req: PropertySearchRequest,
): req is PropertySearchRequest & { ids: number[] } {
  return (
    Array.isArray(req.ids) &&
    req.ids.length > 0 &&
    !req.count &&
    !req.ids_only &&
    !req.summary &&
    // Privacy mode asks for records without names; the store holds full ones, so never serve them.
    !req.obfuscate
  );
}
