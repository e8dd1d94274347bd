// The ready-made column sets beside "everything": each names its columns (catalogue ids, in file
// order) and how rows are merged. A user copies one to edit it; the built-in ones never change.
import { COLUMN_CATALOGUE } from '../columns/column-catalogue';
import type { DedupeMode } from './dedupe';

export interface ColumnSet {
  id: string;
  name: string;
  columnIds: readonly string[];
  dedupe: DedupeMode;
  /** Built in: shown with a description, copied rather than edited. */
  preset?: boolean;
  description?: string;
}

/** The lead list most people want: where, who, how to reach them, what it is worth, why it is a lead. */
const FULL: ColumnSet = {
  id: 'preset:full',
  name: 'Full',
  preset: true,
  description:
    'Every lead with its address, owner, mailing address, value, sale and distress details.',
  dedupe: 'off',
  columnIds: [
    'id',
    'propertyStreet',
    'propertyCity',
    'propertyState',
    'propertyZip',
    'propertyCounty',
    'addressee',
    'owner1First',
    'owner1Last',
    'owner2First',
    'owner2Last',
    'company',
    'ownerType',
    'mailStreet',
    'mailCity',
    'mailState',
    'mailZip',
    'propertyType',
    'propertyUse',
    'bedrooms',
    'bathrooms',
    'squareFeet',
    'lotSquareFeet',
    'yearBuilt',
    'unitsCount',
    'estimatedValue',
    'estimatedEquity',
    'equityPercent',
    'openMortgageBalance',
    'lenderName',
    'assessedValue',
    'assessedLandValue',
    'assessedImprovementValue',
    'yearsOwned',
    'lastSaleDate',
    'lastSaleAmount',
    'mlsStatus',
    'mlsListingPrice',
    'mlsDaysOnMarket',
    'mlsListingDate',
    'medianIncome',
    'suggestedRent',
    'absenteeOwner',
    'outOfStateAbsenteeOwner',
    'inStateAbsenteeOwner',
    'ownerOccupied',
    'corporateOwned',
    'vacant',
    'highEquity',
    'freeClear',
    'negativeEquity',
    'preForeclosure',
    'preForeclosureDate',
    'noticeType',
    'foreclosure',
    'foreclosureDate',
    'auction',
    'auctionDate',
    'reo',
    'reoDate',
    'cashBuyer',
    'investorBuyer',
    'privateLender',
    'inherited',
    'death',
    'mlsActive',
    'mlsPending',
    'mlsSold',
    'latitude',
    'longitude',
  ],
};

/** One letter per mailing address: the addressee line and the address split into envelope lines. */
const MAIL_MERGE: ColumnSet = {
  id: 'preset:mail-merge',
  name: 'Mail merge',
  preset: true,
  description:
    'One row per mailing address: the addressee line (people, company or trust) and the mailing address in envelope lines.',
  dedupe: 'mailing',
  columnIds: [
    'addressee',
    'mailStreet',
    'mailLine2',
    'mailCity',
    'mailState',
    'mailZip',
    'owner1First',
    'owner1Last',
    'company',
    'propertyStreet',
    'propertyCity',
    'propertyState',
    'propertyZip',
    'id',
  ],
};

/** The columns skip-tracing and dialer uploads map: owner first/last, property and mailing address. */
const DIALER: ColumnSet = {
  id: 'preset:dialer',
  name: 'Dialer / skip trace',
  preset: true,
  description:
    'Owner first and last name, property address and mailing address in the columns skip-tracing and dialer services expect; companies and trusts only in Company Name.',
  dedupe: 'off',
  columnIds: [
    'owner1First',
    'owner1Last',
    'owner2First',
    'owner2Last',
    'company',
    'propertyStreet',
    'propertyCity',
    'propertyState',
    'propertyZip',
    'mailStreet',
    'mailCity',
    'mailState',
    'mailZip',
    'id',
  ],
};

/** Every column the app knows, in the picker's order. */
const EVERYTHING: ColumnSet = {
  id: 'preset:everything',
  name: 'Everything',
  preset: true,
  description: 'Every field of the record, in the column picker’s order.',
  dedupe: 'off',
  columnIds: COLUMN_CATALOGUE.map((c) => c.id),
};

export const EXPORT_PRESETS: readonly ColumnSet[] = [FULL, MAIL_MERGE, DIALER, EVERYTHING];

export const DEFAULT_PRESET = FULL;
