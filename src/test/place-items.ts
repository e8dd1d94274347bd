// AutoComplete answers the where-box tests pick from, in the vendor's shape (one per kind used).
import type { AutoCompleteItem } from '../api/contract/autocomplete';

export const DALLAS_COUNTY_ITEM: AutoCompleteItem = {
  searchType: 'N',
  county: 'Dallas',
  countyId: '113',
  state: 'TX',
  stateId: '48',
  fips: '48113',
  title: 'Dallas, TX',
};
