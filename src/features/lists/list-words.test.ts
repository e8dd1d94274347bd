import { describe, expect, it } from 'vitest';
import { lastPullWords, ownerWords, sinceWords } from './list-words';

describe('list words', () => {
  it('marks whose an item is and whether the team sees it', () => {
    expect(ownerWords({ owner: 'local', mine: true, shared: false })).toBe('Yours · private');
    expect(ownerWords({ owner: 'local', mine: true, shared: true })).toBe(
      'Yours · shared with the team',
    );
    expect(ownerWords({ owner: 'ana', mine: false, shared: true })).toBe('Shared by ana');
  });

  it('says what is new and removed since the last pull', () => {
    const diff = { added: Array.from({ length: 12 }, String), removed: ['1', '2', '3'] };
    expect(sinceWords(diff, '2026-11-02T10:00:00.000Z')).toBe(
      '12 new, 3 removed since Nov 2, 2026',
    );
    expect(sinceWords({ added: ['1'], removed: [] }, undefined)).toBe(
      '1 new, 0 removed with no pull yet',
    );
  });

  it('describes the last pull', () => {
    expect(lastPullWords(null)).toBe('Never pulled');
    expect(lastPullWords({ at: '2026-11-02T10:00:00.000Z', count: 240 })).toBe(
      'Last pulled Nov 2, 2026 (240 leads)',
    );
  });
});
