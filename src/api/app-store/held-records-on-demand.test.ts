// The on-demand wrapper: plain searches go straight to the service; records by ids go through
// the never-pay-twice wrapper (loaded on first use) and its app-store client.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient, SearchListPage } from '../client';
import { withHeldRecordsOnDemand } from './held-records-on-demand';
import { isRecordsByIds } from './records-by-ids';

const empty: SearchListPage = { input: {}, resultCount: 0, data: [], offset: 0, skipped: [] };

afterEach(() => vi.unstubAllGlobals());

describe('withHeldRecordsOnDemand', () => {
  it('tells records by ids from everything else', () => {
    expect(isRecordsByIds({ ids: [1] })).toBe(true);
    expect(isRecordsByIds({ ids: [] })).toBe(false);
    expect(isRecordsByIds({ ids: [1], count: true })).toBe(false);
    expect(isRecordsByIds({ ids: [1], ids_only: true })).toBe(false);
    expect(isRecordsByIds({ ids: [1], summary: true })).toBe(false);
    expect(isRecordsByIds({ ids: [1], obfuscate: true })).toBe(false);
  });

  it('asks the app’s server what it holds only for records by ids', async () => {
    const appCalls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        appCalls.push(url);
        return new Response(JSON.stringify({ held: [], missing: ['1'], freshnessDays: 30 }));
      }),
    );
    const propertySearch = vi.fn(async () => empty);
    const api = withHeldRecordsOnDemand({ propertySearch } as unknown as ApiClient);
    await api.propertySearch({ city: 'Austin', state: 'TX' } as never);
    expect(appCalls).toEqual([]);
    await api.propertySearch({ ids: [1] });
    expect(appCalls).toEqual(['/app/v1/records/held']);
    expect(propertySearch).toHaveBeenCalledTimes(2);
  });
});
