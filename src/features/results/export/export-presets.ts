// The ready-made column sets beside "everything": each names its columns (catalogue ids, in file
// order) and how rows are merged. A user copies one to edit it; the built-in ones never change.
import type { ContactFilters } from '../../../lib/lead-rows/contact-export';
import { COLUMN_CATALOGUE } from '../../../lib/lead-rows/column-catalogue';
import { LEAD_CONTACT_IDS, PER_NUMBER_IDS } from '../../../lib/lead-rows/contact-columns';
import type { DedupeMode } from '../../../lib/lead-rows/dedupe';

export interface ColumnSet {
  id: string;
  name: string;
  columnIds: readonly string[];
  dedupe: DedupeMode;
  /** Built in: shown with a description, copied rather than edited. */
  preset?: boolean;
  description?: string;
  /** The owner-phone filters the set starts with (the Dialer leaves out do-not-call numbers). */
  contactFilters?: ContactFilters;
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

/**
 * A dialer's upload: one row per number that may be called, with the owner's name and the
 * property beside it. One row per number rather than per owner because dialers import one number
 * per contact row and rotate through the rows, so each number carries its own type, do-not-call
 * mark and last-seen date, and a number the filters leave out is simply absent (no gaps in Phone
 * 1–5 to map). The owner's numbers come in the order to call them (mobiles first). Do-not-call
 * numbers are left out unless the user turns that filter off; leads never traced have no row.
 */
const DIALER: ColumnSet = {
  id: 'preset:dialer',
  name: 'Dialer',
  preset: true,
  description:
    'One row per callable number of the traced owners: owner name, property address, the number with its type, do-not-call mark and when it was last seen. Numbers on the do-not-call list are left out.',
  dedupe: 'off',
  contactFilters: { withPhone: true, mobileOnly: false, noDnc: true },
  columnIds: [
    'owner1First',
    'owner1Last',
    'company',
    'propertyStreet',
    'propertyCity',
    'propertyState',
    'propertyZip',
    ...PER_NUMBER_IDS,
    'id',
  ],
};

/** Every column the app knows, in the picker's order: the record's, then the owner's contacts. */
const EVERYTHING: ColumnSet = {
  id: 'preset:everything',
  name: 'Everything',
  preset: true,
  description:
    'Every field of the record, then the owner’s phones and emails, in the column picker’s order.',
  dedupe: 'off',
  columnIds: [...COLUMN_CATALOGUE.map((c) => c.id), ...LEAD_CONTACT_IDS],
};

export const EXPORT_PRESETS: readonly ColumnSet[] = [FULL, MAIL_MERGE, DIALER, EVERYTHING];

export const DEFAULT_PRESET = FULL;
