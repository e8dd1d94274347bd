// Every search filter of spec §2.1 as a panel control: its group, label, hint and kind of input.
import {
  CONSTRUCTION_OPTIONS,
  DOCUMENT_TYPE_OPTIONS,
  FLOOD_ZONE_OPTIONS,
  LOAN_TYPE_OPTIONS,
  PROPERTY_USE_OPTIONS,
  ROOF_CONSTRUCTION_OPTIONS,
  ROOF_MATERIAL_OPTIONS,
  SEWAGE_OPTIONS,
  WATER_SOURCE_OPTIONS,
  type CodeOption,
} from '../../api/contract/codes';
import type { Operator } from '../../api/contract/search-fields';
import { US_STATE_OPTIONS } from './us-states';

interface Option {
  value: string;
  label: string;
}

/** How a number is typed and shown: money accepts "$250,000", years print without separators. */
export type Unit = 'count' | 'money' | 'sqft' | 'year' | 'percent' | 'days' | 'months';

interface ControlBase {
  label: string;
  /** Shown under the control; says what the filter needs, so the rules are visible before an error. */
  hint?: string;
  /** Extra words the "find a filter" box matches. */
  keywords?: string;
  /** Takes half the panel's width, so short inputs pair up side by side. */
  half?: boolean;
}

export type FilterControl =
  | (ControlBase & { kind: 'text'; name: string; placeholder?: string })
  | (ControlBase & { kind: 'select'; name: string; options: readonly Option[]; anyLabel?: string })
  | (ControlBase & { kind: 'multi'; name: string; options: readonly Option[]; numeric?: boolean })
  | (ControlBase & { kind: 'list'; name: string; item: 'zip' | 'id'; placeholder?: string })
  | (ControlBase & { kind: 'number'; name: string; unit: Unit })
  | (ControlBase & { kind: 'range'; base: string; unit: Unit })
  | (ControlBase & { kind: 'date-range'; base: string })
  | (ControlBase & { kind: 'compare'; name: string; operator: string; unit: Unit | 'date' })
  | (ControlBase & { kind: 'flag'; name: string })
  | (ControlBase & { kind: 'toggle'; name: string });

interface FilterSection {
  title?: string;
  controls: FilterControl[];
}

export interface FilterGroup {
  id: string;
  title: string;
  sections: FilterSection[];
}

function codeOptions(options: readonly CodeOption<string | number>[]): Option[] {
  return options.map((o) => ({ value: String(o.code), label: o.label }));
}

const text = (
  name: string,
  label: string,
  extra: Partial<ControlBase> & { placeholder?: string } = {},
): FilterControl => ({
  kind: 'text',
  name,
  label,
  ...extra,
});
const flag = (name: string, label: string, extra: Partial<ControlBase> = {}): FilterControl => ({
  kind: 'flag',
  name,
  label,
  ...extra,
});
const range = (
  base: string,
  label: string,
  unit: Unit,
  extra: Partial<ControlBase> = {},
): FilterControl => ({
  kind: 'range',
  base,
  label,
  unit,
  ...extra,
});
const dateRange = (
  base: string,
  label: string,
  extra: Partial<ControlBase> = {},
): FilterControl => ({
  kind: 'date-range',
  base,
  label,
  ...extra,
});
const compare = (
  name: string,
  operator: string,
  label: string,
  unit: Unit | 'date',
  extra: Partial<ControlBase> = {},
): FilterControl => ({ kind: 'compare', name, operator, label, unit, ...extra });
const select = (
  name: string,
  label: string,
  options: readonly Option[],
  extra: Partial<ControlBase> & { anyLabel?: string } = {},
): FilterControl => ({ kind: 'select', name, label, options, ...extra });
const multi = (
  name: string,
  label: string,
  options: readonly Option[],
  extra: Partial<ControlBase> & { numeric?: boolean } = {},
): FilterControl => ({ kind: 'multi', name, label, options, ...extra });

const PROPERTY_TYPE_OPTIONS: Option[] = [
  { value: 'SFR', label: 'SFR – Single family' },
  { value: 'MFR', label: 'MFR – Multi-family' },
  { value: 'CONDO', label: 'CONDO – Condominium' },
  { value: 'MOBILE', label: 'MOBILE – Mobile home' },
  { value: 'LAND', label: 'LAND – Vacant land' },
  { value: 'OTHER', label: 'OTHER – Other' },
];

const NOTICE_TYPE_OPTIONS: Option[] = [
  { value: 'NOD', label: 'NOD – Notice of Default' },
  { value: 'NOL', label: 'NOL – Notice of Lis Pendens' },
  { value: 'NTS', label: 'NTS – Notice of Trustee Sale' },
  { value: 'FOR', label: 'FOR – Foreclosure' },
  { value: 'REO', label: 'REO – Real Estate Owned' },
];

const SEARCH_RANGE_OPTIONS: Option[] = [
  { value: '1_MONTH', label: 'Last month' },
  { value: '2_MONTH', label: 'Last 2 months' },
  { value: '3_MONTH', label: 'Last 3 months' },
  { value: '6_MONTH', label: 'Last 6 months' },
  { value: '1_YEAR', label: 'Last year' },
];

const SEARCH_TYPE_OPTIONS: Option[] = [
  { value: 'A', label: 'A – Full address' },
  { value: 'C', label: 'C – City' },
  { value: 'N', label: 'N – County' },
  { value: 'S', label: 'S – Street' },
  { value: 'Z', label: 'Z – Zip' },
  { value: 'G', label: 'G – Neighborhood' },
  { value: 'T', label: 'T – State' },
];

/** Operator wording for numbers and for dates; the wire values are the contract's. */
export const OPERATOR_LABELS: Record<'number' | 'date', Record<Operator, string>> = {
  number: { gte: 'at least', gt: 'more than', lte: 'at most', lt: 'less than' },
  date: { gte: 'on or after', gt: 'after', lte: 'on or before', lt: 'before' },
};

const LOAN_TYPES = codeOptions(LOAN_TYPE_OPTIONS);

export const FILTER_GROUPS: FilterGroup[] = [
  {
    id: 'location',
    title: 'Location',
    sections: [
      {
        controls: [
          text('address', 'Full address', {
            hint: 'House, street, city, state and zip in one line',
            placeholder: '123 Main St, Austin, TX 78701',
          }),
          text('house', 'House number', { hint: 'Needs state or zip', half: true }),
          text('street', 'Street', { hint: 'Needs state or zip', half: true }),
          text('city', 'City', { hint: 'Needs state or zip', half: true }),
          select('state', 'State', US_STATE_OPTIONS, {
            hint: 'Needs city, house or street',
            half: true,
          }),
          text('county', 'County', { hint: 'Needs state or zip', half: true }),
          {
            kind: 'list',
            name: 'zip',
            item: 'zip',
            label: 'Zip codes',
            hint: 'One or more, comma separated. ZIP+4 is searched by its first 5 digits',
            half: true,
            placeholder: '78701, 78702',
            keywords: 'postal code',
          },
          select('usps_mail_state', 'Owner mailing state', US_STATE_OPTIONS, {
            hint: "USPS state of the owner's mailing address",
            keywords: 'usps mail',
          }),
        ],
      },
      {
        title: 'Parcel and census',
        controls: [
          text('parcel_account_number', 'Parcel account number', { keywords: 'apn' }),
          text('census_tract', 'Census tract', { half: true }),
          text('census_block_group', 'Census block group', { hint: '0 to 10', half: true }),
        ],
      },
      {
        title: 'Area income',
        controls: [
          range('median_income', 'Median income', 'money', {
            hint: 'Zip-level median household income',
          }),
          compare('median_income', 'median_income_operator', 'Median income is', 'money'),
        ],
      },
    ],
  },
  {
    id: 'property',
    title: 'Property',
    sections: [
      {
        controls: [
          select('property_type', 'Property type', PROPERTY_TYPE_OPTIONS, {
            keywords: 'single family condo mobile land multi-family',
          }),
          multi('property_use_code', 'Property use', codeOptions(PROPERTY_USE_OPTIONS), {
            numeric: true,
            keywords: 'land use code',
          }),
          range('beds', 'Bedrooms', 'count', { keywords: 'beds', half: true }),
          range('baths', 'Bathrooms', 'count', { keywords: 'baths', half: true }),
          range('rooms', 'Rooms', 'count', { half: true }),
          range('building_size', 'Building size (sq ft)', 'sqft', {
            keywords: 'square feet sqft living area',
          }),
          range('lot_size', 'Lot size (sq ft)', 'sqft', { keywords: 'square feet sqft land' }),
          range('year_built', 'Year built', 'year', { keywords: 'age', half: true }),
          range('units', 'Units', 'count', { half: true }),
          range('stories', 'Stories', 'count', { keywords: 'floors', half: true }),
          flag('mfh_2to4', 'Multi-family 2–4 units', { keywords: 'mfh duplex triplex' }),
          flag('mfh_5plus', 'Multi-family 5+ units', { keywords: 'mfh apartment' }),
        ],
      },
      {
        title: 'Construction',
        controls: [
          select('construction', 'Construction', codeOptions(CONSTRUCTION_OPTIONS)),
          multi(
            'roof_construction_code',
            'Roof construction',
            codeOptions(ROOF_CONSTRUCTION_OPTIONS),
            {
              numeric: true,
            },
          ),
          multi('roof_material_code', 'Roof material', codeOptions(ROOF_MATERIAL_OPTIONS), {
            numeric: true,
          }),
          select('sewage', 'Sewage', codeOptions(SEWAGE_OPTIONS), { keywords: 'septic sewer' }),
          select('water_source', 'Water source', codeOptions(WATER_SOURCE_OPTIONS), {
            keywords: 'well',
          }),
        ],
      },
      {
        title: 'Features',
        controls: [
          flag('pool', 'Pool'),
          range('pool_area', 'Pool area (sq ft)', 'sqft'),
          flag('garage', 'Garage'),
          flag('carport', 'Carport'),
          flag('rv_parking', 'RV parking'),
          flag('basement', 'Basement'),
          flag('attic', 'Attic'),
          flag('deck', 'Deck'),
          range('deck_area', 'Deck area (sq ft)', 'sqft'),
          flag('patio', 'Patio'),
          flag('feature_balcony', 'Balcony'),
          flag('breezeway', 'Breezeway'),
          flag('fire_sprinklers', 'Fire sprinklers'),
          flag('hoa', 'HOA', { keywords: 'homeowners association' }),
        ],
      },
    ],
  },
  {
    id: 'owner',
    title: 'Owner',
    sections: [
      {
        controls: [
          flag('absentee_owner', 'Absentee owner', { hint: 'Owner does not live at the property' }),
          flag('in_state_owner', 'In-state owner', {
            hint: "Owner's mailing state is the property's state",
          }),
          flag('out_of_state_owner', 'Out-of-state owner', {
            hint: "Owner's mailing state differs from the property's",
          }),
          flag('corporate_owned', 'Corporate owned', { keywords: 'llc company business' }),
          flag('trust_owned', 'Trust owned'),
          flag('individual_owned', 'Individual owned', { hint: 'Not an LLC or trust' }),
          flag('cash_buyer', 'Cash buyer'),
          flag('investor_buyer', 'Investor buyer', {
            hint: 'Cash purchase by an absentee owner or investor',
          }),
        ],
      },
      {
        title: 'Ownership',
        controls: [
          range('years_owned', 'Years owned', 'count', { keywords: 'length of ownership tenure' }),
          compare('years_owned', 'years_owned_operator', 'Years owned is', 'count'),
          range('properties_owned', 'Properties owned', 'count', { keywords: 'portfolio size' }),
        ],
      },
      {
        title: 'Portfolio',
        controls: [
          range('portfolio_value', 'Portfolio value', 'money'),
          range('portfolio_equity', 'Portfolio equity', 'money'),
          range('portfolio_mortgage_balance', 'Portfolio mortgage balance', 'money'),
          range('portfolio_purchased_last6', 'Bought in the last 6 months', 'count', {
            keywords: 'portfolio purchased',
          }),
          range('portfolio_purchased_last12', 'Bought in the last 12 months', 'count', {
            keywords: 'portfolio purchased',
          }),
        ],
      },
    ],
  },
  {
    id: 'equity',
    title: 'Equity & mortgage',
    sections: [
      {
        controls: [
          range('estimated_equity', 'Equity ($)', 'money', {
            hint: 'Estimated value less open mortgages',
          }),
          compare('estimated_equity', 'equity_operator', 'Equity ($) is', 'money'),
          compare('equity_percent', 'equity_percent_operator', 'Equity (%) is', 'percent'),
          range('ltv', 'Loan-to-value (%)', 'percent', { keywords: 'ltv' }),
          flag('high_equity', 'High equity', { hint: 'Equity above 39%' }),
          flag('free_clear', 'Free & clear', {
            hint: 'No open mortgage',
            keywords: 'free and clear paid off',
          }),
        ],
      },
      {
        title: 'Mortgage and lenders',
        controls: [
          range('mortgage', 'Open mortgages ($)', 'money', {
            hint: 'Estimated total of open mortgages',
          }),
          select('loan_type_code_first', 'First loan type', LOAN_TYPES, {
            keywords: 'lender mortgage',
          }),
          select('loan_type_code_second', 'Second loan type', LOAN_TYPES, {
            keywords: 'lender mortgage',
          }),
          select('loan_type_code_third', 'Third loan type', LOAN_TYPES, {
            keywords: 'lender mortgage',
          }),
          flag('private_lender', 'Private lender', { keywords: 'hard money' }),
          flag('adjustable_rate', 'Adjustable rate', { keywords: 'arm' }),
          flag('assumable', 'Assumable loan'),
        ],
      },
      {
        title: 'Value',
        controls: [
          range('value', 'Estimated value', 'money', { keywords: 'avm market value' }),
          range('assessed_value', 'Assessed value', 'money', { keywords: 'tax' }),
          range('assessed_land_value', 'Assessed land value', 'money', { keywords: 'tax' }),
          range('assessed_improvement_value', 'Assessed improvement value', 'money', {
            keywords: 'tax',
          }),
        ],
      },
    ],
  },
  {
    id: 'distress',
    title: 'Distress',
    sections: [
      {
        controls: [
          select('search_range', 'Event window', SEARCH_RANGE_OPTIONS, {
            anyLabel: 'Default (last year)',
            hint: 'Counts pre-foreclosure, foreclosure, auction and REO events back from today',
            keywords: 'search range',
          }),
          flag('pre_foreclosure', 'Pre-foreclosure'),
          dateRange('pre_foreclosure_date', 'Pre-foreclosure date', {
            hint: 'Needs Pre-foreclosure: Yes',
          }),
          flag('foreclosure', 'Foreclosure'),
          select('notice_type', 'Notice type', NOTICE_TYPE_OPTIONS, { keywords: 'foreclosure' }),
          dateRange('foreclosure_date', 'Foreclosure recording date', {
            hint: 'Needs Foreclosure: Yes and a notice type',
          }),
          flag('auction', 'Auction', { hint: 'Property has an auction date' }),
          dateRange('auction_date', 'Auction date', { hint: 'Needs Auction: Yes' }),
          flag('reo', 'REO (bank owned)', { keywords: 'real estate owned' }),
        ],
      },
      {
        title: 'Liens and life events',
        controls: [
          flag('tax_lien', 'Tax lien'),
          range('tax_delinquent_year', 'Tax delinquent year', 'year', {
            hint: 'Same min and max for a single year',
          }),
          flag('judgment', 'Judgment'),
          flag('death', 'Owner deceased', { keywords: 'death probate' }),
          flag('inherited', 'Inherited', { keywords: 'probate' }),
          flag('vacant', 'Vacant'),
        ],
      },
    ],
  },
  {
    id: 'mls',
    title: 'MLS',
    sections: [
      {
        controls: [
          flag('mls_active', 'MLS active', { keywords: 'listed for sale' }),
          flag('mls_pending', 'MLS pending', { keywords: 'under contract' }),
          flag('mls_sold', 'MLS sold'),
          flag('mls_cancelled', 'MLS cancelled', { keywords: 'expired withdrawn' }),
          range('mls_listing_price', 'Listing price', 'money', { keywords: 'list price' }),
          compare('mls_listing_price', 'mls_listing_price_operator', 'Listing price is', 'money'),
          range('mls_days_on_market', 'Days on market', 'days', {
            hint: 'Needs MLS active, pending or cancelled: Yes',
            keywords: 'dom',
          }),
        ],
      },
    ],
  },
  {
    id: 'sale',
    title: 'Sale history',
    sections: [
      {
        controls: [
          dateRange('last_sale_date', 'Last sale date', { keywords: 'sold purchase' }),
          compare('last_sale_date', 'last_sale_date_operator', 'Last sale date is', 'date'),
          range('last_sale_price', 'Last sale price', 'money', { keywords: 'sold purchase' }),
          flag('last_sale_arms_length', 'Arms-length sale', {
            hint: 'Excludes transfers; needs a last sale date range',
          }),
          flag('quit_claim', 'Quit claim', { keywords: 'deed transfer' }),
        ],
      },
      {
        title: 'Flips',
        controls: [
          flag('prior_owner_individual', 'Prior owner was an individual', {
            hint: 'Flip detection; needs prior owner months owned',
            keywords: 'flip',
          }),
          range('prior_owner_months_owned', 'Prior owner months owned', 'months', {
            hint: 'Time between the last two sales',
            keywords: 'flip',
          }),
        ],
      },
    ],
  },
  {
    id: 'advanced',
    title: 'Advanced',
    sections: [
      {
        controls: [
          multi('document_type_code', 'Document type', codeOptions(DOCUMENT_TYPE_OPTIONS), {
            hint: 'Recorded within the event window (default last year)',
            keywords: 'deed recording',
          }),
          flag('flood_zone', 'Flood zone'),
          select('flood_zone_type', 'Flood zone type', codeOptions(FLOOD_ZONE_OPTIONS), {
            hint: 'Needs Flood zone: Yes',
            keywords: 'fema',
          }),
          text('census_block', 'Census block', { hint: 'A number from 1000 to 5000' }),
          dateRange('last_update_date', 'Record last updated'),
          {
            kind: 'toggle',
            name: 'obfuscate',
            label: 'Privacy mode',
            hint: 'Hide owner names and addresses in results',
            keywords: 'obfuscate hide names',
          },
        ],
      },
      {
        title: 'Autocomplete and ids',
        controls: [
          {
            kind: 'list',
            name: 'ids',
            item: 'id',
            label: 'Property IDs',
            hint: 'From earlier or saved searches, separated by commas',
          },
          text('id', 'Autocomplete property ID'),
          text('apn', 'APN', { keywords: 'assessor parcel number tax' }),
          text('fips', 'FIPS code'),
          text('stateId', 'State ID'),
          text('countyId', 'County ID'),
          text('title', 'Autocomplete title'),
          text('neighborhood_name', 'Neighborhood name'),
          { kind: 'number', name: 'neighborhood_id', label: 'Neighborhood ID', unit: 'count' },
          select('searchType', 'Autocomplete type', SEARCH_TYPE_OPTIONS),
        ],
      },
    ],
  },
];

export const ALL_CONTROLS: FilterControl[] = FILTER_GROUPS.flatMap((g) =>
  g.sections.flatMap((s) => s.controls),
);

/** The request fields one control edits, in the order they appear. */
export function controlFields(control: FilterControl): string[] {
  switch (control.kind) {
    case 'range':
    case 'date-range':
      return [`${control.base}_min`, `${control.base}_max`];
    case 'compare':
      return [control.name, control.operator];
    default:
      return [control.name];
  }
}

/** A stable id for a control: its first field (unique across the catalog). */
export function controlId(control: FilterControl): string {
  return controlFields(control)[0] ?? '';
}

/** Every request field the panel edits. */
export const FORM_FIELDS: string[] = ALL_CONTROLS.flatMap(controlFields);

/** The control that edits each request field. */
export const CONTROL_BY_FIELD: ReadonlyMap<string, FilterControl> = new Map(
  ALL_CONTROLS.flatMap((c) => controlFields(c).map((f) => [f, c] as const)),
);

/** The group each control sits in. */
export const GROUP_BY_CONTROL: ReadonlyMap<FilterControl, FilterGroup> = new Map(
  FILTER_GROUPS.flatMap((g) => g.sections.flatMap((s) => s.controls.map((c) => [c, g] as const))),
);

/** "Equity ($) is" → "Equity ($)": the name of a compared quantity. */
export function compareSubject(control: FilterControl): string {
  return control.label.replace(/ is$/, '');
}

/** The words a field goes by in messages and accessible names ("Bedrooms min", "Auction date from"). */
export function fieldLabel(field: string): string {
  const control = CONTROL_BY_FIELD.get(field);
  if (control) {
    switch (control.kind) {
      case 'range':
        return `${control.label} ${field.endsWith('_min') ? 'min' : 'max'}`;
      case 'date-range':
        return `${control.label} ${field.endsWith('_min') ? 'from' : 'to'}`;
      case 'compare':
        return `${compareSubject(control)} ${field === control.operator ? 'comparison' : 'value'}`;
      default:
        return control.label;
    }
  }
  return EXTRA_FIELD_LABELS[field] ?? field;
}

/** Fields outside the panel's controls that messages can still name. */
const EXTRA_FIELD_LABELS: Record<string, string> = {
  latitude: 'Latitude',
  longitude: 'Longitude',
  radius: 'Radius',
  polygon: 'Polygon',
  multi_polygon: 'Multi-polygon',
  year_min: 'Year (deprecated) min',
  year_max: 'Year (deprecated) max',
};
