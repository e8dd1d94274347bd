// The search state's helpers: the drawn area split from the other filters, and new filters starting at page 1.
import { describe, expect, it } from 'vitest';
import { geometryOf, withFilters, withoutGeometry, type SearchState } from './search-state';

const polygon = [
  { lat: 30.1, lon: -97.8 },
  { lat: 30.1, lon: -97.6 },
  { lat: 30.3, lon: -97.7 },
];

describe('geometry helpers', () => {
  const filters = { beds_min: 2, latitude: 30, longitude: -97, radius: 1.5, polygon };

  it('splits the drawn area from the other filters', () => {
    expect(geometryOf(filters)).toEqual({ latitude: 30, longitude: -97, radius: 1.5, polygon });
    expect(withoutGeometry(filters)).toEqual({ beds_min: 2 });
  });

  it('starts new filters on the first page, keeping size, sort and list', () => {
    const state: SearchState = {
      filters: {},
      sort: [{ field: 'lot_size', direction: 'asc' }],
      page: { index: 4, size: 250 },
      listId: 'l',
    };
    expect(withFilters(state, { zip: ['78701'] })).toEqual({
      filters: { zip: ['78701'] },
      sort: [{ field: 'lot_size', direction: 'asc' }],
      page: { index: 0, size: 250 },
      listId: 'l',
    });
  });
});
