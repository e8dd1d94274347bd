// The v3 MLS field catalog (reference-shapes): section names, their fields, and selector resolution.
import { distance } from 'fastest-levenshtein';
import { closestMatch } from './did-you-mean';

export const MLS_SECTIONS = {
  listing: [
    'listingId',
    'mlsNumber',
    'mlsBoardCode',
    'standardStatus',
    'customStatus',
    'listPrice',
    'originalListPrice',
    'daysOnMarket',
    'listingContractDate',
    'modificationTimestamp',
    'priceChangeTimestamp',
    'soldDate',
    'soldPrice',
    'pricePerSqFt',
    'publicRemarks',
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
  property: [
    'bedroomsTotal',
    'bathroomsTotal',
    'bathroomsHalf',
    'livingArea',
    'lotSizeSquareFeet',
    'yearBuilt',
    'stories',
    'propertyType',
    'propertySubType',
    'subdivisionName',
    'latitude',
    'longitude',
    'hasPool',
    'hasBasement',
    'isWaterfront',
  ],
  homeDetails: [
    'appliances',
    'cooling',
    'heating',
    'flooring',
    'roof',
    'sewer',
    'waterSource',
    'zoning',
    'lotSizeAcres',
    'taxAmount',
  ],
  schools: ['elementarySchool', 'middleOrJuniorSchool', 'highSchool', 'schoolDistrict'],
  media: ['primaryListingImageUrl', 'photosCount', 'photosList'],
  listingAgent: ['fullName', 'firstName', 'lastName', 'email', 'phone', 'mlsAgentId'],
  sellingAgent: ['fullName', 'firstName', 'lastName', 'email', 'phone', 'mlsAgentId'],
  listingOffice: [
    'name',
    'phone',
    'email',
    'address',
    'city',
    'postalCode',
    'stateOrProvince',
    'mlsOfficeId',
  ],
  sellingOffice: [
    'name',
    'phone',
    'email',
    'address',
    'city',
    'postalCode',
    'stateOrProvince',
    'mlsOfficeId',
  ],
  openHouses: ['date', 'startTime', 'endTime', 'remarks'],
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

/** Sections returned when the request selects nothing: everything except the opt-in public block. */
export const DEFAULT_MLS_SECTIONS = MLS_SECTION_NAMES.filter((s) => s !== 'public');

/** Every valid selector: bare section names and `section.field` paths. */
export const MLS_SELECTORS: readonly string[] = MLS_SECTION_NAMES.flatMap((section) => [
  section,
  ...MLS_SECTIONS[section].map((field) => `${section}.${field}`),
]);

export function isMlsSection(name: string): name is MlsSectionName {
  return Object.hasOwn(MLS_SECTIONS, name);
}

export function isMlsSelector(selector: string): boolean {
  return MLS_SELECTORS.includes(selector);
}

/**
 * Leaf-aware suggestion for an unknown selector: `listing.lisPrice` → `listing.listPrice`, and a
 * bare leaf such as `lisPrice` → `listing.listPrice`.
 */
export function suggestSelector(selector: string): string | undefined {
  const dot = selector.indexOf('.');
  if (dot > 0) {
    const section = selector.slice(0, dot);
    const leaf = selector.slice(dot + 1);
    const sectionMatch = isMlsSection(section) ? section : closestMatch(section, MLS_SECTION_NAMES);
    if (sectionMatch && isMlsSection(sectionMatch)) {
      const leafMatch = closestMatch(leaf, MLS_SECTIONS[sectionMatch]);
      if (leafMatch) return `${sectionMatch}.${leafMatch}`;
    }
    return closestMatch(selector, MLS_SELECTORS);
  }
  const leafCandidates = MLS_SELECTORS.filter((s) => s.includes('.'));
  const byLeaf = closestMatch(
    selector,
    leafCandidates.map((s) => s.slice(s.indexOf('.') + 1)),
  );
  const sectionMatch = closestMatch(selector, MLS_SECTION_NAMES);
  // The closer of the two wins (a typo of a section name suggests the section); a tie goes to the section.
  const away = (candidate: string) => distance(selector.toLowerCase(), candidate.toLowerCase());
  if (sectionMatch && (!byLeaf || away(sectionMatch) <= away(byLeaf))) return sectionMatch;
  return byLeaf ? leafCandidates.find((s) => s.endsWith(`.${byLeaf}`)) : undefined;
}
