import { describe, expect, it } from 'vitest';
import { validatePropertySearchRequest } from '../../../api/contract/search-request';
import { looseningCandidates } from './loosen-filters';

describe('looseningCandidates', () => {
  it('offers to remove each flag and range, flags first', () => {
    const candidates = looseningCandidates({
      zip: '78701',
      vacant: true,
      year_built_min: 2000,
    });
    expect(candidates.map((c) => c.label)).toEqual([
      'Remove vacant',
      'Remove the year built range',
      'Remove zip code',
    ]);
    expect(candidates[0]?.filters).toEqual({ zip: '78701', year_built_min: 2000 });
  });

  it('widens a radius before anything else, capped at 10 miles', () => {
    const [first] = looseningCandidates({
      latitude: 30.2,
      longitude: -97.7,
      radius: 6,
      vacant: true,
    });
    expect(first).toEqual({
      label: 'Widen the radius to 10 mi',
      filters: { latitude: 30.2, longitude: -97.7, radius: 10, vacant: true },
    });
  });

  it('removes fields that cannot stand alone, and says so', () => {
    const candidates = looseningCandidates({
      zip: '78701',
      auction: true,
      auction_date_min: '2026-01-01',
    });
    const auction = candidates.find((c) => c.label.startsWith('Remove auction'));
    expect(auction?.filters).toEqual({ zip: '78701' });
    expect(auction?.label).toBe('Remove auction, auction date');
  });

  it('only returns valid searches', () => {
    const candidates = looseningCandidates({
      city: 'Austin',
      state: 'TX',
      vacant: true,
      beds_min: 3,
    });
    for (const c of candidates) expect(validatePropertySearchRequest(c.filters).ok).toBe(true);
    expect(candidates.some((c) => c.label === 'Remove state')).toBe(false);
  });

  it('never suggests turning privacy mode off', () => {
    const candidates = looseningCandidates({ obfuscate: true, vacant: true });
    expect(candidates).toEqual([{ label: 'Remove vacant', filters: { obfuscate: true } }]);
  });

  it('respects the maximum', () => {
    expect(
      looseningCandidates({ vacant: true, pool: true, garage: true, hoa: true }, 2),
    ).toHaveLength(2);
  });
});
