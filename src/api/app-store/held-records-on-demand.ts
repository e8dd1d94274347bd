// The never-pay-twice wrapper, loaded on demand: most visits never open a list, so the app-store
// client and its schemas stay out of the first screen's JavaScript until a page of records is
// asked for by `ids` (an open list, a list or selection export).
import type { ApiClient } from '../client';
import { isRecordsByIds } from './records-by-ids';

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
