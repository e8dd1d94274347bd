// Reading AutoComplete answers as the vendor publishes them (mixed types, padded strings, numbers
// for strings, nulls, unknown types), and the client's call: no match is an empty list, not an error.
import { describe, expect, it, vi } from 'vitest';
import { isApiError } from '../api-error';
import { createApiClient } from '../client';
import { searchFieldsOf } from '../contract/autocomplete';
import { readAutoComplete } from './read-autocomplete';
import { UnreadableAnswer } from './read-search';

// The vendor's zip example, trimmed: a Z item and an A item with a padded street.
const VENDOR_ZIP_ANSWER = {
  input: { search: '22205' },
  data: [
    { state: 'VA', stateId: '51', zip: '22205', searchType: 'Z', title: '22205, VA' },
    {
      id: '189641516',
      apn: '22205',
      state: 'LA',
      stateId: '22',
      zip: '71292',
      county: 'Ouachita',
      countyId: '073',
      city: 'West Monroe',
      house: '400',
      street: 'Thomas Rd ',
      searchType: 'A',
      address: '400 Thomas Rd, West Monroe, LA, 71292',
      fips: '22073',
      latitude: 32.502493,
      longitude: -92.157928,
      title: '400 Thomas Rd, West Monroe, LA, 71292',
    },
  ],
  totalResults: 1,
  returnedResults: 2,
  statusCode: 200,
  statusMessage: 'Success',
  credits: 0,
  live: true,
  requestExecutionTimeMS: '22ms',
};

describe('readAutoComplete', () => {
  it('reads the vendor example, trimming padded strings and keeping coordinates', () => {
    const { items, skipped } = readAutoComplete(VENDOR_ZIP_ANSWER);
    expect(skipped).toBe(0);
    expect(items.map((i) => i.searchType)).toEqual(['Z', 'A']);
    expect(items[1]).toMatchObject({ street: 'Thomas Rd', id: '189641516', latitude: 32.502493 });
  });

  it('tolerates numbers for strings, nulls, string coordinates and a missing title', () => {
    const { items } = readAutoComplete({
      data: [
        {
          searchType: 'G',
          neighborhoodId: 94091,
          neighborhoodName: 'Cherry Grove',
          city: 'Mechanicsville',
          state: 'VA',
          zip: null,
        },
        {
          searchType: 'a',
          id: 196537292,
          address: '9 Topeka Pass, Willingboro, NJ, 08046',
          latitude: '40.00792',
          longitude: '-74.875969',
        },
        { searchType: 'N', county: 'Brunswick', state: 'NC', fips: 37019, title: null },
      ],
    });
    expect(items[0]).toEqual({
      searchType: 'G',
      neighborhoodId: '94091',
      neighborhoodName: 'Cherry Grove',
      city: 'Mechanicsville',
      state: 'VA',
      title: 'Cherry Grove, Mechanicsville, VA',
    });
    expect(items[1]).toMatchObject({
      searchType: 'A',
      id: '196537292',
      latitude: 40.00792,
      title: '9 Topeka Pass, Willingboro, NJ, 08046',
    });
    expect(items[2]).toMatchObject({ fips: '37019', title: 'Brunswick, NC' });
    // The neighbourhood id string becomes PropertySearch's integer neighborhood_id.
    expect(searchFieldsOf(items[0] ?? { searchType: 'G', title: '' })).toMatchObject({
      searchType: 'G',
      neighborhood_id: 94091,
      neighborhood_name: 'Cherry Grove',
    });
  });

  it('skips what it cannot read, item by item', () => {
    const { items, skipped } = readAutoComplete({
      data: [
        { searchType: 'X', title: 'Somewhere' },
        'text',
        { searchType: 'C' },
        { searchType: 'C', city: 'Austin', state: 'TX' },
      ],
    });
    expect(items.map((i) => i.title)).toEqual(['Austin, TX']);
    expect(skipped).toBe(3);
  });

  it('refuses an answer without a data array', () => {
    expect(() => readAutoComplete({ statusCode: 200 })).toThrow(UnreadableAnswer);
    expect(() => readAutoComplete('[]')).toThrow(UnreadableAnswer);
  });
});

describe('client.autoComplete', () => {
  const client = (status: number, body: unknown) => {
    const fetchMock = vi.fn<typeof fetch>(
      async () =>
        new Response(JSON.stringify(body), {
          status,
          headers: { 'content-type': 'application/json' },
        }),
    );
    return {
      api: createApiClient({ baseUrl: 'https://api.example.test', apiKey: 'k', fetch: fetchMock }),
      fetchMock,
    };
  };

  it('posts the request to /v2/AutoComplete and reads the items', async () => {
    const { api, fetchMock } = client(200, VENDOR_ZIP_ANSWER);
    const answer = await api.autoComplete({ search: '22205', search_types: ['Z', 'A'] });
    expect(answer.items).toHaveLength(2);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe('https://api.example.test/v2/AutoComplete');
    expect(JSON.parse(String(init?.body))).toEqual({ search: '22205', search_types: ['Z', 'A'] });
  });

  it('reads the 404 of no match as an empty list', async () => {
    const { api } = client(404, {
      input: { search: 'zzz' },
      data: [],
      totalResults: 10,
      returnedResults: 0,
      statusCode: 404,
      statusMessage: 'Not Found',
    });
    await expect(api.autoComplete({ search: 'zzz' })).resolves.toEqual({ items: [], skipped: 0 });
  });

  it('throws an ApiError for a 400 or an unknown key', async () => {
    const bad = client(400, {
      statusCode: 400,
      error: 'Bad Request',
      message: 'search must be at least 3 characters long',
    });
    const error: unknown = await bad.api.autoComplete({ search: 'ab' }).catch((e: unknown) => e);
    expect(isApiError(error) && error.status).toBe(400);
    const noKey = client(401, {
      statusCode: 401,
      errorCode: 'AUTH_KEY_NOT_FOUND',
      errorMessage: 'no key',
    });
    const denied: unknown = await noKey.api
      .autoComplete({ search: 'Dallas' })
      .catch((e: unknown) => e);
    expect(isApiError(denied) && denied.status).toBe(401);
  });
});
