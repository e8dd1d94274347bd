// The pins reader and the client's PropertyMapping call: tolerant of the shapes the vendor's docs
// disagree on, one bad pin costs one pin, an answer without `data` is a loud INVALID_RESPONSE.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api-error';
import { createApiClient } from '../client';
import type { PropertyMappingResponse } from '../contract/property-mapping';
import { readPropertyMapping } from './read-mapping';
import { UnreadableAnswer } from './read-search';

const envelope = {
  input: {},
  resultIndex: 0,
  statusCode: 200,
  statusMessage: 'OK',
  requestExecutionTimeMS: '12ms',
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('readPropertyMapping', () => {
  it('reads pins sent as the spec types them', () => {
    const asSpecified: PropertyMappingResponse = {
      ...envelope,
      data: [
        { id: 7, latitude: 30.26, longitude: -97.74 },
        { id: 9, latitude: 33.45, longitude: -112.07 },
      ],
      resultCount: 5456,
      recordCount: 2,
      credits: 2,
    };
    const page = readPropertyMapping(asSpecified, 0);
    expect(page).toEqual({
      pins: [
        { id: 7, latitude: 30.26, longitude: -97.74 },
        { id: 9, latitude: 33.45, longitude: -112.07 },
      ],
      resultCount: 5456,
      credits: 2,
      offset: 0,
      skipped: 0,
    });
  });

  it('reads ids and coordinates sent as strings, and a count sent as digits', () => {
    const page = readPropertyMapping(
      {
        data: [{ id: '123', latitude: '30.5', longitude: '-97.25', extra: true }],
        resultCount: '40',
      },
      20,
    );
    expect(page.pins).toEqual([{ id: 123, latitude: 30.5, longitude: -97.25 }]);
    expect(page.resultCount).toBe(40);
    expect(page.offset).toBe(20);
  });

  it('skips a pin it cannot place and keeps the rest of the page', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const page = readPropertyMapping(
      {
        ...envelope,
        data: [
          { id: 1, latitude: 30, longitude: -97 },
          { id: 'x1', latitude: 30, longitude: -97 },
          { id: 2, latitude: null, longitude: -97 },
          { id: 3, latitude: 95, longitude: -97 },
          { id: 4, latitude: '', longitude: -97 },
          'not a pin',
          { id: 5, latitude: 31, longitude: -98 },
        ],
        resultCount: 7,
      },
      0,
    );
    expect(page.pins.map((p) => p.id)).toEqual([1, 5]);
    expect(page.skipped).toBe(5);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('5 of 7 pins'));
  });

  it('treats the vendor placeholder {} as no pin, not a broken one', () => {
    const page = readPropertyMapping({ data: [{}], resultCount: 0 }, 0);
    expect(page).toMatchObject({ pins: [], skipped: 0, resultCount: 0 });
  });

  it('never assumes a cost: credits are undefined when the answer does not say', () => {
    expect(readPropertyMapping({ data: [] }, 0).credits).toBeUndefined();
    expect(readPropertyMapping({ data: [], credits: 0 }, 0).credits).toBe(0);
    expect(readPropertyMapping({ data: [], credits: '250' }, 0).credits).toBe(250);
  });

  it('falls back to recordCount, then to what the page holds, when resultCount is missing', () => {
    const pins = [{ id: 1, latitude: 1, longitude: 1 }];
    expect(readPropertyMapping({ data: pins, recordCount: 1 }, 0).resultCount).toBe(1);
    expect(readPropertyMapping({ data: pins }, 10_000).resultCount).toBe(10_001);
  });

  it('refuses an answer without a data array', () => {
    expect(() => readPropertyMapping({ ...envelope, resultCount: 3 }, 0)).toThrow(UnreadableAnswer);
    expect(() => readPropertyMapping([], 0)).toThrow(UnreadableAnswer);
  });
});

describe('createApiClient().propertyMapping', () => {
  function setup(body: unknown, status = 200) {
    const fetchMock = vi.fn<typeof fetch>(
      async () =>
        new Response(JSON.stringify(body), {
          status,
          headers: { 'content-type': 'application/json' },
        }),
    );
    const api = createApiClient({
      baseUrl: 'https://api.example.test',
      apiKey: 'k',
      fetch: fetchMock,
    });
    const sent = () => {
      const [url, init] = fetchMock.mock.calls[0]!;
      return { url: String(url), body: JSON.parse(String(init?.body)) as unknown, init };
    };
    return { api, sent };
  }

  it('POSTs the filters strictly to /v2/PropertyMapping and reads the pins', async () => {
    const { api, sent } = setup({
      ...envelope,
      data: [{ id: '42', latitude: 30, longitude: -97 }],
      resultCount: 1,
    });
    const signal = new AbortController().signal;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const page = await api.propertyMapping(
      {
        city: 'Austin',
        state: 'TX',
        zip: '78701-1234',
        size: 10_000,
        resultIndex: 0,
        // Not a search field: never sent, whatever the app built.
        ...({ colour: 'red' } as object),
      },
      { signal },
    );
    expect(sent().url).toBe('https://api.example.test/v2/PropertyMapping');
    expect(sent().init?.signal).toBe(signal);
    expect(sent().body).toEqual({
      city: 'Austin',
      state: 'TX',
      zip: '78701',
      size: 10_000,
      resultIndex: 0,
    });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('colour'));
    expect(page.pins).toEqual([{ id: 42, latitude: 30, longitude: -97 }]);
  });

  it('never sends the flags the endpoint refuses, even if a caller slipped them in', async () => {
    const { api, sent } = setup({ ...envelope, data: [], resultCount: 0 });
    await api.propertyMapping({
      city: 'Austin',
      state: 'TX',
      ...({ count: true, ids_only: true, summary: true } as object),
    });
    expect(sent().body).toEqual({ city: 'Austin', state: 'TX' });
  });

  it('an answer without data is a loud INVALID_RESPONSE', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { api } = setup({ ...envelope, resultCount: 12 });
    const error = await api
      .propertyMapping({ city: 'Austin', state: 'TX' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).errorCode).toBe('INVALID_RESPONSE');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('no "data" array'));
  });

  it('a 403 (no mapping scope) is an ApiError with its status, for the map to fall back on', async () => {
    const { api } = setup(
      { statusCode: 403, statusMessage: 'Forbidden', error: 'Not authorized for this scope' },
      403,
    );
    const error = await api
      .propertyMapping({ city: 'Austin', state: 'TX' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(403);
  });
});
