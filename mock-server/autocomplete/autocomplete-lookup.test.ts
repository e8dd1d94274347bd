// The AutoComplete index and its ranking over the shared fixture: what each type finds, in what
// order, and that every item, picked into PropertySearch, selects what it names.
import { describe, expect, it } from 'vitest';
import { searchFieldsOf, type AutoCompleteItem } from '../../src/api/contract/autocomplete';
import { fixtureDataset, fixtureRecords, fixtureToday } from '../dataset/test-fixture';
import { createSearchEngine } from '../engine/search-engine';
import { referenceSearch } from '../engine/testing/reference-search';
import type { SearchQuery } from '../engine/types';
import { buildAutoCompleteIndex } from './autocomplete-index';
import { lookup } from './autocomplete-lookup';

const ds = fixtureDataset();
const records = fixtureRecords();
const ix = buildAutoCompleteIndex(ds);
const engine = createSearchEngine(ds);
const ctx = { today: fixtureToday(), stateNames: ds.directory.stateNames };

const titles = (items: AutoCompleteItem[]) => items.map((i) => `${i.searchType} ${i.title}`);
const find = (search: string, extra: Partial<Parameters<typeof lookup>[1]> = {}) =>
  lookup(ix, { search, ...extra });

/** A record whose city is also its county's name (Dallas, TX in Dallas County). */
const dallas = records.find((r) => r.address.city === 'Dallas' && r.address.state === 'TX');

describe('AutoComplete index', () => {
  it('holds each kind of place once, with the fields of its type', () => {
    const counties = ix.places.filter((p) => p.item.searchType === 'N');
    expect(new Set(counties.map((p) => p.item.fips)).size).toBe(counties.length);
    const fipsInData = new Set(records.map((r) => r.address.fips));
    expect(new Set(counties.map((p) => p.item.fips))).toEqual(fipsInData);
    const county = counties[0]?.item;
    expect(county).toMatchObject({
      searchType: 'N',
      stateId: county?.fips?.slice(0, 2),
      countyId: county?.fips?.slice(2),
    });
    expect(Object.keys(county ?? {}).sort()).toEqual(
      ['county', 'countyId', 'fips', 'searchType', 'state', 'stateId', 'title'].sort(),
    );
    // Sizes are the properties each place holds.
    const sizes = counties.reduce((sum, p) => sum + p.size, 0);
    expect(sizes).toBe(ds.count);
  });

  it('finds an address by house number and street, with its id, apn and point', () => {
    const r = records[1234];
    if (!r) throw new Error('no record');
    const [house, ...street] = r.address.street.split(' ');
    const { items } = find(`${house} ${street.join(' ')}`, { search_types: ['A'] });
    const hit = items.find((i) => i.id === r.id);
    expect(hit).toMatchObject({
      searchType: 'A',
      apn: r.apn,
      zip: r.address.zip,
      fips: r.address.fips,
      latitude: r.latitude,
      longitude: r.longitude,
    });
    expect(hit?.title).toBe(
      `${r.address.street}, ${r.address.city}, ${r.address.state}, ${r.address.zip}`,
    );
  });

  it('finds an APN by its first digits, in APN order', () => {
    const r = records[42];
    if (!r) throw new Error('no record');
    const { items } = find(r.apn.slice(0, 7), { search_types: ['P'] });
    expect(items.map((i) => i.apn)).toContain(r.apn);
    const apns = items.map((i) => i.apn ?? '');
    expect(apns).toEqual([...apns].sort());
    expect(items.every((i) => i.apn?.startsWith(r.apn.slice(0, 7)))).toBe(true);
  });
});

describe('AutoComplete ranking', () => {
  it('puts the county before the city of the same name, and bigger places first', () => {
    expect(dallas).toBeDefined();
    const { items } = find('Dallas');
    expect(titles(items).slice(0, 2)).toEqual(['N Dallas, TX', 'C Dallas, TX']);
    expect(items.length).toBeLessThanOrEqual(10);
  });

  it('puts matches at the start before matches inside', () => {
    const { items } = find('park', { search_types: ['G'] });
    const starts = items.map((i) => (i.neighborhoodName ?? '').toLowerCase().startsWith('park'));
    // Every prefix match comes before the first infix match.
    expect(
      starts.indexOf(false) === -1 || !starts.slice(starts.indexOf(false)).includes(true),
    ).toBe(true);
    expect(starts[0]).toBe(true);
  });

  it('ranks places of one kind by size, unless a point is given, then nearer first', () => {
    // Streets named "Main St" exactly: one match class, so size alone orders them.
    const streets = find('main st', { search_types: ['S'] }).items.filter(
      (i) => i.street === 'Main St',
    );
    const size = (item: AutoCompleteItem | undefined) =>
      records.filter(
        (r) =>
          r.address.city === item?.city &&
          r.address.state === item.state &&
          r.address.street.endsWith(` ${item.street}`),
      ).length;
    const sizes = streets.map(size);
    expect(sizes.length).toBeGreaterThan(2);
    expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
    // Near the smallest of them (another city, another metro), it comes first.
    const last = streets[streets.length - 1];
    const there = records.find(
      (r) => r.address.city === last?.city && r.address.state === last.state,
    );
    const near = find('main st', {
      search_types: ['S'],
      latitude: there?.latitude ?? 0,
      longitude: there?.longitude ?? 0,
    }).items;
    expect(near[0]?.title).toBe(last?.title);
  });

  it('filters on search_types and finds nothing for text no place holds', () => {
    const { items } = find('Dallas', { search_types: ['C'] });
    expect(items.every((i) => i.searchType === 'C')).toBe(true);
    expect(find('qqqzzz')).toEqual({ items: [], total: 0 });
  });
});

describe('AutoComplete items into PropertySearch', () => {
  const run = (q: SearchQuery) => Array.from(engine.search({ ...q, ids_only: true }).rows);
  const expected = (q: SearchQuery) =>
    Array.from(referenceSearch(records, { ...q, ids_only: true }, ctx).rows);

  it.each([
    ['N', 'Dallas', (r: (typeof records)[number]) => r.address.fips === '48113'],
    [
      'C',
      'Dallas',
      (r: (typeof records)[number]) => r.address.city === 'Dallas' && r.address.state === 'TX',
    ],
    ['T', 'Texas', (r: (typeof records)[number]) => r.address.state === 'TX'],
  ] as const)('%s "%s" selects exactly its place', (type, search, holds) => {
    const item = find(search, { search_types: [type] }).items[0];
    if (!item) throw new Error(`no ${type} item`);
    const fields = searchFieldsOf(item) as SearchQuery;
    const rows = run(fields);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBe(records.filter(holds).length);
    expect(rows).toEqual(expected(fields));
  });

  it('every type picked from real suggestions matches the reference, and A finds its one property', () => {
    const r = records[777];
    if (!r) throw new Error('no record');
    const [house, ...street] = r.address.street.split(' ');
    const picks = [
      ...find(`${house} ${street.join(' ')}`, { search_types: ['A'] }).items.slice(0, 2),
      ...find(street.join(' '), { search_types: ['S'] }).items.slice(0, 2),
      ...find(r.neighborhood.name, { search_types: ['G'] }).items.slice(0, 2),
      ...find(r.address.zip, { search_types: ['Z'] }).items.slice(0, 1),
      ...find(r.apn, { search_types: ['P'] }).items.slice(0, 1),
    ];
    expect(new Set(picks.map((i) => i.searchType))).toEqual(new Set(['A', 'S', 'G', 'Z', 'P']));
    for (const item of picks) {
      const fields = searchFieldsOf(item) as SearchQuery;
      const rows = run(fields);
      expect(rows.length, item.title).toBeGreaterThan(0);
      expect(rows, item.title).toEqual(expected(fields));
      if (item.searchType === 'A' || item.searchType === 'P') expect(rows).toHaveLength(1);
    }
    const address = picks.find((i) => i.id === r.id);
    expect(address && run(searchFieldsOf(address) as SearchQuery)).toEqual([777]);
  });
});
