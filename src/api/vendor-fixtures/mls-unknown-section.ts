// Vendor-shaped MLSDetail answer carrying a section and a root field this client does not know.
// The vendor's field-selection page lists sections "… hoa, linkedLis…" before the stored copy is
// cut (reference-shapes "MLS records (v3)"): `linkedListings` stands for any section the vendor
// has and the app lacks, which must be shown under "More details", not dropped.
// Follows: RealEstateApi/docs reference/MLS APIs/mls-detail-api/index.md (envelope
// statusCode / data) and reference-shapes "What a client of the real service must tolerate".

export const MLS_UNKNOWN_SECTION_RECORD = {
  listingId: 6103448814,
  mlsNumber: '2206483',
  mlsBoardCode: 'nwmls',
  standardStatus: 'Active',
  listingPrice: 639000,
  virtualTourUrl: 'https://tours.example/2206483',
  address: { unparsedAddress: '2710 Farwest Dr, Lakewood, WA 98498' },
  linkedListings: [
    {
      listingId: 5907731150,
      mlsNumber: '1988127',
      standardStatus: 'Expired',
      listingPrice: 655000,
    },
  ],
  greenFeatures: { solarPanels: true, energyRating: null },
};

export const MLS_UNKNOWN_SECTION_ANSWER = {
  statusCode: 200,
  dataSource: 'mls',
  recordCount: 1,
  data: MLS_UNKNOWN_SECTION_RECORD,
};
