// The never-pay-twice wrapper, loaded on demand: most visits never open a list, so the app-store
// client and its schemas stay out of the first screen's JavaScript until a page of records is
// asked for by `ids` (an open list, a list or selection export).
import type { ApiClient } from '../client';
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

export function withHeldRecordsOnDemand(api: ApiClient): ApiClient {
  let wrapped: Promise<ApiClient> | undefined;
  return {
    ...api,
    propertySearch(req, opts) {
      if (!isRecordsByIds(req)) return api.propertySearch(req, opts);
      wrapped ??= Promise.all([import('./held-records'), import('./client')]).then(
        ([held, client]) => held.withHeldRecords(api, client.createAppStoreClient()),
      );
      return wrapped.then((client) => client.propertySearch(req, opts));
    },
  };
}
