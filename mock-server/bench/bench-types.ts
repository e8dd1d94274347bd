// What a bench scenario is and what it may use. Kept apart from bench-mock.ts, the runner, so that
// the scenario files can name these types without importing the runner that imports them (a cycle).
import type { AutoCompleteIndex } from '../autocomplete/autocomplete-index';
import type { MockPropertyRecord } from '../dataset/record-types';
import type { Dataset } from '../dataset/types';
import type { ReferenceContext } from '../engine/testing/reference-search';
import type { SearchEngine } from '../engine/types';

/** What a scenario can use; `records` builds the reference's records on first call. */
export interface BenchContext {
  ds: Dataset;
  engine: SearchEngine;
  records: () => readonly MockPropertyRecord[];
  referenceContext: ReferenceContext;
  /** The AutoComplete index (built with the dataset by the mock; here on first use, and timed). */
  autocomplete: () => AutoCompleteIndex;
}

/**
 * One measured operation. `engine` returns the function to time; `reference`, when given, the
 * slow equivalent (timed fewer times) whose result must equal the engine's.
 */
export interface BenchScenario {
  name: string;
  engine: (ctx: BenchContext) => () => unknown;
  reference?: (ctx: BenchContext) => () => unknown;
  /** Targets: engine p50 at most this many ms; engine at least this many times faster. */
  targetP50Ms?: number;
  minSpeedup?: number;
}
