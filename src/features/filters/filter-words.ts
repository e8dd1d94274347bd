// The filters' everyday words, loaded after the first screen (its JS has a budget): a hint for
// each control the registry gives none, saying what a value means, and the words people search
// by ("price", "worth", "foreclosures") that the find box matches besides a control's own.
// Keyed by control id (its first request field, filter-catalog.ts controlId). With them, the find
// box's full finder (find-filter.ts hands over to it): everyday words, plurals and phrases.
import { optionsOf, type CodeLabels } from './code-labels';
import { FILTER_GROUPS, controlId, type FilterControl } from './filter-catalog';
import { tokens } from './filter-tokens';

/** What a value of the control means, in plain words. */
export const FILTER_HINTS: Readonly<Record<string, string>> = {
  parcel_account_number: "The county's account number for the parcel",
  census_tract: 'The census tract number, as on the record',
  median_income: 'Compare the zip-level median household income with one amount',
  property_type: 'The main kind of building; leave on Any for all',
  property_use_code: "The county's land use code; pick any number",
  beds_min: 'Number of bedrooms, from and to',
  baths_min: 'Number of bathrooms, from and to',
  rooms_min: 'Number of rooms of every kind',
  building_size_min: 'Living area in square feet',
  lot_size_min: 'Land area in square feet (an acre is 43,560)',
  year_built_min: 'The year the building was finished',
  units_min: 'Number of homes in the building',
  stories_min: 'Number of floors',
  mfh_2to4: 'Yes: a building of 2 to 4 homes (duplex, triplex, fourplex)',
  mfh_5plus: 'Yes: a building of 5 or more homes',
  construction: 'What the walls are built of',
  roof_construction_code: 'The shape of the roof',
  roof_material_code: 'What the roof is covered with',
  sewage: 'Public sewer or septic',
  water_source: 'Public water or a well',
  pool: 'Yes: the property has a swimming pool',
  pool_area_min: 'Size of the pool in square feet',
  garage: 'Yes: the property has a garage',
  carport: 'Yes: the property has a carport',
  rv_parking: 'Yes: there is room to park an RV',
  basement: 'Yes: the building has a basement',
  attic: 'Yes: the building has an attic',
  deck: 'Yes: the property has a deck',
  deck_area_min: 'Size of the deck in square feet',
  patio: 'Yes: the property has a patio',
  feature_balcony: 'Yes: the property has a balcony',
  breezeway: 'Yes: a covered walkway joins the house and the garage',
  fire_sprinklers: 'Yes: the building has fire sprinklers',
  hoa: 'Yes: a homeowners association charges dues',
  corporate_owned: 'Yes: owned by a company (LLC, corporation)',
  trust_owned: 'Yes: owned by a trust',
  cash_buyer: 'Yes: the owner bought without a mortgage',
  years_owned_min: 'How long the owner has held the property',
  years_owned: 'Compare how long the owner has held it with a number of years',
  properties_owned_min: 'How many properties the owner holds in all',
  portfolio_value_min: "Estimated value of all the owner's properties",
  portfolio_equity_min: "Equity across all the owner's properties (can be below 0)",
  portfolio_mortgage_balance_min: 'What the owner still owes on all their properties',
  portfolio_purchased_last6_min: 'Properties the owner bought in the last 6 months',
  portfolio_purchased_last12_min: 'Properties the owner bought in the last 12 months',
  estimated_equity: 'Compare equity in dollars with one amount',
  equity_percent: 'Compare equity as a share of the value, in percent',
  ltv_min: 'Open mortgages as a share of the value: 80 means 80% is owed',
  loan_type_code_first: 'The kind of the first mortgage',
  loan_type_code_second: 'The kind of the second loan',
  loan_type_code_third: 'The kind of the third loan',
  private_lender: 'Yes: a loan is from a private or hard-money lender, not a bank',
  adjustable_rate: 'Yes: a loan has an adjustable rate (ARM)',
  assumable: 'Yes: a buyer could take over the loan (FHA, VA)',
  value_min: "The property's estimated market value today (AVM)",
  assessed_value_min: "The county's value for property tax",
  assessed_land_value_min: "The county's tax value of the land alone",
  assessed_improvement_value_min: "The county's tax value of the buildings alone",
  pre_foreclosure: 'Yes: the owner fell behind and a notice of default or lis pendens was filed',
  foreclosure: 'Yes: a foreclosure notice was filed; choose its stage below',
  notice_type: 'The last notice filed, from default to bank owned',
  auction: 'Yes: a foreclosure auction (trustee or sheriff sale) is set',
  reo: 'Yes: the lender took the property back after the auction',
  tax_lien: 'Yes: the county holds a lien for unpaid taxes',
  judgment: 'Yes: a court judgment is recorded against the owner',
  death: 'Yes: the owner on record has died',
  inherited: 'Yes: the owner got the property from an estate',
  vacant: 'Yes: no one seems to live there (mail is not delivered)',
  mls_active: 'Yes: listed for sale on the MLS now',
  mls_pending: 'Yes: under contract, not closed yet',
  mls_sold: 'Yes: sold through the MLS',
  mls_cancelled: 'Yes: the listing was cancelled, withdrawn or expired',
  mls_listing_price_min: 'The asking price on the MLS',
  mls_listing_price: 'Compare the asking price with one amount',
  last_sale_date_min: 'When the property last changed hands',
  last_sale_date: 'Compare the last sale with one date',
  last_sale_price_min: 'What was paid at the last sale',
  quit_claim: 'Yes: the last transfer was a quit claim deed (often within a family)',
  flood_zone: 'Yes: in a FEMA flood zone',
  last_update_date_min: 'When the data service last changed the record',
  id: 'Filled in by the Where box: one property',
  apn: "The county's parcel number (assessor's parcel number)",
  fips: 'The 5-digit county code (state and county)',
  stateId: 'The 2-digit state code',
  countyId: 'The 3-digit county code within the state',
  title: "The Where box's name for the place picked",
  neighborhood_name: 'Filled in by the Where box with a neighborhood',
  neighborhood_id: 'Filled in by the Where box with a neighborhood',
  searchType: 'The kind of place the Where box picked',
};

/** Words people search by, beyond a control's label, hint and options. */
const FILTER_SYNONYMS: Readonly<Record<string, string>> = {
  zip: 'zipcode',
  property_type: 'house home condo townhouse apartment',
  beds_min: 'bedroom br',
  baths_min: 'bathroom',
  building_size_min: 'size big small house',
  lot_size_min: 'acre acreage yard',
  year_built_min: 'old new built',
  units_min: 'apartment multi-family',
  garage: 'parking',
  rv_parking: 'parking',
  absentee_owner: 'owner landlord rental non-owner occupied',
  in_state_owner: 'owner lives mailing',
  out_of_state_owner: 'owner lives mailing',
  corporate_owned: 'owner corporation',
  trust_owned: 'owner estate',
  individual_owned: 'owner person',
  cash_buyer: 'owner no mortgage',
  years_owned_min: 'owner long time',
  properties_owned_min: 'owner landlord investor',
  estimated_equity_min: 'worth owed',
  high_equity: 'lots',
  free_clear: 'no mortgage owned outright',
  mortgage_min: 'loan debt owed balance',
  ltv_min: 'loan owed mortgage',
  value_min: 'price worth how much home value estimate appraisal',
  assessed_value_min: 'price worth',
  mls_listing_price_min: 'price asking',
  mls_listing_price: 'price asking',
  last_sale_price_min: 'price paid bought',
  last_sale_date_min: 'bought when',
  search_range: 'foreclosure recent when event window date range',
  pre_foreclosure: 'foreclosure distressed behind payments nod lis pendens',
  pre_foreclosure_date_min: 'foreclosure when filed',
  foreclosure: 'foreclosure distressed',
  notice_type: 'foreclosure notice type nod nol lis nts for reo',
  foreclosure_date_min: 'foreclosure when filed',
  auction: 'foreclosure trustee sheriff sale',
  auction_date_min: 'foreclosure trustee sheriff sale',
  reo: 'foreclosure lender owned repossessed',
  tax_lien: 'back taxes owed delinquent',
  tax_delinquent_year_min: 'back taxes behind owed',
  death: 'died estate',
  inherited: 'estate heirs',
  vacant: 'empty unoccupied abandoned',
  mls_active: 'for sale listed on market',
  mls_sold: 'sold recently',
  mls_cancelled: 'off market',
  flood_zone: 'flood',
  quit_claim: 'family transfer',
  prior_owner_individual: 'flipper',
};

/** A typed word's singulars: "foreclosures" → foreclosure, "properties" → property. */
function singulars(word: string): string[] {
  // Short words are left alone: "days" is not "day" (Day care), "gas" not "ga".
  if (word.length < 5) return [];
  const out: string[] = [];
  if (word.endsWith('ies')) out.push(`${word.slice(0, -3)}y`);
  if (word.endsWith('es')) out.push(word.slice(0, -2));
  if (word.endsWith('s') && !word.endsWith('ss')) out.push(word.slice(0, -1));
  return out;
}

/** The word starts one of a control's words, or a singular of it is one ("foreclosures"). */
function hasWord(own: readonly string[], word: string): boolean {
  return own.some((t) => t.startsWith(word)) || singulars(word).some((form) => own.includes(form));
}

/** Words that name no filter: a phrase's small words are skipped when its words are tried alone. */
const SMALL_WORDS = new Set(
  'a an the in on at of for to from by with near under over below above and or all any my show find'.split(
    ' ',
  ),
);

/** The words of a phrase that may name a filter on their own: 3 letters or more, no numbers. */
function namingWords(words: readonly string[]): string[] {
  return words.filter((w) => w.length >= 3 && !SMALL_WORDS.has(w) && !/\d/.test(w));
}

interface Entry {
  control: FilterControl;
  /** Words of the label, hint, keywords, everyday words and option labels. */
  own: string[];
  /** The group and section titles it sits under, as normalized phrases. */
  places: string[];
}

/** Each control's words, its options' labels included: a code list's once `labels` are in. */
function entriesOf(labels: CodeLabels | undefined): Entry[] {
  return FILTER_GROUPS.flatMap((group) =>
    group.sections.flatMap((section) =>
      section.controls.map((control) => {
        const id = controlId(control);
        const options =
          control.kind === 'select' || control.kind === 'multi'
            ? optionsOf(control, labels).map((o) => o.label)
            : [];
        const text = [
          control.label,
          control.hint ?? FILTER_HINTS[id],
          control.keywords,
          FILTER_SYNONYMS[id],
          ...options,
        ].join(' ');
        const places = [group.title, section.title ?? ''].map((t) => tokens(t).join(' '));
        return { control, own: [...new Set(tokens(text))], places: places.filter(Boolean) };
      }),
    ),
  );
}

/** The entries for the labels last asked with: made again once, when the labels arrive. */
let entries: { labels: CodeLabels | undefined; list: Entry[] } | undefined;
function entriesFor(labels: CodeLabels | undefined): Entry[] {
  if (entries === undefined || entries.labels !== labels)
    entries = { labels, list: entriesOf(labels) };
  return entries.list;
}

const ALL: ReadonlySet<FilterControl> = new Set(entriesFor(undefined).map((e) => e.control));

/**
 * The controls a query finds: every word must start a word of the control's words, or be a
 * plural of one ("equi" finds "Equity ($)", "nod" the notice of default by its option,
 * "foreclosures" the foreclosure filters, "price" Estimated value by its everyday words), and a
 * query that names a group or section exactly ("distress", "portfolio") brings up all of it.
 * Group names do not leak into other queries, so "equity" finds the equity filters, not every
 * mortgage filter beside them. When no control has every word, the query is read as a phrase:
 * each of its words of 3 letters or more, small words aside, finds what it finds alone
 * ("foreclosures in Phoenix" finds the foreclosure filters; "Phoenix" finds none).
 */
export function findWithWords(query: string, labels?: CodeLabels): ReadonlySet<FilterControl> {
  const words = tokens(query);
  if (words.length === 0) return ALL;
  const phrase = words.join(' ');
  const entryList = entriesFor(labels);
  const all = entryList.filter(
    (e) => words.every((w) => hasWord(e.own, w)) || e.places.includes(phrase),
  );
  if (all.length > 0 || words.length === 1) return new Set(all.map((e) => e.control));
  const named = namingWords(words);
  return new Set(
    entryList.filter((e) => named.some((w) => hasWord(e.own, w))).map((e) => e.control),
  );
}
