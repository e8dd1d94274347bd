// Vendor-shaped MLSDetail answer where every field is null: the vendor's own sample shows null
// leaves (homedetails-data.md: `appliances: null`, `roof: null`, `taxAmount: null`) and its
// schema table types fields "X/null"; here sections and lists are null too, and booleans.
// Follows: RealEstateApi/docs reference/MLS APIs/mls-detail-api/homedetails-data.md and
// reference-shapes "What a client of the real service must tolerate" (any field null or absent).

export const MLS_NULLS_RECORD = {
  listingId: null,
  mlsNumber: null,
  mlsBoardCode: null,
  standardStatus: null,
  customStatus: null,
  listingPrice: null,
  originalListingPrice: null,
  daysOnMarket: null,
  listingContractDate: null,
  modificationTimestamp: null,
  priceChangeTimestamp: null,
  soldDate: null,
  soldPrice: null,
  pricePerSqFt: null,
  url: null,
  hasPhotos: null,
  address: {
    unparsedAddress: null,
    streetNumber: null,
    streetName: null,
    city: null,
    countyOrParish: null,
    stateOrProvince: null,
    zipCode: null,
  },
  listingDetails: null,
  agentRemarks: { publicRemarks: null },
  listingAgent: {
    fullName: null,
    firstName: null,
    lastName: null,
    email: null,
    phone: null,
    mlsAgentId: null,
  },
  listingOffice: null,
  colistingAgent: null,
  colistingOffice: null,
  cosellingAgent: null,
  cosellingOffice: null,
  media: { primaryListingImageUrl: null, photosCount: null, photosList: null },
  priceChangeHistory: null,
  statusChangeHistory: [null],
  schools: null,
  hoa: { associationFee: null, associationFeeFrequency: null, associationName: null },
  openHouses: null,
  dataAssumptions: null,
  public: null,
};

export const MLS_NULLS_ANSWER = {
  statusCode: 200,
  recordCount: 1,
  data: MLS_NULLS_RECORD,
};
