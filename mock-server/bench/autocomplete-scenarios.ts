// AutoComplete benchmark scenarios for bench-mock.ts, timed as the route works: validate the body,
// look up, write the JSON. The goal: p50 ≤ 10 ms at 1M properties.
import { validateAutoCompleteRequest } from '../../src/api/contract/autocomplete-request';
import { lookup } from '../autocomplete/autocomplete-lookup';
import { formatApn, streetName } from '../dataset/format';
import type { Dataset } from '../dataset/types';
import { METROS } from '../geo/metros';
import type { BenchContext, BenchScenario } from './bench-types';

const TARGET_P50_MS = 10;

function autoCompleteScenario(
  name: string,
  body: (ds: Dataset) => Record<string, unknown>,
): BenchScenario {
  return {
    name,
    engine: (ctx: BenchContext) => {
      const ix = ctx.autocomplete();
      const input = body(ctx.ds);
      return () => {
        const valid = validateAutoCompleteRequest(input);
        if (!valid.ok) throw new Error(`bench body refused: ${JSON.stringify(valid.violations)}`);
        const { items, total } = lookup(ix, valid.value);
        return JSON.stringify({ input, data: items, totalResults: total });
      };
    },
    targetP50Ms: TARGET_P50_MS,
  };
}

/** A row in the middle of the dataset: its address and APN are real. */
const middle = (ds: Dataset) => Math.floor(ds.count / 2);

export const AUTOCOMPLETE_SCENARIOS: BenchScenario[] = [
  autoCompleteScenario('autocomplete: "Dallas" (all types)', () => ({ search: 'Dallas' })),
  autoCompleteScenario('autocomplete: "ave" (thousands of infix matches)', () => ({
    search: 'ave',
  })),
  autoCompleteScenario('autocomplete: house + street (addresses)', (ds) => {
    const row = middle(ds);
    return { search: `${ds.cols.house[row]} ${streetName(ds, ds.cols.street[row] as number)}` };
  }),
  autoCompleteScenario('autocomplete: "main st" near Phoenix', () => {
    const m = METROS.find((x) => x.name === 'Phoenix');
    return { search: 'main st', latitude: m?.lat, longitude: m?.lon };
  }),
  autoCompleteScenario('autocomplete: APN prefix', (ds) => ({
    search: formatApn(ds.cols.apn[middle(ds)] as number).slice(0, 6),
    search_types: ['P'],
  })),
];
