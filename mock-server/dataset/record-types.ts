// MockPropertyRecord: the full property record the mock returns (spec §2.2 plus the extra fields the real service sends).
import type { GeneratedFlagFields } from './generated-flags';

export interface MockAddress {
  /** One line: "house street, city, ST zip". */
  address: string;
  city: string;
  county: string;
  state: string;
  /** House number and street: "1234 N Oak St". */
  street: string;
  zip: string;
  /** 5-digit county FIPS. */
  fips: string;
}

interface MockNeighborhood {
  /** WKT point: "POINT(lon lat)". */
  center: string;
  id: string;
  name: string;
  type: string;
}

/**
 * Absent values are null, never undefined. Dates are YYYY-MM-DD. The flags generated from the
 * field registry (generated-flags.ts) add their own boolean fields.
 */
export interface MockPropertyRecord extends GeneratedFlagFields {
  id: string;
  propertyId: string;

  // §2.2 booleans
  absenteeOwner: boolean;
  adjustableRate: boolean;
  airConditioningAvailable: boolean;
  auction: boolean;
  basement: boolean;
  cashBuyer: boolean;
  corporateOwned: boolean;
  death: boolean;
  distressed: boolean;
  equity: boolean;
  floodZone: boolean;
  foreclosure: boolean;
  forSale: boolean;
  freeClear: boolean;
  garage: boolean;
  highEquity: boolean;
  inherited: boolean;
  inStateAbsenteeOwner: boolean;
  investorBuyer: boolean;
  MFH2to4: boolean;
  MFH5plus: boolean;
  mlsActive: boolean;
  mlsCancelled: boolean;
  mlsFailed: boolean;
  mlsHasPhotos: boolean;
  mlsPending: boolean;
  mlsSold: boolean;
  negativeEquity: boolean;
  outOfStateAbsenteeOwner: boolean;
  ownerOccupied: boolean;
  preForeclosure: boolean;
  privateLender: boolean;
  reo: boolean;
  vacant: boolean;

  // §2.2 integers
  assessedImprovementValue: number;
  assessedLandValue: number;
  assessedValue: number;
  bathrooms: number | null;
  bedrooms: number | null;
  equityPercent: number;
  estimatedEquity: number;
  estimatedValue: number;
  lotSquareFeet: number | null;
  mlsDaysOnMarket: number | null;
  mlsListingPrice: number | null;
  openMortgageBalance: number;
  propertyUseCode: number;
  roomsCount: number | null;
  squareFeet: number | null;
  unitsCount: number | null;
  yearBuilt: number | null;
  yearsOwned: number | null;

  // §2.2 numbers
  latitude: number;
  longitude: number;

  // §2.2 strings
  documentType: string | null;
  documentTypeCode: string | null;
  floodZoneDescription: string | null;
  floodZoneType: string | null;
  landUse: string;
  lastSaleAmount: string | null;
  lastSaleDate: string | null;
  lenderName: string | null;
  medianIncome: string;
  mlsLastSaleDate: string | null;
  mlsLastStatusDate: string | null;
  mlsListingDate: string | null;
  mlsStatus: string | null;
  mlsType: string | null;
  owner1FirstName: string | null;
  owner1LastName: string | null;
  owner2FirstName: string | null;
  owner2LastName: string | null;
  propertyType: string;
  propertyUse: string;
  suggestedRent: string | null;

  // §2.2 nullable (type unspecified by the spec; numbers here)
  lastMortgage1Amount: number | null;
  listingAmount: number | null;
  rentAmount: number | null;

  // §2.2 objects
  address: MockAddress;
  mailAddress: MockAddress;
  neighborhood: MockNeighborhood;

  // Extra fields the real service returns and the filters use
  apn: string;
  parcelAccountNumber: string;
  companyName: string | null;
  censusTract: string;
  censusBlock: string;
  censusBlockGroup: string;
  stories: number | null;
  poolArea: number | null;
  deckArea: number | null;
  pool: boolean;
  deck: boolean;
  patio: boolean;
  attic: boolean;
  carport: boolean;
  rvParking: boolean;
  featureBalcony: boolean;
  fireSprinklers: boolean;
  hoa: boolean;
  constructionType: string | null;
  roofConstructionCode: number | null;
  roofMaterialCode: number | null;
  sewage: string | null;
  waterSource: string | null;
  loanTypeCodeFirst: string | null;
  loanTypeCodeSecond: string | null;
  loanTypeCodeThird: string | null;
  assumable: boolean;
  quitClaim: boolean;
  judgment: boolean;
  taxLien: boolean;
  taxDelinquentYear: number | null;
  trustOwned: boolean;
  individualOwned: boolean;
  lastSaleArmsLength: boolean;
  priorOwnerIndividual: boolean;
  priorOwnerMonthsOwned: number | null;
  propertiesOwned: number;
  portfolioValue: number;
  portfolioEquity: number;
  portfolioMortgageBalance: number;
  portfolioPurchasedLast6: number;
  portfolioPurchasedLast12: number;
  ltv: number;
  auctionDate: string | null;
  foreclosureDate: string | null;
  noticeType: string | null;
  preForeclosureDate: string | null;
  reoDate: string | null;
  documentDate: string | null;
  lastUpdateDate: string;
  mlsStandardStatus: string | null;
  /** Filled by the MLS mock; null until then. */
  mlsListingId: string | null;
}
