// The v3 MLS field catalog: the vendor's section names (reference-shapes "MLS records (v3)"), their
// leaves, and selector resolution. ROOT is the vendor's name for the record's root-level scalars:
// they are selected bare (`listingPrice`), every other section as `section` or `section.leaf`.
import { distance } from 'fastest-levenshtein';
import { closestMatch } from './did-you-mean';

const AGENT = ['fullName', 'firstName', 'lastName', 'email', 'phone', 'mlsAgentId'] as const;
const OFFICE = [
  'name',
  'phone',
  'email',
  'address',
  'city',
  'postalCode',
  'stateOrProvince',
  'mlsOfficeId',
] as const;

export const ROOT_SECTION = 'ROOT';

export const MLS_SECTIONS = {
  ROOT: [
    'listingId',
    'mlsNumber',
    'mlsBoardCode',
    'standardStatus',
    'customStatus',
    'listingPrice',
    'originalListingPrice',
    'daysOnMarket',
    'listingContractDate',
    'modificationTimestamp',
    'priceChangeTimestamp',
    'soldDate',
    'soldPrice',
    'pricePerSqFt',
    'url',
    'hasPhotos',
  ],
  address: [
    'unparsedAddress',
    'streetNumber',
    'streetName',
    'city',
    'countyOrParish',
    'stateOrProvince',
    'zipCode',
  ],
  listingDetails: [
    'beds',
    'baths',
    'bathsHalf',
    'livingArea',
    'lotSizeSquareFeet',
    'lotSizeAcres',
    'yearBuilt',
    'stories',
    'propertyType',
    'propertySubType',
    'subdivisionName',
    'latitude',
    'longitude',
    'garageSpaces',
    'hasPool',
    'hasBasement',
    'isWaterfront',
    'appliances',
    'cooling',
    'heating',
    'flooring',
    'roof',
    'sewer',
    'waterSource',
    'zoning',
    'taxAmount',
  ],
  agentRemarks: ['publicRemarks'],
  listingAgent: AGENT,
  listingOffice: OFFICE,
  colistingAgent: AGENT,
  colistingOffice: OFFICE,
  cosellingAgent: AGENT,
  cosellingOffice: OFFICE,
  media: ['primaryListingImageUrl', 'photosCount', 'photosList'],
  priceChangeHistory: ['date', 'previousPrice', 'newPrice'],
  statusChangeHistory: ['date', 'previousStatus', 'newStatus'],
  schools: ['elementarySchool', 'middleOrJuniorSchool', 'highSchool', 'schoolDistrict'],
  hoa: ['associationFee', 'associationFeeFrequency', 'associationName'],
  openHouses: ['date', 'startTime', 'endTime', 'remarks'],
  // Free-form on the vendor's side; these are the notes the mock writes.
  dataAssumptions: ['pricePerSqFt', 'daysOnMarket', 'taxAmount'],
  public: [
    'apn',
    'assessorId',
    'estimatedValue',
    'estimatedEquity',
    'equityPercent',
    'lastSaleDate',
    'lastSaleAmount',
    'ownerOccupied',
    'absenteeOwner',
    'owner1FullName',
    'taxAmount',
  ],
} as const satisfies Record<string, readonly string[]>;

export type MlsSectionName = keyof typeof MLS_SECTIONS;
export const MLS_SECTION_NAMES = Object.keys(MLS_SECTIONS) as MlsSectionName[];
export const ROOT_SCALARS: readonly string[] = MLS_SECTIONS.ROOT;

/** Sections returned when the request selects nothing: everything except the opt-in public block. */
export const DEFAULT_MLS_SECTIONS = MLS_SECTION_NAMES.filter((s) => s !== 'public');

/** Every valid selector: section names (ROOT included), root scalars and `section.leaf` paths. */
export const MLS_SELECTORS: readonly string[] = MLS_SECTION_NAMES.flatMap((section) =>
  section === ROOT_SECTION
    ? [section, ...ROOT_SCALARS]
    : [section, ...MLS_SECTIONS[section].map((field) => `${section}.${field}`)],
);
const SELECTOR_SET: ReadonlySet<string> = new Set(MLS_SELECTORS);

export function isMlsSection(name: string): name is MlsSectionName {
  return Object.hasOwn(MLS_SECTIONS, name);
}

export function isRootScalar(name: string): boolean {
  return ROOT_SCALARS.includes(name);
}

export function isMlsSelector(selector: string): boolean {
  return SELECTOR_SET.has(selector);
}

/** The selectors that name one leaf: root scalars and `section.leaf` paths. */
const LEAF_SELECTORS = MLS_SELECTORS.filter((s) => s.includes('.') || isRootScalar(s));
const leafOf = (selector: string) => selector.slice(selector.indexOf('.') + 1);

/**
 * Leaf-aware suggestion for an unknown selector: `listingDetails.bed` → `listingDetails.beds`, a
 * bare leaf such as `beds` → `listingDetails.beds`, `listingPric` → `listingPrice`, and
 * `ROOT.listingPrice` → `listingPrice` (root scalars are selected bare).
 */
export function suggestSelector(selector: string): string | undefined {
  const dot = selector.indexOf('.');
  if (dot > 0) {
    const section = selector.slice(0, dot);
    const leaf = selector.slice(dot + 1);
    const sectionMatch = isMlsSection(section) ? section : closestMatch(section, MLS_SECTION_NAMES);
    if (sectionMatch && isMlsSection(sectionMatch)) {
      const leafMatch = closestMatch(leaf, MLS_SECTIONS[sectionMatch]);
      if (leafMatch)
        return sectionMatch === ROOT_SECTION ? leafMatch : `${sectionMatch}.${leafMatch}`;
      return closestMatch(selector, MLS_SELECTORS);
    }
    // A section the vendor does not have (such as an invented `listing.publicRemarks`): the leaf
    // alone says more than the whole string does.
    return suggestBare(leaf) ?? closestMatch(selector, MLS_SELECTORS);
  }
  return suggestBare(selector);
}

/** A selector without a dot: a section name, a root scalar, or a leaf named without its section. */
function suggestBare(selector: string): string | undefined {
  const byLeaf = closestMatch(selector, LEAF_SELECTORS.map(leafOf));
  const sectionMatch = closestMatch(selector, MLS_SECTION_NAMES);
  // The closer of the two wins (a typo of a section name suggests the section); a tie goes to the section.
  const away = (candidate: string) => distance(selector.toLowerCase(), candidate.toLowerCase());
  if (sectionMatch && (!byLeaf || away(sectionMatch) <= away(byLeaf))) return sectionMatch;
  return byLeaf ? LEAF_SELECTORS.find((s) => leafOf(s) === byLeaf) : undefined;
}
