// Every vendor-shaped fixture through createApiClient with a fake fetch: each parses into the app's
// types, or fails as an ApiError the UI explains in user words. Each assertion checks the value the
// tolerance produces, so removing that tolerance fails the test.
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { explainError } from '../../lib/explain-error';
import { isApiError, type ApiError } from '../api-error';
import { createApiClient } from '../client';
import { shouldRetry } from '../queries';
import * as errors from './error-bodies';
import {
  BULK_MIXED,
  FALLBACK_PROPERTY_DETAIL_ROOT,
  MLS_V2_TYPED_RECORD,
  MLS_V3_RECORD,
} from './mls-answers';
import { PUBLISHED_SEARCH_LIST } from './published-search-list';
import {
  COUNT_WITH_PLACEHOLDER,
  IDS_ONLY_NUMBERS,
  IDS_ONLY_STRINGS,
  listEnvelope,
  PUBLISHED_COUNT,
  PUBLISHED_OBFUSCATE,
  SECOND_PAGE_VENDOR_INDEX,
  STATUS_MESSAGES,
  SUMMARY,
} from './search-envelopes';
import {
  RECORD_ADDRESS_AS_TEXT,
  RECORD_ID_ONLY,
  RECORD_NULLS_AND_UNKNOWN_FIELDS,
  RECORD_NUMERIC_AMOUNTS,
  RECORD_NUMERIC_IDS,
  RECORD_WITHOUT_ID,
} from './search-record-variants';

let answer: { status: number; body: unknown } = { status: 200, body: {} };
let sent: unknown[] = [];
let warn: MockInstance<typeof console.warn>;

const api = createApiClient({
  baseUrl: 'https://vendor.test',
  apiKey: 'test-key',
  fetch: async (_url, init) => {
    sent.push(JSON.parse(String(init?.body)));
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  },
});

function answerWith(body: unknown, status = 200) {
  answer = { status, body };
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (e: unknown) => e,
  );
  if (!isApiError(error)) throw error;
  return error;
}

beforeEach(() => {
  sent = [];
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

describe('PropertySearch list in vendor shapes', () => {
  it('reads the published example (string ids, "success")', async () => {
    answerWith(PUBLISHED_SEARCH_LIST);
    const page = await api.propertySearch({ city: 'Herndon', state: 'VA' });
    expect(page.data[0]?.id).toBe('253175355');
    expect(page.data[0]?.address?.address).toBe(
      '13723 Neil Armstrong Ave Unit 308, Herndon, Va 20171',
    );
    expect(page.resultCount).toBe(156);
  });

  it('normalises numeric ids to the app’s string ids', async () => {
    answerWith(listEnvelope([RECORD_NUMERIC_IDS]));
    const page = await api.propertySearch({});
    expect(page.data[0]?.id).toBe('253175355');
    expect(page.data[0]?.propertyId).toBe('253175355');
  });

  it('fills propertyId from a numeric id when propertyId is null', async () => {
    answerWith(listEnvelope([RECORD_ID_ONLY]));
    const page = await api.propertySearch({});
    expect(page.data[0]).toMatchObject({ id: '253175356', propertyId: '253175356' });
  });

  it('reads numeric amounts as the digit strings the app uses', async () => {
    answerWith(listEnvelope([RECORD_NUMERIC_AMOUNTS]));
    const [record] = (await api.propertySearch({})).data;
    expect(record?.lastSaleAmount).toBe('418000');
    expect(record?.medianIncome).toBe('150066');
    expect(record?.suggestedRent).toBe('2070');
    expect(record?.rentAmount).toBe(2100);
  });

  it('reads nulls, fractional numbers, an Any-typed neighborhood and unknown fields', async () => {
    answerWith(listEnvelope([RECORD_NULLS_AND_UNKNOWN_FIELDS]));
    const page = await api.propertySearch({});
    expect(page.skipped).toEqual([]);
    const [record] = page.data;
    expect(record?.bathrooms).toBe(2.5);
    expect(record?.vacant).toBeNull();
    expect(record?.neighborhood).toBeNull();
    expect(record).not.toHaveProperty('mailAddress');
    expect(record).toHaveProperty('imageUrl', 'https://example.invalid/house.jpg');
  });

  it.each(STATUS_MESSAGES)('accepts statusMessage "%s"', async (statusMessage) => {
    answerWith(listEnvelope([RECORD_NUMERIC_IDS], { statusMessage }));
    expect((await api.propertySearch({})).data).toHaveLength(1);
  });

  it('leaves out unreadable records, shows the rest, and names the field in the console', async () => {
    answerWith(
      listEnvelope([RECORD_NUMERIC_IDS, RECORD_ADDRESS_AS_TEXT, RECORD_WITHOUT_ID, RECORD_ID_ONLY]),
    );
    const page = await api.propertySearch({});
    expect(page.data.map((r) => r.id)).toEqual(['253175355', '253175356']);
    expect(page.skipped.map((s) => [s.index, s.path])).toEqual([
      [1, 'address'],
      [2, 'id'],
    ]);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/2 of 4 records .*data\[1\]\.address/));
  });

  it('still fails loudly when there is no data array, and does not ask again', async () => {
    answerWith({ statusCode: 200, statusMessage: 'OK', resultCount: 3 });
    const error = await failure(api.propertySearch({}));
    expect(error.errorCode).toBe('INVALID_RESPONSE');
    expect(shouldRetry(0, error)).toBe(false);
  });

  it('treats the published obfuscate placeholder [{}] as no record, not as a broken one', async () => {
    answerWith(PUBLISHED_OBFUSCATE);
    const page = await api.propertySearch({ obfuscate: true });
    expect(page.data).toEqual([]);
    expect(page.skipped).toEqual([]);
    expect(page.resultCount).toBe(0);
  });

  it('numbers the page from the request’s offset, not the vendor’s resultIndex', async () => {
    answerWith(SECOND_PAGE_VENDOR_INDEX);
    const page = await api.propertySearch({ size: 50, resultIndex: 50 });
    expect(page.offset).toBe(50);
    expect(page.resultCount).toBe(120);
  });
});

describe('PropertySearch count, summary and ids_only in vendor shapes', () => {
  it('reads a count whose data holds the published {} placeholder', async () => {
    answerWith(COUNT_WITH_PLACEHOLDER);
    expect((await api.searchCount({})).resultCount).toBe(156);
  });

  it('reads the published count example (no resultCount) as no known matches', async () => {
    answerWith(PUBLISHED_COUNT);
    expect((await api.searchCount({})).resultCount).toBe(0);
  });

  it('reads the summary keys of the schema table, ignoring aggregations', async () => {
    answerWith(SUMMARY);
    const { summary } = await api.searchSummary({});
    expect(summary.absenteeOwner).toBe(66);
    expect(summary.medianListingPrice).toBe(615000);
  });

  it('reads a summary with missing totals as 0 and a missing median as none', async () => {
    answerWith({ ...SUMMARY, summary: { vacant: '3', medianDaysOnMarket: null } });
    const { summary } = await api.searchSummary({});
    expect(summary.vacant).toBe(3);
    expect(summary.reo).toBe(0);
    expect(summary.medianDaysOnMarket).toBeNull();
    expect(summary.medianListingPrice).toBeNull();
  });

  it.each([
    ['numbers', IDS_ONLY_NUMBERS],
    ['digit strings', IDS_ONLY_STRINGS],
  ])('reads ids_only ids sent as %s as numbers', async (_label, body) => {
    answerWith(body);
    expect((await api.searchIds({})).data).toEqual([253175355, 253175356]);
  });
});

describe('PropertySearch requests stay strict', () => {
  it('sends ltv_max and deck_area_max as strings, zip as 5 digits, nothing outside §2.1', async () => {
    answerWith(COUNT_WITH_PLACEHOLDER);
    await api.searchCount({
      ltv_max: 80,
      deck_area_max: 300,
      zip: ['20171-1234', '20170'],
      ...({ pageLabel: 'not a spec field' } as object),
    });
    expect(sent[0]).toEqual({
      ltv_max: '80',
      deck_area_max: '300',
      zip: ['20171', '20170'],
      count: true,
    });
  });
});

describe('MLSDetail in vendor shapes', () => {
  it('reads the cross-sold fallback with a PropertyDetail root (numeric id, no propertyId)', async () => {
    answerWith(FALLBACK_PROPERTY_DETAIL_ROOT);
    const response = await api.mlsDetail({ assessor_id: 253175355 });
    if (response.dataSource !== 'public_record') throw new Error('expected the fallback');
    expect(response.data.id).toBe('253175355');
    expect(response.data.propertyId).toBe('253175355');
    expect(response.data.address?.address).toBe(
      '13723 Neil Armstrong Ave Unit 308, Herndon, Va 20171',
    );
  });

  it('reads a v3 record whose envelope says "Success"', async () => {
    answerWith(MLS_V3_RECORD);
    const response = await api.mlsDetail({ listing_id: 88001 });
    expect(response.data).toHaveProperty('listingPrice', 615000);
  });

  it("reads a record with the v2 pages' types, normalised to the app's one type", async () => {
    answerWith(MLS_V2_TYPED_RECORD);
    const response = await api.mlsDetail({ listing_id: 88001 });
    // mlsAgentId came as an integer, photosCount as a digit string.
    expect(response.data).toHaveProperty('listingAgent.mlsAgentId', '4471');
    expect(response.data).toHaveProperty('media.photosCount', 0);
  });

  it('keeps bulk positions: a string-id error object is read, an unreadable item stands in as an error', async () => {
    answerWith(BULK_MIXED);
    const result = await api.mlsDetailBulk({ assessor_ids: [253175355, 253175356, 253175357] });
    expect(result.data).toHaveLength(3);
    expect(result.data[1]).toEqual({
      id: 253175356,
      match: false,
      error: true,
      errorMessage: 'No listing found for this assessor ID.',
    });
    expect(result.data[2]).toMatchObject({ error: true, match: false });
    expect(result.skipped).toHaveLength(1);
  });
});

describe('vendor error bodies, explained in user words', () => {
  it('explains the envelope error text from `error`', async () => {
    answerWith(errors.ENVELOPE_400, 400);
    const error = await failure(api.propertySearch({}));
    expect(error.message).toBe('Validation error message here');
    expect(explainError(error).body).toContain('Validation error message here');
  });

  it('explains the envelope 401 as a key problem', async () => {
    answerWith(errors.ENVELOPE_401, 401);
    const error = await failure(api.propertySearch({}));
    expect(error.message).toBe('Invalid API key');
    expect(explainError(error).action).toBe('settings');
  });

  it('explains the envelope 404 with its status text', async () => {
    answerWith(errors.ENVELOPE_404, 404);
    const error = await failure(api.mlsDetail({ listing_id: 1 }));
    expect(error.message).toBe('The service answered HTTP 404 (Not Found).');
    expect(explainError(error).title).toBe('Not found');
  });

  it('maps Boom validation.keys to form fields', async () => {
    answerWith(errors.BOOM_INVALID_ZIP, 400);
    const error = await failure(api.searchCount({ zip: '2017' }));
    expect(error.violations).toEqual([
      { field: 'zip', message: '"zip" length must be 5 characters long' },
    ]);
    expect(explainError(error).body).toContain('"zip" length must be 5 characters long');
  });

  it('maps a Boom key of "" to the request as a whole', async () => {
    answerWith(errors.BOOM_WHOLE_BODY, 400);
    const error = await failure(api.searchCount({}));
    expect(error.violations).toEqual([
      { field: '', message: '"house" missing required peer "zip"' },
    ]);
  });

  it.each([
    [errors.V3_KEY_NOT_FOUND, 'API key not recognised'],
    [errors.V3_PLAN_REQUIRED, 'An MLS plan is required'],
  ])('explains a v3 errorCode body', async (body, title) => {
    answerWith(body, body.statusCode);
    const error = await failure(api.mlsDetail({ listing_id: 1 }));
    expect(error.errorCode).toBe(body.errorCode);
    expect(explainError(error).title).toBe(title);
  });

  it.each([errors.DAILY_CREDIT_429, errors.DAILY_USAGE_429])(
    'never retries the daily cap without errorCode and says it resets at midnight UTC',
    async (body) => {
      answerWith(body, 429);
      const error = await failure(api.propertySearch({}));
      expect(error.errorCode).toBe('DAILY_USAGE_EXCEEDED');
      expect(shouldRetry(0, error)).toBe(false);
      expect(explainError(error).body).toContain('resets at midnight UTC');
    },
  );

  it('turns a 200 whose data is an error into an error in user words, not retried', async () => {
    answerWith(errors.ERROR_IN_DATA_200);
    const error = await failure(api.mlsDetail({ listing_id: 1 }));
    expect(error.errorCode).toBe('ANSWERED_WITH_ERROR');
    expect(shouldRetry(0, error)).toBe(false);
    expect(explainError(error)).toMatchObject({
      title: 'The service had no answer for this',
      body: 'The service said: “No results found for this property.”',
    });
  });
});
