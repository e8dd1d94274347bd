// The one table of operations the proxy relays. Anything else never reaches the upstream (and never spends the key).

export interface ProxyOperation {
  method: 'POST';
  path: string;
}

/**
 * The operations the app calls, and only those: the spec's three, plus those reference-shapes
 * adopts (pins for the map, AutoComplete for the "where" box, and skip trace: the Await batch of up
 * to 100 owners and the single). The account's key can do far more (PropertyDetail, SkipTraceBatch,
 * PeopleSearch, …), each costing credits; a stranger must not reach them through this server.
 */
export const PROXY_OPERATIONS: readonly ProxyOperation[] = [
  { method: 'POST', path: '/v2/PropertySearch' },
  { method: 'POST', path: '/v3/MLSDetail' },
  { method: 'POST', path: '/v3/MLSDetailBulk' },
  { method: 'POST', path: '/v2/PropertyMapping' },
  { method: 'POST', path: '/v2/AutoComplete' },
  { method: 'POST', path: '/v2/SkipTraceBatchAwait' },
  { method: 'POST', path: '/v2/SkipTrace' },
];

const BY_KEY = new Map(PROXY_OPERATIONS.map((op) => [`${op.method} ${op.path}`, op]));

/**
 * The operation a request asks for, or undefined. Exact match on method and path: no prefix,
 * no case folding, no trailing slash, so a path the upstream might read differently stays out.
 */
export function allowedOperation(method: string, pathname: string): ProxyOperation | undefined {
  return BY_KEY.get(`${method} ${pathname}`);
}
