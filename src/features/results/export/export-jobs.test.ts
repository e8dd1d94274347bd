import { describe, expect, it } from 'vitest';
import { exportJob } from './export-jobs';

const SORT = [{ field: 'estimated_value', direction: 'desc' } as const];

describe('exportJob', () => {
  it('exports a whole search with its own list request and the match count in words', () => {
    const request = { city: 'Austin', state: 'TX', size: 50, resultIndex: 0 };
    expect(
      exportJob({ kind: 'search', request, total: 1234, fileSlug: 'austin-tx' }, false),
    ).toEqual({
      label: '1,234 matches',
      base: request,
      total: 1234,
      fileSlug: 'austin-tx',
      privacy: false,
    });
  });

  it('exports selected rows as their ids in the table’s sort', () => {
    expect(
      exportJob({ kind: 'selected', ids: [3, 1], sort: SORT, fileSlug: 'austin-tx' }, false),
    ).toEqual({
      label: '2 selected rows',
      base: { ids: [3, 1], sort: { estimated_value: 'desc' } },
      total: 2,
      fileSlug: 'austin-tx-selected',
      privacy: false,
    });
  });

  it('exports a saved list the same way, named after the list, with no sort when it had none', () => {
    expect(exportJob({ kind: 'list', name: 'Austin flips', ids: [5], sort: [] }, false)).toEqual({
      label: 'the list “Austin flips”',
      base: { ids: [5] },
      total: 1,
      fileSlug: 'austin-flips',
      privacy: false,
    });
  });

  it('asks for obfuscated records in privacy mode, for ids as for a list', () => {
    const selected = exportJob({ kind: 'selected', ids: [1], sort: [], fileSlug: 'x' }, true);
    const list = exportJob({ kind: 'list', name: 'L', ids: [1], sort: SORT }, true);
    expect(selected.base).toEqual({ ids: [1], obfuscate: true });
    expect(list.base).toEqual({ ids: [1], sort: { estimated_value: 'desc' }, obfuscate: true });
    expect([selected.privacy, list.privacy]).toEqual([true, true]);
  });
});
