// MLS benchmark scenarios for bench-mock.ts: MLSDetail by each lookup, the fallback, 1000-id bulks, the index build.
import type { MlsBulkRequest, MlsDetailRequest } from '../../src/api/contract/mls-request';
import { buildRecord, rowOfId } from '../dataset/build-record';
import type { Dataset } from '../dataset/types';
import { buildAddressIndex } from '../mls/address-lookup';
import { mlsFixtures } from '../mls/fixtures';
import { listingFacts } from '../mls/listing-facts';
import { isUnlinkedListingId, propertyIdOfRow, rowHasListing } from '../mls/listing-ids';
import { buildMlsIndex } from '../mls/mls-index';
import { mlsStoreFor, type MlsStore } from '../mls/mls-store';
import { stringifyWithRaw } from '../http/raw-json';
import { mlsBulkAnswer, mlsDetailAnswer } from '../mls/responses';
import type { PropertyStore } from '../property-store';
import type { BenchContext, BenchScenario } from './bench-types';

const ORIGIN = 'http://localhost:4010';
const SAMPLE = 200;
const stores = new WeakMap<Dataset, MlsStore>();

/** The MLS store over the bench's dataset (the bench has no PropertyStore; this is the same shape). */
function mlsOf(ctx: BenchContext): MlsStore {
  let mls = stores.get(ctx.ds);
  if (!mls) {
    const ds = ctx.ds;
    const t = performance.now();
    const properties: PropertyStore = {
      size: ds.count,
      dataset: ds,
      search: (req) => ctx.engine.search(req),
      pins: (req) => ctx.engine.pins(req),
      record: (row) => buildRecord(ds, row),
      idOfRow: (row) => propertyIdOfRow(row),
      rowOfId: (id) => rowOfId(ds, id),
      get autocomplete() {
        return ctx.autocomplete();
      },
    };
    mls = mlsStoreFor(properties);
    mls.address();
    const fixtures = mlsFixtures(mls);
    const rss = Math.round(process.memoryUsage().rss / 1e6);
    console.log(
      `(mls: ${mls.ix.count.toLocaleString('en-US')} listings, indexes built in ${(performance.now() - t).toFixed(1)} ms, RSS ${rss} MB; fixture listing ${fixtures.listingId})`,
    );
    stores.set(ds, mls);
  }
  return mls;
}

/** Listings spread over the whole index, linked ones only. */
function sampleListings(mls: MlsStore, n: number): number[] {
  const out: number[] = [];
  const step = Math.max(1, Math.floor(mls.ix.count / (n * 1.1)));
  for (let k = 0; k < mls.ix.count && out.length < n; k += step) {
    if (!isUnlinkedListingId(mls.ix.ids[k] ?? 0)) out.push(k);
  }
  return out;
}

/** One MLSDetail answer (JSON included, as the route sends it), cycling through SAMPLE different requests. */
function detailScenario(
  name: string,
  request: (mls: MlsStore, listing: number) => MlsDetailRequest,
  targetP50Ms?: number,
): BenchScenario {
  return {
    name,
    engine: (ctx) => {
      const mls = mlsOf(ctx);
      const requests = sampleListings(mls, SAMPLE).map((k) => request(mls, k));
      let i = 0;
      return () => {
        const req = requests[i++ % requests.length] ?? {};
        const answer = mlsDetailAnswer(mls, req, req, { publicRecords: true, origin: ORIGIN });
        if (answer.status !== 200) throw new Error(`${name}: ${JSON.stringify(answer.body)}`);
        return JSON.stringify(answer.body).length;
      };
    },
    ...(targetP50Ms === undefined ? {} : { targetP50Ms }),
  };
}

function addressOf(mls: MlsStore, k: number): string {
  return mls.properties.record(listingFacts(mls.ix, k).row).address.address;
}

function bulkScenario(name: string, request: (mls: MlsStore) => MlsBulkRequest): BenchScenario {
  return {
    name,
    engine: (ctx) => {
      const mls = mlsOf(ctx);
      const req = request(mls);
      return () =>
        stringifyWithRaw(mlsBulkAnswer(mls, req, req, { publicRecords: true, origin: ORIGIN }).body)
          .length;
    },
    targetP50Ms: 50,
  };
}

export const MLS_SCENARIOS: BenchScenario[] = [
  {
    name: 'MLS index build (first v3 call)',
    engine: (ctx) => () => buildAddressIndex(buildMlsIndex(ctx.ds)),
    targetP50Ms: 250,
  },
  detailScenario(
    'MLSDetail by mls_number',
    (mls, k) => {
      const f = listingFacts(mls.ix, k);
      return { mls_number: f.mlsNumber, mls_board_code: f.boardCode };
    },
    5,
  ),
  detailScenario('MLSDetail by listing_id', (mls, k) => ({ listing_id: mls.ix.ids[k] ?? 0 }), 5),
  detailScenario(
    'MLSDetail by assessor_id',
    (mls, k) => ({ assessor_id: propertyIdOfRow(listingFacts(mls.ix, k).row) }),
    5,
  ),
  detailScenario(
    'MLSDetail by address',
    (mls, k) => ({ address: addressOf(mls, k).toUpperCase() }),
    5,
  ),
  detailScenario(
    'MLSDetail by address parts',
    (mls, k) => {
      const a = mls.properties.record(listingFacts(mls.ix, k).row).address;
      const [house = '', ...street] = a.street.split(' ');
      return { house, street: street.join(' '), city: a.city, state: a.state, zip: a.zip };
    },
    5,
  ),
  {
    name: 'MLSDetail cross-sold fallback',
    engine: (ctx) => {
      const mls = mlsOf(ctx);
      const rows: number[] = [];
      for (let row = 0; row < ctx.ds.count && rows.length < SAMPLE; row += 97) {
        if (!rowHasListing(ctx.ds, row)) rows.push(row);
      }
      let i = 0;
      return () => {
        const req = { assessor_id: propertyIdOfRow(rows[i++ % rows.length] ?? 0) };
        return JSON.stringify(
          mlsDetailAnswer(mls, req, req, { publicRecords: true, origin: ORIGIN }).body,
        ).length;
      };
    },
    targetP50Ms: 5,
  },
  bulkScenario('MLSDetailBulk 1000 listing_ids, all sections', (mls) => ({
    listing_ids: sampleListings(mls, 1000).map((k) => mls.ix.ids[k] ?? 0),
  })),
  bulkScenario('MLSDetailBulk 1000 assessor_ids, ~30% hits, public', (mls) => ({
    assessor_ids: Array.from({ length: 1000 }, (_, i) =>
      propertyIdOfRow(Math.floor((i * mls.ds.count) / 1000)),
    ),
    public: true,
  })),
];
