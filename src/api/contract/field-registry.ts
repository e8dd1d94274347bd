// THE list of PropertySearch filters (spec §2.1), each declared once, in filter-panel order: wire name and
// type (search-request.ts builds the zod contract from it), panel label, hint and control, and the words
// chips and file names use. The mock's side of each field (generation, column, predicate) is keyed by the
// same names in mock-server/. docs/recipes.md "Adding a filter" is the recipe.
import { z } from 'zod';
import {
  CONSTRUCTION_CODES,
  DOCUMENT_TYPE_CODES,
  FLOOD_ZONE_CODES,
  LOAN_TYPE_CODES,
  PROPERTY_USE_CODES,
  ROOF_CONSTRUCTION_CODES,
  ROOF_MATERIAL_CODES,
  SEWAGE_CODES,
  WATER_SOURCE_CODES,
  isFloodZoneCode,
} from './code-values';
import {
  OFF_PANEL,
  at,
  compare,
  dateRange,
  flag,
  geometry,
  list,
  mlsStatusFlag,
  multi,
  number,
  range,
  select,
  text,
  toggle,
} from './field-kinds';
import { LIMITS } from './limits';
import {
  INT32_MAX,
  digitsInRange,
  integer,
  isoDate,
  latitude,
  longitude,
  nonEmptyText,
  numericString,
  oneOrMany,
  ring,
  zipCode,
} from './primitives';
import { US_STATE_OPTIONS } from './us-states';

export const PROPERTY_TYPES = ['SFR', 'MFR', 'LAND', 'CONDO', 'MOBILE', 'OTHER'] as const;
export const NOTICE_TYPES = ['FOR', 'NOD', 'NOL', 'NTS', 'REO'] as const;
export const SEARCH_RANGES = ['1_MONTH', '2_MONTH', '3_MONTH', '6_MONTH', '1_YEAR'] as const;
export const SEARCH_TYPES = ['A', 'C', 'N', 'S', 'Z', 'G', 'T'] as const;

function fromList(values: readonly string[], what: string) {
  return z.string().refine((v) => values.includes(v), { error: `must be a known ${what} code` });
}

function intFromSet(set: ReadonlySet<number>, what: string) {
  return integer.refine((v) => set.has(v), { error: `must be a known ${what} code` });
}

/**
 * A code table's options as the first visit has them: each code labelled with itself. The panel
 * shows the table's labels (contract/codes.ts CODE_OPTIONS) once they have loaded.
 */
function codeOptions(codes: Iterable<string | number>) {
  return Array.from(codes, (code) => ({ value: String(code), label: String(code) }));
}

const PROPERTY_TYPE_OPTIONS = [
  { value: 'SFR', label: 'SFR – Single family' },
  { value: 'MFR', label: 'MFR – Multi-family' },
  { value: 'CONDO', label: 'CONDO – Condominium' },
  { value: 'MOBILE', label: 'MOBILE – Mobile home' },
  { value: 'LAND', label: 'LAND – Vacant land' },
  { value: 'OTHER', label: 'OTHER – Other' },
];

// Plain words first, the vendor's code after: the stages in the order a foreclosure goes.
const NOTICE_TYPE_OPTIONS = [
  { value: 'NOD', label: 'Notice of default (NOD)' },
  { value: 'NOL', label: 'Lis pendens (LIS/NOL)' },
  { value: 'NTS', label: 'Notice of trustee sale (NTS)' },
  { value: 'FOR', label: 'Foreclosure filed (FOR)' },
  { value: 'REO', label: 'Bank owned (REO)' },
];

const SEARCH_RANGE_OPTIONS = [
  { value: '1_MONTH', label: 'Last month' },
  { value: '2_MONTH', label: 'Last 2 months' },
  { value: '3_MONTH', label: 'Last 3 months' },
  { value: '6_MONTH', label: 'Last 6 months' },
  { value: '1_YEAR', label: 'Last year' },
];

const SEARCH_TYPE_OPTIONS = [
  { value: 'A', label: 'A – Full address' },
  { value: 'C', label: 'C – City' },
  { value: 'N', label: 'N – County' },
  { value: 'S', label: 'S – Street' },
  { value: 'Z', label: 'Z – Zip' },
  { value: 'G', label: 'G – Neighborhood' },
  { value: 'T', label: 'T – State' },
];

const LOAN_TYPES = codeOptions(LOAN_TYPE_CODES);
const loanType = fromList(LOAN_TYPE_CODES, 'loan type');

// Panel places, one per section.
const LOCATION = at('location');
const PARCEL = at('location', 'Parcel and census');
const INCOME = at('location', 'Area income');
const PROPERTY = at('property');
const CONSTRUCTION = at('property', 'Construction');
const FEATURES = at('property', 'Features');
const OWNER = at('owner');
const OWNERSHIP = at('owner', 'Ownership');
const PORTFOLIO = at('owner', 'Portfolio');
const EQUITY = at('equity');
const LENDING = at('equity', 'Mortgage and lenders');
const VALUE = at('equity', 'Value');
const DISTRESS = at('distress');
const LIENS = at('distress', 'Liens and life events');
const MLS = at('mls');
const SALE = at('sale');
const FLIPS = at('sale', 'Flips');
const ADVANCED = at('advanced');
const AUTOCOMPLETE = at('advanced', 'Autocomplete and ids');

const NEEDS_STATE_OR_ZIP = 'Needs state or zip';

export const SEARCH_FIELDS = [
  // Location
  text('address', LOCATION, 'Full address', nonEmptyText, {
    hint: 'House, street, city, state and zip in one line',
    placeholder: '123 Main St, Austin, TX 78701',
  }),
  text('house', LOCATION, 'House number', nonEmptyText, { hint: NEEDS_STATE_OR_ZIP, half: true }),
  text('street', LOCATION, 'Street', nonEmptyText, { hint: NEEDS_STATE_OR_ZIP, half: true }),
  text('city', LOCATION, 'City', nonEmptyText, { hint: NEEDS_STATE_OR_ZIP, half: true }),
  select('state', LOCATION, 'State', nonEmptyText, US_STATE_OPTIONS, {
    hint: 'Needs city, house or street',
    half: true,
  }),
  text('county', LOCATION, 'County', nonEmptyText, { hint: NEEDS_STATE_OR_ZIP, half: true }),
  list('zip', LOCATION, 'Zip codes', oneOrMany(zipCode, 'a zip code'), 'zip', {
    hint: 'One or more, comma separated. ZIP+4 is searched by its first 5 digits',
    half: true,
    placeholder: '78701, 78702',
    keywords: 'postal code',
    chip: 'zip code',
  }),
  select('usps_mail_state', LOCATION, 'Owner mailing state', nonEmptyText, US_STATE_OPTIONS, {
    hint: "USPS state of the owner's mailing address",
    keywords: 'usps mail',
    chip: 'mailing state',
  }),
  text('parcel_account_number', PARCEL, 'Parcel account number', nonEmptyText, {
    keywords: 'apn',
  }),
  text('census_tract', PARCEL, 'Census tract', nonEmptyText, { half: true }),
  text('census_block_group', PARCEL, 'Census block group', digitsInRange(0, 10), {
    hint: '0 to 10',
    half: true,
  }),
  range('median_income', INCOME, 'Median income', 'money', {
    hint: 'Zip-level median household income',
  }),
  compare(
    'median_income',
    'median_income_operator',
    INCOME,
    'Median income is',
    'money',
    integer.min(0),
  ),
  // Map geometry (drawn, not typed)
  geometry('latitude', 'Latitude', latitude),
  geometry('longitude', 'Longitude', longitude),
  geometry('radius', 'Radius', z.number().min(LIMITS.minRadius).max(LIMITS.maxRadius)),
  geometry('polygon', 'Polygon', ring),
  geometry(
    'multi_polygon',
    'Multi-polygon',
    z
      .array(z.strictObject({ boundaries: ring }))
      .min(1)
      .max(LIMITS.maxPolygons)
      .superRefine((polygons, ctx) => {
        const points = polygons.reduce((sum, p) => sum + p.boundaries.length, 0);
        if (points > LIMITS.maxPolygonPoints)
          ctx.addIssue({
            code: 'custom',
            message: `has ${points} points in all; the limit is ${LIMITS.maxPolygonPoints}`,
          });
      }),
  ),

  // Property
  select(
    'property_type',
    PROPERTY,
    'Property type',
    z.enum(PROPERTY_TYPES),
    PROPERTY_TYPE_OPTIONS,
    {
      keywords: 'single family condo mobile land multi-family',
    },
  ),
  multi(
    'property_use_code',
    PROPERTY,
    'Property use',
    oneOrMany(intFromSet(PROPERTY_USE_CODES, 'property use'), 'a property use code'),
    codeOptions(PROPERTY_USE_CODES),
    { codes: 'propertyUse', numeric: true, keywords: 'land use code', chip: 'property use' },
  ),
  range('beds', PROPERTY, 'Bedrooms', 'count', { keywords: 'beds', half: true, chip: 'bedrooms' }),
  range('baths', PROPERTY, 'Bathrooms', 'count', {
    keywords: 'baths',
    half: true,
    chip: 'bathrooms',
  }),
  range('rooms', PROPERTY, 'Rooms', 'count', { half: true }),
  range('building_size', PROPERTY, 'Building size (sq ft)', 'sqft', {
    keywords: 'square feet sqft living area',
  }),
  range('lot_size', PROPERTY, 'Lot size (sq ft)', 'sqft', { keywords: 'square feet sqft land' }),
  range('year_built', PROPERTY, 'Year built', 'year', { keywords: 'age', half: true }),
  range('units', PROPERTY, 'Units', 'count', { half: true }),
  range('stories', PROPERTY, 'Stories', 'count', { keywords: 'floors', half: true }),
  flag('mfh_2to4', PROPERTY, 'Multi-family 2–4 units', {
    keywords: 'mfh duplex triplex',
    chip: '2–4 units',
    slug: '2-4-units',
  }),
  flag('mfh_5plus', PROPERTY, 'Multi-family 5+ units', {
    keywords: 'mfh apartment',
    chip: '5+ units',
    slug: '5plus-units',
  }),
  // Deprecated (§9): old links send year_min/year_max, which stand for year_built_min/max.
  range('year', OFF_PANEL, 'Year (deprecated)', 'year'),
  select(
    'construction',
    CONSTRUCTION,
    'Construction',
    fromList(CONSTRUCTION_CODES, 'construction'),
    codeOptions(CONSTRUCTION_CODES),
    { codes: 'construction' },
  ),
  multi(
    'roof_construction_code',
    CONSTRUCTION,
    'Roof construction',
    oneOrMany(intFromSet(ROOF_CONSTRUCTION_CODES, 'roof construction'), 'a roof construction code'),
    codeOptions(ROOF_CONSTRUCTION_CODES),
    { codes: 'roofConstruction', numeric: true },
  ),
  multi(
    'roof_material_code',
    CONSTRUCTION,
    'Roof material',
    oneOrMany(intFromSet(ROOF_MATERIAL_CODES, 'roof material'), 'a roof material code'),
    codeOptions(ROOF_MATERIAL_CODES),
    { codes: 'roofMaterial', numeric: true },
  ),
  select(
    'sewage',
    CONSTRUCTION,
    'Sewage',
    fromList(SEWAGE_CODES, 'sewage'),
    codeOptions(SEWAGE_CODES),
    {
      codes: 'sewage',
      keywords: 'septic sewer',
    },
  ),
  select(
    'water_source',
    CONSTRUCTION,
    'Water source',
    fromList(WATER_SOURCE_CODES, 'water source'),
    codeOptions(WATER_SOURCE_CODES),
    { codes: 'waterSource', keywords: 'well' },
  ),
  flag('pool', FEATURES, 'Pool'),
  range('pool_area', FEATURES, 'Pool area (sq ft)', 'sqft'),
  flag('garage', FEATURES, 'Garage'),
  flag('carport', FEATURES, 'Carport'),
  flag('rv_parking', FEATURES, 'RV parking'),
  flag('basement', FEATURES, 'Basement'),
  flag('attic', FEATURES, 'Attic'),
  flag('deck', FEATURES, 'Deck'),
  range('deck_area', FEATURES, 'Deck area (sq ft)', 'sqft', {
    max: numericString({ min: 0, max: INT32_MAX }),
  }),
  flag('patio', FEATURES, 'Patio'),
  flag('feature_balcony', FEATURES, 'Balcony'),
  flag('breezeway', FEATURES, 'Breezeway'),
  flag('fire_sprinklers', FEATURES, 'Fire sprinklers'),
  flag('hoa', FEATURES, 'HOA', { keywords: 'homeowners association', chip: 'HOA' }),

  // Owner
  flag('absentee_owner', OWNER, 'Absentee owner', {
    hint: 'Owner does not live at the property',
    slug: 'absentee',
    whenFalse: { chip: 'owner occupied', slug: 'owner-occupied' },
  }),
  flag('in_state_owner', OWNER, 'In-state owner', {
    hint: "Owner's mailing state is the property's state",
    chip: 'in-state owner',
    slug: 'in-state',
  }),
  flag('out_of_state_owner', OWNER, 'Out-of-state owner', {
    hint: "Owner's mailing state differs from the property's",
    chip: 'out-of-state owner',
    slug: 'out-of-state',
  }),
  flag('corporate_owned', OWNER, 'Corporate owned', { keywords: 'llc company business' }),
  flag('trust_owned', OWNER, 'Trust owned'),
  flag('individual_owned', OWNER, 'Individual owned', { hint: 'Not an LLC or trust' }),
  flag('cash_buyer', OWNER, 'Cash buyer'),
  flag('investor_buyer', OWNER, 'Investor buyer', {
    hint: 'Cash purchase by an absentee owner or investor',
  }),
  range('years_owned', OWNERSHIP, 'Years owned', 'count', {
    keywords: 'length of ownership tenure',
  }),
  compare(
    'years_owned',
    'years_owned_operator',
    OWNERSHIP,
    'Years owned is',
    'count',
    integer.min(0),
  ),
  range('properties_owned', OWNERSHIP, 'Properties owned', 'count', {
    keywords: 'portfolio size',
  }),
  range('portfolio_value', PORTFOLIO, 'Portfolio value', 'money'),
  range('portfolio_equity', PORTFOLIO, 'Portfolio equity', 'money', { signed: true }),
  range('portfolio_mortgage_balance', PORTFOLIO, 'Portfolio mortgage balance', 'money'),
  range('portfolio_purchased_last6', PORTFOLIO, 'Bought in the last 6 months', 'count', {
    keywords: 'portfolio purchased',
  }),
  range('portfolio_purchased_last12', PORTFOLIO, 'Bought in the last 12 months', 'count', {
    keywords: 'portfolio purchased',
  }),

  // Equity & mortgage
  range('estimated_equity', EQUITY, 'Equity ($)', 'money', {
    hint: 'Estimated value less open mortgages',
    signed: true,
  }),
  compare('estimated_equity', 'equity_operator', EQUITY, 'Equity ($) is', 'money', integer),
  compare('equity_percent', 'equity_percent_operator', EQUITY, 'Equity (%) is', 'percent', integer),
  range('ltv', EQUITY, 'Loan-to-value (%)', 'percent', {
    keywords: 'ltv',
    chip: 'loan-to-value',
    max: numericString({ min: 0, max: 100 }),
  }),
  flag('high_equity', EQUITY, 'High equity', { hint: 'Equity above 39%' }),
  flag('free_clear', EQUITY, 'Free & clear', {
    hint: 'No open mortgage',
    keywords: 'free and clear paid off',
    chip: 'free & clear',
  }),
  range('mortgage', LENDING, 'Open mortgages ($)', 'money', {
    hint: 'Estimated total of open mortgages',
  }),
  select('loan_type_code_first', LENDING, 'First loan type', loanType, LOAN_TYPES, {
    codes: 'loanType',
    keywords: 'lender mortgage',
  }),
  select('loan_type_code_second', LENDING, 'Second loan type', loanType, LOAN_TYPES, {
    codes: 'loanType',
    keywords: 'lender mortgage',
  }),
  select('loan_type_code_third', LENDING, 'Third loan type', loanType, LOAN_TYPES, {
    codes: 'loanType',
    keywords: 'lender mortgage',
  }),
  flag('private_lender', LENDING, 'Private lender', { keywords: 'hard money' }),
  flag('adjustable_rate', LENDING, 'Adjustable rate', { keywords: 'arm' }),
  flag('assumable', LENDING, 'Assumable loan'),
  range('value', VALUE, 'Estimated value', 'money', {
    keywords: 'avm market value',
    chip: 'estimated value',
  }),
  range('assessed_value', VALUE, 'Assessed value', 'money', { keywords: 'tax' }),
  range('assessed_land_value', VALUE, 'Assessed land value', 'money', { keywords: 'tax' }),
  range('assessed_improvement_value', VALUE, 'Assessed improvement value', 'money', {
    keywords: 'tax',
  }),

  // Distress
  select('search_range', DISTRESS, 'Filed within', z.enum(SEARCH_RANGES), SEARCH_RANGE_OPTIONS, {
    anyLabel: 'The last year (default)',
    hint: 'How recent a pre-foreclosure, foreclosure, auction or bank-owned filing must be',
    keywords: 'search range event window',
    chip: 'date window',
  }),
  flag('pre_foreclosure', DISTRESS, 'Pre-foreclosure'),
  dateRange('pre_foreclosure_date', DISTRESS, 'Pre-foreclosure date', {
    hint: 'Needs Pre-foreclosure: Yes',
  }),
  flag('foreclosure', DISTRESS, 'Foreclosure'),
  select('notice_type', DISTRESS, 'Foreclosure stage', z.enum(NOTICE_TYPES), NOTICE_TYPE_OPTIONS, {
    keywords: 'notice type',
  }),
  dateRange('foreclosure_date', DISTRESS, 'Foreclosure recording date', {
    hint: 'When the notice was recorded; needs Foreclosure: Yes and a stage',
  }),
  flag('auction', DISTRESS, 'Foreclosure auction'),
  dateRange('auction_date', DISTRESS, 'Auction date', { hint: 'Needs Foreclosure auction: Yes' }),
  flag('reo', DISTRESS, 'Bank owned (REO)', {
    keywords: 'real estate owned',
    chip: 'bank owned (REO)',
  }),
  flag('tax_lien', LIENS, 'Tax lien'),
  range('tax_delinquent_year', LIENS, 'Tax delinquent year', 'year', {
    hint: 'Same min and max for a single year',
  }),
  flag('judgment', LIENS, 'Judgment'),
  flag('death', LIENS, 'Owner deceased', { keywords: 'death probate', chip: 'owner deceased' }),
  flag('inherited', LIENS, 'Inherited', { keywords: 'probate' }),
  flag('vacant', LIENS, 'Vacant'),

  // MLS
  mlsStatusFlag('mls_active', MLS, 'MLS active', {
    keywords: 'listed for sale',
    chip: 'MLS active',
  }),
  mlsStatusFlag('mls_pending', MLS, 'MLS pending', {
    keywords: 'under contract',
    chip: 'MLS pending',
  }),
  mlsStatusFlag('mls_sold', MLS, 'MLS sold', { chip: 'MLS sold' }),
  mlsStatusFlag('mls_cancelled', MLS, 'MLS cancelled', {
    keywords: 'expired withdrawn',
    chip: 'MLS cancelled',
  }),
  range('mls_listing_price', MLS, 'Listing price', 'money', {
    keywords: 'list price',
    chip: 'MLS listing price',
    max: integer.min(1),
  }),
  compare(
    'mls_listing_price',
    'mls_listing_price_operator',
    MLS,
    'Listing price is',
    'money',
    integer.min(0),
  ),
  range('mls_days_on_market', MLS, 'Days on market', 'days', {
    hint: 'Needs MLS active, pending or cancelled: Yes',
    keywords: 'dom',
    chip: 'days on market',
  }),

  // Sale history
  dateRange('last_sale_date', SALE, 'Last sale date', { keywords: 'sold purchase' }),
  compare('last_sale_date', 'last_sale_date_operator', SALE, 'Last sale date is', 'date', isoDate),
  range('last_sale_price', SALE, 'Last sale price', 'money', { keywords: 'sold purchase' }),
  flag('last_sale_arms_length', SALE, 'Arms-length sale', {
    hint: 'Excludes transfers; needs a last sale date range',
  }),
  flag('quit_claim', SALE, 'Quit claim', { keywords: 'deed transfer' }),
  flag('prior_owner_individual', FLIPS, 'Prior owner was an individual', {
    hint: 'Flip detection; needs prior owner months owned',
    keywords: 'flip',
  }),
  range('prior_owner_months_owned', FLIPS, 'Prior owner months owned', 'months', {
    hint: 'Time between the last two sales',
    keywords: 'flip',
  }),

  // Advanced
  multi(
    'document_type_code',
    ADVANCED,
    'Document type',
    oneOrMany(fromList(DOCUMENT_TYPE_CODES, 'document type'), 'a document type code'),
    codeOptions(DOCUMENT_TYPE_CODES),
    {
      codes: 'documentType',
      hint: "Recorded within the 'Filed within' time (default last year)",
      keywords: 'deed recording',
    },
  ),
  flag('flood_zone', ADVANCED, 'Flood zone'),
  select(
    'flood_zone_type',
    ADVANCED,
    'Flood zone type',
    z.string().refine(isFloodZoneCode, { error: 'must be a known flood zone type' }),
    codeOptions(FLOOD_ZONE_CODES),
    { codes: 'floodZone', hint: 'Needs Flood zone: Yes', keywords: 'fema' },
  ),
  text('census_block', ADVANCED, 'Census block', digitsInRange(1000, 5000), {
    hint: 'A number from 1000 to 5000',
  }),
  dateRange('last_update_date', ADVANCED, 'Record last updated'),
  toggle('obfuscate', ADVANCED, 'Privacy mode', {
    hint: 'Hide owner names and addresses in results',
    keywords: 'obfuscate hide names',
  }),
  list(
    'ids',
    AUTOCOMPLETE,
    'Property IDs',
    z.array(integer.positive()).max(LIMITS.maxIdsOnly),
    'id',
    { hint: 'From earlier or saved searches, separated by commas' },
  ),
  text(
    'id',
    AUTOCOMPLETE,
    'Autocomplete property ID',
    z.union([nonEmptyText, integer], { error: 'must be a string or an integer' }),
  ),
  text('apn', AUTOCOMPLETE, 'APN', nonEmptyText, { keywords: 'assessor parcel number tax' }),
  text('fips', AUTOCOMPLETE, 'FIPS code', nonEmptyText),
  text('stateId', AUTOCOMPLETE, 'State ID', nonEmptyText),
  text('countyId', AUTOCOMPLETE, 'County ID', nonEmptyText),
  text('title', AUTOCOMPLETE, 'Autocomplete title', nonEmptyText),
  text('neighborhood_name', AUTOCOMPLETE, 'Neighborhood name', nonEmptyText),
  number('neighborhood_id', AUTOCOMPLETE, 'Neighborhood ID', integer, 'count'),
  select(
    'searchType',
    AUTOCOMPLETE,
    'Autocomplete type',
    z.enum(SEARCH_TYPES),
    SEARCH_TYPE_OPTIONS,
  ),
] as const;

type Entry = (typeof SEARCH_FIELDS)[number];
type NameOf<E> = E extends { name: infer N extends string } ? N : never;

/** The Boolean flags of §2.1 (the MLS status flags are MLS fields). */
export type BooleanFlag = NameOf<Extract<Entry, { kind: 'flag'; mlsStatus: false }>>;
export type MlsStatusFlag = NameOf<Extract<Entry, { kind: 'flag'; mlsStatus: true }>>;
export type RangeField = NameOf<Extract<Entry, { kind: 'range' }>>;
export type DateRangeField = NameOf<Extract<Entry, { kind: 'date-range' }>>;
/** Value fields of the value-plus-operator pairs. */
export type CompareField = NameOf<Extract<Entry, { kind: 'compare' }>>;

type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (
  x: infer I,
) => void
  ? I
  : never;
type Flat<T> = { [K in keyof T]: T[K] };

/** Every request field the registry declares, with its exact zod type. */
export type FieldShape = Flat<UnionToIntersection<Entry['shape']>>;

export const FIELD_SHAPE = Object.assign({}, ...SEARCH_FIELDS.map((e) => e.shape)) as FieldShape;
