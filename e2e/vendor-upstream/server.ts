// A stand-in for the real property data service, answering in the VENDOR's shapes (not the
// mock's): numeric ids and amounts, `{}` count placeholders, resultIndex = offset + recordCount,
// "success"/"OK" status messages, MLS v3 records with root names, the cross-sold fallback as a
// PropertyDetail root, and each published error body. A plain node http server, no mock code.
//
// Behaviour is picked by the search's `city` (the MLS lookups by the assessor id's parity):
//   Herndon → 120 matches, page 1 holds one record the app cannot read (address as text);
//   Badrequest → envelope 400 (`error` text)   Boom → Boom 400 with validation.keys ["zip"]
//   Badkey → envelope 401                      Dailycap → the daily-credit 429 (no errorCode)
//   Dataerror → a 200 whose data is { error: true, errorMessage }
//   Nodata → a 200 without a data array (unusable: must be asked for once only)
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as errors from '../../src/api/vendor-fixtures/error-bodies';
import {
  FALLBACK_PROPERTY_DETAIL_ROOT,
  MLS_V3_RECORD,
} from '../../src/api/vendor-fixtures/mls-answers';
import { SUMMARY } from '../../src/api/vendor-fixtures/search-envelopes';
import {
  RECORD_ADDRESS_AS_TEXT,
  vendorSearchRecord,
} from '../../src/api/vendor-fixtures/search-record-variants';

export const VENDOR_KEY = 'vendor-test-key';
const VENDOR_TOTAL = 120;
/** The first property id; row n (0-based, over all pages) is property FIRST_ID + n. */
export const FIRST_ID = 700_000;
/** The street of row n: "100 Vendor Way" for the first row. */
export const streetOf = (row: number) => `${100 + row} Vendor Way`;
/** Page 1's unreadable record sits at this row. */
const UNREADABLE_ROW = 3;

interface SeenRequest {
  path: string;
  body: Record<string, unknown>;
  apiKey: string | undefined;
}

export interface VendorUpstream {
  origin: string;
  requests: SeenRequest[];
  close(): Promise<void>;
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  let text = '';
  for await (const chunk of req) text += String(chunk);
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const ERROR_BY_CITY: Record<string, [number, unknown]> = {
  Badrequest: [400, errors.ENVELOPE_400],
  Boom: [400, errors.BOOM_INVALID_ZIP],
  Badkey: [401, errors.ENVELOPE_401],
  Dailycap: [429, errors.DAILY_CREDIT_429],
  Dataerror: [200, errors.ERROR_IN_DATA_200],
  Nodata: [200, { statusCode: 200, statusMessage: 'OK', resultCount: 3 }],
};

function propertySearch(body: Record<string, unknown>): [number, unknown] {
  const city = typeof body.city === 'string' ? body.city : '';
  const failure = ERROR_BY_CITY[city];
  if (failure) return failure;
  const input = body;
  if (body.count === true)
    return [
      200,
      { input, data: [{}], resultCount: VENDOR_TOTAL, statusCode: 200, statusMessage: 'OK' },
    ];
  if (body.summary === true) return [200, { ...SUMMARY, input, resultCount: VENDOR_TOTAL }];
  if (body.ids_only === true)
    return [
      200,
      {
        input,
        data: Array.from({ length: VENDOR_TOTAL }, (_, i) => FIRST_ID + i),
        resultCount: VENDOR_TOTAL,
        statusCode: 200,
        statusMessage: 'success',
      },
    ];
  const offset = typeof body.resultIndex === 'number' ? body.resultIndex : 0;
  const size = Math.min(typeof body.size === 'number' ? body.size : 50, 250);
  const rows = Math.max(0, Math.min(size, VENDOR_TOTAL - offset));
  const data = Array.from({ length: rows }, (_, i) => {
    const row = offset + i;
    return row === UNREADABLE_ROW
      ? { ...RECORD_ADDRESS_AS_TEXT, id: FIRST_ID + row, propertyId: FIRST_ID + row }
      : vendorSearchRecord(FIRST_ID + row, streetOf(row));
  });
  return [
    200,
    {
      live: true,
      input,
      data,
      resultCount: VENDOR_TOTAL,
      // The vendor's examples: "the index of the last result returned", not the offset.
      resultIndex: offset + rows,
      recordCount: rows,
      statusCode: 200,
      statusMessage: 'success',
      requestExecutionTimeMS: '41ms',
    },
  ];
}

function mlsDetail(body: Record<string, unknown>): [number, unknown] {
  const id = typeof body.assessor_id === 'number' ? body.assessor_id : NaN;
  if (!Number.isInteger(id)) return [400, errors.BOOM_WHOLE_BODY];
  const street = streetOf(id - FIRST_ID);
  if (id % 2 === 1) {
    // No MLS listing: the cross-sold fallback, a PropertyDetail root (numeric id, no propertyId).
    const info = FALLBACK_PROPERTY_DETAIL_ROOT.data.propertyInfo;
    return [
      200,
      {
        ...FALLBACK_PROPERTY_DETAIL_ROOT,
        data: {
          ...FALLBACK_PROPERTY_DETAIL_ROOT.data,
          id,
          propertyInfo: {
            ...info,
            address: { ...info.address, street, address: `${street}, Herndon, VA 20171` },
          },
        },
      },
    ];
  }
  return [
    200,
    {
      ...MLS_V3_RECORD,
      input: body,
      data: {
        ...MLS_V3_RECORD.data,
        listingId: id,
        address: { ...MLS_V3_RECORD.data.address, unparsedAddress: street },
      },
    },
  ];
}

export async function startVendorUpstream(): Promise<VendorUpstream> {
  const requests: SeenRequest[] = [];
  const server = createServer((req, res) => {
    void (async () => {
      const body = await readJson(req);
      const path = new URL(req.url ?? '/', 'http://upstream').pathname;
      const header = req.headers['x-api-key'];
      const apiKey = Array.isArray(header) ? header[0] : header;
      requests.push({ path, body, apiKey });
      if (req.method !== 'POST')
        return send(res, 405, { statusCode: 405, error: 'Method Not Allowed' });
      if (apiKey !== VENDOR_KEY) return send(res, 401, errors.ENVELOPE_401);
      if (path === '/v2/PropertySearch') return send(res, ...propertySearch(body));
      if (path === '/v3/MLSDetail') return send(res, ...mlsDetail(body));
      return send(res, 404, errors.ENVELOPE_404);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
