import { beforeEach, describe, expect, it } from 'vitest';
import {
  JOB_STORAGE_KEY,
  memoryPageStore,
  readStoredJob,
  writeStoredJob,
  type StoredJob,
} from './job-store';

const JOB: StoredJob = {
  id: 'job-1',
  job: {
    label: '12,679 matches',
    base: { property_type: 'SFR' },
    total: 12_679,
    fileSlug: 'sfr',
    privacy: false,
  },
  settings: { columnIds: ['id', 'owner1First'], dedupe: 'off', format: 'csv' },
  nextPage: 12,
  total: 12_679,
  rows: 3_000,
};

describe('the stored export job', () => {
  beforeEach(() => localStorage.clear());

  it('round-trips through localStorage and is forgotten when cleared', () => {
    writeStoredJob(JOB);
    expect(readStoredJob()).toEqual(JOB);
    writeStoredJob(undefined);
    expect(localStorage.getItem(JOB_STORAGE_KEY)).toBeNull();
  });

  it('ignores a stored value that is not a job', () => {
    localStorage.setItem(JOB_STORAGE_KEY, JSON.stringify({ id: 'x', nextPage: 'twelve' }));
    expect(readStoredJob()).toBeUndefined();
    localStorage.setItem(JOB_STORAGE_KEY, '{not json');
    expect(readStoredJob()).toBeUndefined();
  });
});

describe('memoryPageStore', () => {
  it('keeps pages by job and number, with holes where a page is missing, until cleared', async () => {
    const store = memoryPageStore();
    await store.put('a', 0, { rows: [['1']], keys: [null] });
    await store.put('a', 2, { rows: [['3']], keys: [null] });
    await store.put('b', 0, { rows: [['9']], keys: [null] });
    const pages = await store.load('a');
    expect(pages).toHaveLength(3);
    expect(pages[1]).toBeUndefined();
    expect(pages[2]?.rows).toEqual([['3']]);
    await store.clear();
    expect(await store.load('a')).toEqual([]);
  });
});
