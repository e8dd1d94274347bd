// Search records in the types of the vendor's schema table rather than its example.
// Follows: RealEstateApi/docs "reference/Response Schemas/response-schemas.md", section
// PropertySearchAPI: data[].id and data[].propertyId "Number/null"; lastSaleAmount, medianIncome,
// suggestedRent "Any/null"; every field "/null"; neighborhood "Any/null"; bathrooms "Number/null";
// and fields the project does not read (absenteeType, imageUrl, taxDelinquentYear, ...).
import { PUBLISHED_RECORD } from './published-search-list';

/** id and propertyId as numbers (the schema table's type). */
export const RECORD_NUMERIC_IDS = { ...PUBLISHED_RECORD, id: 253175355, propertyId: 253175355 };

/** Only `id`, as a number: the schema table marks propertyId nullable. */
export const RECORD_ID_ONLY = { ...PUBLISHED_RECORD, id: 253175356, propertyId: null };

/** The three digit-string amounts sent as numbers ("Any/null"). */
export const RECORD_NUMERIC_AMOUNTS = {
  ...PUBLISHED_RECORD,
  lastSaleAmount: 418000,
  medianIncome: 150066,
  suggestedRent: 2070,
  lastMortgage1Amount: 250000,
  listingAmount: 2500,
  rentAmount: 2100,
};

/** Nulls everywhere the table allows them, fractional numbers, and fields the app does not know. */
export const RECORD_NULLS_AND_UNKNOWN_FIELDS = {
  ...PUBLISHED_RECORD,
  absenteeOwner: null,
  vacant: null,
  mlsActive: null,
  bedrooms: null,
  bathrooms: 2.5,
  equityPercent: 38.6,
  lastSaleDate: null,
  lastSaleAmount: null,
  owner2FirstName: null,
  owner2LastName: null,
  mailAddress: null,
  neighborhood: 'Discovery Square',
  absenteeType: null,
  imageUrl: 'https://example.invalid/house.jpg',
  taxDelinquentYear: 2019,
  pricePerSquareFoot: 370.5,
  lastUpdateDate: '2024-01-02',
};

/** Records a reader cannot use: an address that is text, and a record without any id. */
export const RECORD_ADDRESS_AS_TEXT = {
  ...PUBLISHED_RECORD,
  id: 253175357,
  propertyId: 253175357,
  address: '13725 Neil Armstrong Ave',
};
export const RECORD_WITHOUT_ID = { ...PUBLISHED_RECORD, id: null, propertyId: null };

/** A vendor-typed record for property `id` at a made-up address (numeric ids, numeric amounts). */
export function vendorSearchRecord(id: number, street: string) {
  const address = {
    address: `${street}, Herndon, VA 20171`,
    city: 'Herndon',
    county: 'Fairfax',
    state: 'VA',
    street,
    zip: '20171',
  };
  return {
    ...PUBLISHED_RECORD,
    id,
    propertyId: id,
    address,
    mailAddress: address,
    lastSaleAmount: 300000 + id,
    medianIncome: 150066,
    suggestedRent: '2070',
    latitude: 38.92 + (id % 100) / 10_000,
    longitude: -77.42 - (id % 100) / 10_000,
  };
}
