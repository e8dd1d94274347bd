// The thin API module: the only code that speaks HTTP to the property data service. No UI side effects.
import {
  createTransport,
  loadReaders,
  type ApiClientOptions,
  type ClientTransport,
  type RequestOptions,
} from './client-transport';
import type { AutoCompleteRequest } from './contract/autocomplete';
import type { MlsBulkRequest, MlsDetailRequest } from './contract/mls-request';
import type { MlsBulkItem, MlsDetailResponse } from './contract/mls-response';
import type { PropertyMappingRequest } from './contract/property-mapping';
import type { AutoCompleteAnswer } from './read/read-autocomplete';
import type { MappingPage } from './read/read-mapping';
import type { PropertySearchRequest } from './contract/search-request';
import type { SkipTraceItem } from './contract/skip-trace-request';
import type { SkippedRecord } from './read/read-records';
import type { SkipBatchRead, SkipSingleRead } from './read/read-skip-trace';
import type { SkipTraceCalls } from './skip-trace-calls';
import type {
  SearchCountAnswer,
  SearchIdsAnswer,
  SearchListPage,
  SearchSummaryAnswer,
} from './read/read-search';
import { toWireMappingRequest, toWireSearchRequest } from './search-wire';

export type { AutoCompleteAnswer } from './read/read-autocomplete';
export type { MappingPage } from './read/read-mapping';
export type { SearchListPage } from './read/read-search';
export type { ApiClientOptions, RequestOptions } from './client-transport';

/** Bulk answers in one shape whether some ids matched (200) or none did (404, §4.3 rule 6). */
export interface MlsBulkResult {
  statusCode: 200 | 404;
  recordCount: number;
  data: MlsBulkItem[];
  warnings?: string[] | undefined;
  /** Records that could not be read; each keeps its position in `data` as an error object. */
  skipped?: SkippedRecord[] | undefined;
}

export interface ApiClient {
  propertySearch(req: PropertySearchRequest, opts?: RequestOptions): Promise<SearchListPage>;
  searchCount(req: PropertySearchRequest, opts?: RequestOptions): Promise<SearchCountAnswer>;
  searchSummary(req: PropertySearchRequest, opts?: RequestOptions): Promise<SearchSummaryAnswer>;
  searchIds(req: PropertySearchRequest, opts?: RequestOptions): Promise<SearchIdsAnswer>;
  /** Every match's id and point, up to 10,000 a call (POST /v2/PropertyMapping). */
  propertyMapping(req: PropertyMappingRequest, opts?: RequestOptions): Promise<MappingPage>;
  mlsDetail(req: MlsDetailRequest, opts?: RequestOptions): Promise<MlsDetailResponse>;
  mlsDetailBulk(req: MlsBulkRequest, opts?: RequestOptions): Promise<MlsBulkResult>;
  /** Place suggestions for the "where" box (POST /v2/AutoComplete); no match is an empty list. */
  autoComplete(req: AutoCompleteRequest, opts?: RequestOptions): Promise<AutoCompleteAnswer>;
  /**
   * Owner phones and emails for up to 100 items (POST /v2/SkipTraceBatchAwait): results[i] answers
   * items[i]. Items are checked before sending (a bad one sends nothing); one call at a time per
   * client, 120 s at most, never retried here.
   */
  skipTraceBatch(items: readonly SkipTraceItem[], opts?: RequestOptions): Promise<SkipBatchRead>;
  /** One owner (POST /v2/SkipTrace); no match is a result, not an error. */
  skipTrace(item: SkipTraceItem, opts?: RequestOptions): Promise<SkipSingleRead>;
}

/** The AutoComplete "no results" answer: a JSON object whose `data` is an empty array. */
function isEmptyDataAnswer(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const data = (body as { data?: unknown }).data;
  return Array.isArray(data) && data.length === 0;
}

const searchReaders = () => loadReaders(() => import('./read/read-search'));
const mappingReaders = () => loadReaders(() => import('./read/read-mapping'));
const autoCompleteReaders = () => loadReaders(() => import('./read/read-autocomplete'));
const mlsReaders = () =>
  loadReaders(() =>
    Promise.all([
      import('./read/read-mls'),
      import('./contract/mls-response'),
      // The error schemas (and their messages) are MLS-only here: not on the first screen.
      import('./contract/errors'),
    ]).then(([read, contract, errors]) => ({
      ...read,
      mlsRecordSchema: contract.mlsRecordSchema,
      mlsBulkNotFoundSchema: errors.mlsBulkNotFoundSchema,
    })),
  );

type SearchReaders = typeof import('./read/read-search');
/** One PropertySearch variant: the body sent strictly (§2.1), and the reader of its answer. */
function search<T>(
  transport: ClientTransport,
  body: PropertySearchRequest,
  readerOf: (readers: SearchReaders) => (answer: unknown) => T,
  opts?: RequestOptions,
) {
  return transport.call(
    '/v2/PropertySearch',
    toWireSearchRequest(body),
    searchReaders().then(readerOf),
    opts,
  );
}

/** The four PropertySearch operations: a page of records, the count, the summary, the ids. */
function searchOperations(
  transport: ClientTransport,
): Pick<ApiClient, 'propertySearch' | 'searchCount' | 'searchSummary' | 'searchIds'> {
  return {
    propertySearch: (req, opts) =>
      search(transport, req, (m) => (body) => m.readSearchList(body, req.resultIndex ?? 0), opts),
    searchCount: (req, opts) =>
      search(transport, { ...req, count: true }, (m) => m.readSearchCount, opts),
    searchSummary: (req, opts) =>
      search(transport, { ...req, summary: true }, (m) => m.readSearchSummary, opts),
    searchIds: (req, opts) =>
      search(transport, { ...req, ids_only: true }, (m) => m.readSearchIds, opts),
  };
}

function propertyMapping(
  transport: ClientTransport,
  req: PropertyMappingRequest,
  opts?: RequestOptions,
): Promise<MappingPage> {
  return transport.call(
    '/v2/PropertyMapping',
    toWireMappingRequest(req),
    mappingReaders().then(
      (m) => (body: unknown) => m.readPropertyMapping(body, req.resultIndex ?? 0),
    ),
    opts,
  );
}

async function autoComplete(
  { post, throwIfError, readAnswer, errorReaders }: ClientTransport,
  req: AutoCompleteRequest,
  opts?: RequestOptions,
): Promise<AutoCompleteAnswer> {
  const readers = autoCompleteReaders();
  const errors = errorReaders();
  const { response, body } = await post('/v2/AutoComplete', req, opts);
  // No match is a 404 with an empty `data` (reference-shapes): an answer, not a failure.
  if (response.status === 404 && isEmptyDataAnswer(body)) return { items: [], skipped: 0 };
  await throwIfError(errors, response, body);
  const m = await readers;
  return readAnswer(response, body, m.readAutoComplete);
}

function mlsDetail(
  transport: ClientTransport,
  req: MlsDetailRequest,
  opts?: RequestOptions,
): Promise<MlsDetailResponse> {
  return transport.call(
    '/v3/MLSDetail',
    req,
    mlsReaders().then((m) => (body: unknown) => m.readMlsDetail(body, m.mlsRecordSchema)),
    opts,
  );
}

async function mlsDetailBulk(
  { post, throwIfError, readAnswer, errorReaders }: ClientTransport,
  req: MlsBulkRequest,
  opts?: RequestOptions,
): Promise<MlsBulkResult> {
  const readers = mlsReaders();
  const errors = errorReaders();
  const { response, body } = await post('/v3/MLSDetailBulk', req, opts);
  if (response.status === 404) {
    // All ids missed: not a failure of the call, the answer is "none matched" (§4.3 rule 6).
    const notFound = (await readers).mlsBulkNotFoundSchema.safeParse(body);
    if (notFound.success)
      return { statusCode: 404, recordCount: 0, data: notFound.data.data, skipped: [] };
  }
  await throwIfError(errors, response, body);
  const m = await readers;
  const read = readAnswer(response, body, (b) => m.readMlsBulk(b, m.mlsRecordSchema));
  return { statusCode: 200, ...read };
}

/** The skip calls load with the first of them (one per client: the Await queue is per client). */
function skipTraceOperations(
  transport: ClientTransport,
): Pick<ApiClient, 'skipTraceBatch' | 'skipTrace'> {
  let skipCalls: Promise<SkipTraceCalls> | undefined;
  const skip = () =>
    (skipCalls ??= import('./skip-trace-calls').then((m) => m.createSkipTraceCalls(transport)));
  return {
    skipTraceBatch: async (items, opts) => (await skip()).skipTraceBatch(items, opts),
    skipTrace: async (item, opts) => (await skip()).skipTrace(item, opts),
  };
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const transport = createTransport(options);
  return {
    ...skipTraceOperations(transport),
    ...searchOperations(transport),
    propertyMapping: (req, opts) => propertyMapping(transport, req, opts),
    mlsDetail: (req, opts) => mlsDetail(transport, req, opts),
    autoComplete: (req, opts) => autoComplete(transport, req, opts),
    mlsDetailBulk: (req, opts) => mlsDetailBulk(transport, req, opts),
  };
}
