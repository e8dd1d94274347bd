// GET /__mock/catalog, /__mock/fixtures and /__mock/photos/<listingId>/<n>.svg: the mock's own helper endpoints.
import type { Hono } from 'hono';
import {
  DEFAULT_MLS_SECTIONS,
  MLS_SECTIONS,
  MLS_SELECTORS,
} from '../../src/api/contract/mls-catalog';
import type { JsonEnv } from '../http/read-json';
import type { MockContext } from '../mock-context';
import { BOARD_CODES } from '../mls/boards';
import { mlsFixtures } from '../mls/fixtures';
import { listingFacts } from '../mls/listing-facts';
import { photosCountOf } from '../mls/listing-record';
import { indexOfListingId } from '../mls/mls-index';
import { mlsStoreFor } from '../mls/mls-store';
import { isPhotoSize, photoSvg, PHOTO_SIZES } from '../mls/photos';

/** standardStatus → the search flags it sets (reference-shapes). */
const STATUS_FLAGS: Readonly<Record<string, readonly string[]>> = {
  Active: ['mlsActive'],
  'Coming Soon': ['mlsActive'],
  Pending: ['mlsPending'],
  Contingent: ['mlsPending'],
  'Active Under Contract': ['mlsPending'],
  Closed: ['mlsSold'],
  Sold: ['mlsSold'],
  Expired: ['mlsCancelled', 'mlsFailed'],
  Canceled: ['mlsCancelled'],
  'Off Market': [],
};

function notFound(message: string) {
  return { statusCode: 404, error: 'Not Found', message };
}

export function registerMockTools(app: Hono<JsonEnv>, ctx: MockContext) {
  app.get('/__mock/catalog', (c) =>
    c.json({
      sections: MLS_SECTIONS,
      defaultSections: DEFAULT_MLS_SECTIONS,
      selectors: MLS_SELECTORS,
      boards: BOARD_CODES,
      statuses: STATUS_FLAGS,
      photoSizes: PHOTO_SIZES,
    }),
  );

  app.get('/__mock/fixtures', async (c) => c.json(mlsFixtures(mlsStoreFor(await ctx.store))));

  app.get('/__mock/photos/:listingId/:file', async (c) => {
    const size = c.req.query('size') ?? 'mid';
    if (!isPhotoSize(size)) {
      return c.json(
        { statusCode: 400, error: 'Bad Request', message: 'size must be one of [low, mid, high]' },
        400,
      );
    }
    const file = /^([1-9]\d{0,2})\.svg$/.exec(c.req.param('file'));
    const listingId = /^\d{1,10}$/.test(c.req.param('listingId'))
      ? Number(c.req.param('listingId'))
      : NaN;
    const mls = mlsStoreFor(await ctx.store);
    const index = indexOfListingId(mls.ix, listingId);
    const n = Number(file?.[1] ?? 0);
    if (index < 0 || n < 1 || n > photosCountOf(mls.ds.seed, listingFacts(mls.ix, index))) {
      return c.json(
        notFound(`No photo ${c.req.param('file')} for listing ${c.req.param('listingId')}`),
        404,
      );
    }
    return c.body(photoSvg(listingId, n, size), 200, {
      'content-type': 'image/svg+xml',
      'cache-control': 'public, max-age=86400, immutable',
    });
  });
}
