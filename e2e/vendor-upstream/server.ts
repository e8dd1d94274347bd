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
// Credits are stated only where the vendor's own examples state them (PropertyMapping: one per
// pin); search, MLS and skip answers carry none, so a ledger must price them itself. Everything
// served is counted per operation (`served()`, or GET /__upstream/served): calls, records served
// (list rows, MLS records, pins, skip matches) and the credits the answers stated.
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

/** What the upstream served for one operation (its path), for a ledger to be checked against. */
interface ServedCount {
  calls: number;
  /** Records served: list rows, MLS records, pins, skip matches (count and ids_only serve none). */
  records: number;
  /** The sum of the `credits` the answers stated. */
  creditsStated: number;
  /** Answers (200s) that stated no `credits`: their cost is the ledger's own estimate. */
  answersWithoutCredits: number;
}

export interface VendorUpstream {
  origin: string;
  requests: SeenRequest[];
  /** A copy of the counts so far, by path ("/v2/PropertySearch"). */
  served(): Record<string, ServedCount>;
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

/** Pins of a PropertyMapping page; the vendor's example states one credit per pin. */
function propertyMapping(body: Record<string, unknown>): [number, unknown] {
  const offset = typeof body.resultIndex === 'number' ? body.resultIndex : 0;
  const size = Math.min(typeof body.size === 'number' ? body.size : 10_000, 10_000);
  const rows = Math.max(0, Math.min(size, VENDOR_TOTAL - offset));
  const data = Array.from({ length: rows }, (_, i) => ({
    id: FIRST_ID + offset + i,
    latitude: 38.97 + (offset + i) / 10_000,
    longitude: -77.38,
  }));
  return [
    200,
    {
      input: body,
      data,
      resultCount: VENDOR_TOTAL,
      recordCount: rows,
      statusCode: 200,
      statusMessage: 'Success',
      credits: rows,
    },
  ];
}

/** A street containing "Nomatch" finds no one; any other item finds one person. */
const finds = (item: Record<string, unknown>) =>
  !`${String(item.address ?? '')} ${String(item.mail_address ?? '')}`.includes('Nomatch');

const PERSON_LISTS = {
  phones: [{ phone: '7035550100', type: 'mobile', dnc: false }],
  emails: [{ email: 'owner@example.com', type: 'personal' }],
  names: [{ firstName: 'Dorothea', middleName: '', lastName: 'Valle' }],
};

/** The Await page's answer: positional, lists per item, no match, cached or credits. */
function skipTraceBatchAwait(body: Record<string, unknown>): [number, unknown] {
  const skips = Array.isArray(body.skips) ? (body.skips as Record<string, unknown>[]) : [];
  if (skips.length === 0 || skips.length > 100) return [400, errors.BOOM_WHOLE_BODY];
  const data = skips.map((item) => ({
    input: item,
    data: finds(item) ? PERSON_LISTS : { phones: [], emails: [], names: [] },
  }));
  return [200, { statusCode: 200, statusMessage: 'OK', data }];
}

/** The v2 single answer (no credits in the vendor's example); a 404 when no one is found. */
function skipTrace(body: Record<string, unknown>): [number, unknown] {
  if (!finds(body))
    return [
      404,
      {
        input: body,
        persons: [],
        statusCode: 404,
        statusMessage: 'Not Found',
        responseMessage: 'No phones found for provided person.',
        match: false,
        resultCount: 0,
      },
    ];
  const person = {
    personId: 'PID1',
    firstName: 'Dorothea',
    lastName: 'Valle',
    fullName: 'Dorothea Valle',
    emails: ['owner@example.com'],
    phones: [{ phone: '7035550100', phoneType: 'W', phoneFtcDnc: 'N' }],
  };
  return [
    200,
    {
      input: body,
      persons: [person],
      statusCode: 200,
      statusMessage: 'Success',
      match: true,
      resultCount: 1,
    },
  ];
}

/** Records a 200 answer served: list rows, the MLS record, pins, skip matches. */
function recordsIn(path: string, answer: unknown): number {
  const body = (answer ?? {}) as Record<string, unknown>;
  const data = body.data;
  if (path === '/v3/MLSDetail') return 1;
  if (path === '/v2/SkipTrace') return body.match === true ? 1 : 0;
  if (!Array.isArray(data)) return 0;
  if (path === '/v2/SkipTraceBatchAwait')
    return data.filter(
      (item: { data?: { names?: unknown[] } }) => (item.data?.names?.length ?? 0) > 0,
    ).length;
  // Counts ({}) and ids_only (numbers) serve no records.
  return data.filter(
    (item) => typeof item === 'object' && item !== null && Object.keys(item).length > 0,
  ).length;
}

// A Map: a path such as /constructor must not find an object's built-in member.
const HANDLERS = new Map<string, (body: Record<string, unknown>) => [number, unknown]>([
  ['/v2/PropertySearch', propertySearch],
  ['/v2/PropertyMapping', propertyMapping],
  ['/v3/MLSDetail', mlsDetail],
  ['/v2/SkipTraceBatchAwait', skipTraceBatchAwait],
  ['/v2/SkipTrace', skipTrace],
]);

export async function startVendorUpstream(): Promise<VendorUpstream> {
  const requests: SeenRequest[] = [];
  const counts = new Map<string, ServedCount>();
  const served = () => Object.fromEntries([...counts].map(([path, count]) => [path, { ...count }]));
  const count = (path: string, status: number, answer: unknown) => {
    const c = counts.get(path) ?? {
      calls: 0,
      records: 0,
      creditsStated: 0,
      answersWithoutCredits: 0,
    };
    counts.set(path, c);
    c.calls += 1;
    if (status !== 200) return;
    c.records += recordsIn(path, answer);
    const credits = (answer as { credits?: unknown }).credits;
    if (typeof credits === 'number') c.creditsStated += credits;
    else c.answersWithoutCredits += 1;
  };
  const server = createServer((req, res) => {
    void (async () => {
      const body = await readJson(req);
      const path = new URL(req.url ?? '/', 'http://upstream').pathname;
      // Test-only: what was served so far (not an operation, so not recorded as a request).
      if (req.method === 'GET' && path === '/__upstream/served') return send(res, 200, served());
      const header = req.headers['x-api-key'];
      const apiKey = Array.isArray(header) ? header[0] : header;
      requests.push({ path, body, apiKey });
      if (req.method !== 'POST')
        return send(res, 405, { statusCode: 405, error: 'Method Not Allowed' });
      if (apiKey !== VENDOR_KEY) return send(res, 401, errors.ENVELOPE_401);
      const handler = HANDLERS.get(path);
      if (!handler) return send(res, 404, errors.ENVELOPE_404);
      const [status, answer] = handler(body);
      count(path, status, answer);
      return send(res, status, answer);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    served,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
