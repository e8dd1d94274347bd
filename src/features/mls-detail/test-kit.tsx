// Test-only: a fake API client, MLS answers shaped like the mock's, and a render wrapper with providers.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { ApiError } from '../../api/api-error';
import { ApiClientProvider } from '../../api/client-context';
import type { ApiClient } from '../../api/client';
import type { MlsDetailResponse, MlsRecord } from '../../api/contract/mls-response';

export function makeMlsRecord(overrides: Partial<MlsRecord> = {}): MlsRecord {
  return {
    listingId: 300000117,
    mlsNumber: '20000040',
    mlsBoardCode: 'armls',
    standardStatus: 'Active',
    listingPrice: 743000,
    originalListingPrice: 780000,
    daysOnMarket: 11,
    listingContractDate: '2026-10-21',
    priceChangeTimestamp: '2026-10-28T10:15:00Z',
    soldDate: null,
    soldPrice: null,
    hasPhotos: true,
    address: {
      unparsedAddress: '4808 Lake Rd, Phoenix, AZ 85002',
      city: 'Phoenix',
      stateOrProvince: 'AZ',
      zipCode: '85002',
    },
    listingDetails: {
      beds: 4,
      baths: 3,
      livingArea: 2874,
      yearBuilt: 1986,
      heating: 'Heat Pump',
      appliances: ['Range', 'Washer'],
    },
    agentRemarks: { publicRemarks: 'Well-kept 4-bedroom home.' },
    schools: { elementarySchool: 'Lawrence Elementary School', highSchool: 'Phoenix East HS' },
    media: {
      primaryListingImageUrl: '/p/1.svg',
      photosCount: 3,
      photosList: [1, 2, 3].map((n) => ({
        lowRes: `/p/${n}.svg?size=low`,
        midRes: `/p/${n}.svg?size=mid`,
        highRes: `/p/${n}.svg?size=high`,
      })),
    },
    priceChangeHistory: [{ date: '2026-10-28', previousPrice: 780000, newPrice: 743000 }],
    statusChangeHistory: [{ date: '2026-10-21', previousStatus: null, newStatus: 'Active' }],
    hoa: { associationFee: null, associationFeeFrequency: null, associationName: null },
    listingAgent: { fullName: 'Natalie Boyd', phone: '(602) 555-0174', email: 'nb@example.com' },
    listingOffice: { name: 'Hill Homes', city: 'Tempe' },
    colistingAgent: null,
    colistingOffice: null,
    cosellingAgent: null,
    cosellingOffice: null,
    openHouses: [{ date: '2026-11-07', startTime: '11:00', endTime: '13:00', remarks: null }],
    ...overrides,
  };
}

export function mlsHit(data: MlsRecord = makeMlsRecord(), warnings?: string[]): MlsDetailResponse {
  return {
    statusCode: 200,
    recordCount: 1,
    dataSource: 'mls',
    data,
    ...(warnings ? { warnings } : {}),
  };
}

export function fallbackHit(): MlsDetailResponse {
  return {
    statusCode: 200,
    recordCount: 1,
    dataSource: 'public_record',
    data: {
      id: '10000002',
      propertyId: '10000002',
      estimatedValue: 518000,
      address: { address: '5000 S Adams Way, Phoenix, AZ 85001' },
      owner1FirstName: 'Stephen',
      owner1LastName: 'Reed',
      public: { apn: '917-536-653', owner1FullName: 'Stephen Reed', estimatedValue: 518000 },
    },
  };
}

export function apiError(status: number, errorCode: string, message: string, extra = {}): ApiError {
  return new ApiError({ status, errorCode, message, ...extra });
}

export function fakeApi(overrides: Partial<ApiClient> = {}): ApiClient {
  const unused = () => Promise.reject(new Error('not used in MLS tests'));
  return {
    propertySearch: vi.fn(unused),
    searchCount: vi.fn(unused),
    searchSummary: vi.fn(unused),
    searchIds: vi.fn(unused),
    propertyMapping: vi.fn(unused),
    mlsDetail: vi.fn(async () => mlsHit()),
    mlsDetailBulk: vi.fn(unused),
    autoComplete: vi.fn(unused),
    skipTraceBatch: vi.fn(unused),
    skipTrace: vi.fn(unused),
    ...overrides,
  };
}

/** Renders with a fresh QueryClient (no retries unless asked) and the given fake client. */
export function renderWithApi(ui: ReactElement, api: ApiClient, { retry = false } = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry, retryDelay: 0, gcTime: Infinity } },
  });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <ApiClientProvider client={{ api, connectionId: 'test' }}>{ui}</ApiClientProvider>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}
