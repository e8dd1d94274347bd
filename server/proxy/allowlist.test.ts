import { describe, expect, it } from 'vitest';
import { allowedOperation, PROXY_OPERATIONS } from './allowlist';

describe('allowedOperation', () => {
  it('allows POST on the seven operations the app uses', () => {
    expect(PROXY_OPERATIONS.map((op) => op.path).sort()).toEqual([
      '/v2/AutoComplete',
      '/v2/PropertyMapping',
      '/v2/PropertySearch',
      '/v2/SkipTrace',
      '/v2/SkipTraceBatchAwait',
      '/v3/MLSDetail',
      '/v3/MLSDetailBulk',
    ]);
    for (const op of PROXY_OPERATIONS)
      expect(allowedOperation('POST', op.path)).toEqual({ method: 'POST', path: op.path });
  });

  it.each([
    ['POST', '/v2/PropertyDetail'],
    ['POST', '/v2/SkipTraceBatch'],
    ['POST', '/v2/PeopleSearch'],
    ['POST', '/v2/skiptrace'],
    ['GET', '/v2/SkipTrace'],
    ['GET', '/v2/PropertySearch'],
    ['PUT', '/v3/MLSDetail'],
    ['DELETE', '/v3/MLSDetailBulk'],
    ['POST', '/v2/propertysearch'],
    ['POST', '/v2/PropertySearch/'],
    ['POST', '/v2/PropertySearch/../SkipTrace'],
    ['POST', '/v3/PropertySearch'],
    ['post', '/v2/PropertySearch'],
  ])('refuses %s %s', (method, path) => {
    expect(allowedOperation(method, path)).toBeUndefined();
  });
});
