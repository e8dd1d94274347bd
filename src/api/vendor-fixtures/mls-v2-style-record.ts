// Vendor-shaped MLSDetail answer in the types of the vendor's v2 pages: ids and amounts as the
// other type (listingId and listingPrice strings, mlsAgentId / mlsOfficeId integers),
// `photosCount` a string, `lotSizeAcres` the string '0.20000000298023', yes/no as strings, and
// the v2 sections `property`, `homedetails`, `sellingAgent` that v3 no longer has.
// Follows: RealEstateApi/docs reference/MLS APIs/mls-detail-api/listing-agent-data.md
// (mlsAgentId [int], mlsCode), listing-office-data.md (mlsOfficeId [int], websiteUrl),
// media-mls-photos.md (photosCount [string]), homedetails-data.md (lotSizeAcres as a string),
// property-data.md and selling-agent-data.md (the v2 section names).

export const MLS_V2_STYLE_RECORD = {
  listingId: '6103448813',
  mlsNumber: 2206482,
  mlsBoardCode: 'nwmls',
  standardStatus: 'Active',
  listingPrice: '412000',
  originalListingPrice: '412,000',
  daysOnMarket: '9',
  listingContractDate: '2026-09-01',
  hasPhotos: 'true',
  address: { unparsedAddress: '11 Pickett St, Lakewood, WA 98499', zipCode: 98499 },
  listingDetails: { lotSizeAcres: '0.20000000298023', beds: '2', hasPool: 'N' },
  listingAgent: {
    email: 'lee@harborhomes.example',
    firstName: 'Lee',
    fullName: 'Lee Ortega',
    lastName: 'Ortega',
    mlsAgentId: 1184402,
    mlsCode: 'NWMLS',
    phone: '(253) 555-0111',
  },
  listingOffice: {
    address: '400 Bridgeport Way',
    city: 'Lakewood',
    email: null,
    mlsCode: 'NWMLS',
    mlsOfficeId: 5521,
    name: 'Harbor Homes',
    phone: '(253) 555-0120',
    postalCode: '98499',
    stateOrProvince: 'WA',
    websiteUrl: 'https://harborhomes.example',
  },
  media: {
    primaryListingImageUrl: 'https://photos.example/2206482/1-mid.jpg',
    photosCount: '24',
    photosList: [
      {
        lowRes: 'https://photos.example/2206482/1-low.jpg',
        midRes: 'https://photos.example/2206482/1-mid.jpg',
        highRes: 'https://photos.example/2206482/1-high.jpg',
      },
    ],
  },
  property: {
    bathroomsText: '1.75',
    bedroomsTotal: 2,
    isCityView: false,
    location: [47.151, -122.512],
  },
  homedetails: {
    directions: 'From I-5 exit 124, Gravelly Lake Dr SW, left onto Washington Blvd SW',
    exteriorFeatures: 'Back Yard, Front Yard, Yard Space',
    fireplaceYn: true,
    lotSizeAcres: '0.20000000298023',
  },
  sellingAgent: null,
};

export const MLS_V2_STYLE_ANSWER = {
  statusCode: 200,
  recordCount: 1,
  data: MLS_V2_STYLE_RECORD,
};
