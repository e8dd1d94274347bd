import { describe, expect, it } from 'vitest';
import { describeSearch, filterGroups, groupLabel, searchSlug } from './filter-labels';

describe('describeSearch', () => {
  it('names the place and the lead flags', () => {
    expect(
      describeSearch({ city: 'Austin', state: 'TX', absentee_owner: true, vacant: true }),
    ).toEqual(['Austin, TX', 'absentee owner', 'vacant']);
  });

  it('keeps street addresses out in privacy mode', () => {
    expect(describeSearch({ address: '1 Main St, Austin, TX', obfuscate: true })).toEqual([]);
    expect(describeSearch({ address: '1 Main St, Austin, TX' })).toEqual(['1 Main St, Austin, TX']);
  });

  it('describes zips and drawn areas', () => {
    expect(describeSearch({ zip: ['78701', '78702'] })).toEqual(['2 zip codes']);
    expect(describeSearch({ latitude: 30, longitude: -97, radius: 2 })).toEqual(['2 mi radius']);
    expect(describeSearch({ polygon: [] as never })).toEqual(['drawn area']);
  });
});

describe('searchSlug', () => {
  it('gives short words for a file name', () => {
    expect(searchSlug({ city: 'Austin', state: 'TX', absentee_owner: true })).toBe(
      'Austin TX absentee',
    );
    expect(searchSlug({ zip: '78701', absentee_owner: false })).toBe('78701 owner-occupied');
  });

  it('never includes the street in privacy mode', () => {
    expect(searchSlug({ street: 'Main St', state: 'TX', obfuscate: true })).toBe('TX');
  });
});

describe('filterGroups', () => {
  it('groups range pairs, conditions and flags', () => {
    const groups = filterGroups({
      year_built_min: 1950,
      year_built_max: 1990,
      years_owned: 10,
      years_owned_operator: 'gte',
      vacant: true,
      zip: '78701',
      obfuscate: true,
      latitude: 30,
      longitude: -97,
      radius: 1,
    });
    expect(groups.map((g) => [g.kind, g.name, g.keys])).toEqual([
      ['condition', 'years_owned', ['years_owned', 'years_owned_operator']],
      ['range', 'year_built', ['year_built_min', 'year_built_max']],
      ['flag', 'vacant', ['vacant']],
      ['value', 'zip', ['zip']],
    ]);
    expect(groups.map(groupLabel)).toEqual([
      'the years owned condition',
      'the year built range',
      'vacant',
      'zip code',
    ]);
  });
});
