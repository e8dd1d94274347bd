// The dataset behind the HTTP routes: generated once, searched by the engine, records built on demand.
import type { NormalizedSearchRequest } from '../src/api/contract/search-request';
import type { LeadSummary } from '../src/api/contract/search-response';
import { buildAutoCompleteIndex, type AutoCompleteIndex } from './autocomplete/autocomplete-index';
import type { MockConfig } from './config';
import { buildRecord, rowOfId } from './dataset/build-record';
import { generateDataset } from './dataset/generate-dataset';
import type { MockPropertyRecord } from './dataset/record-types';
import { FIRST_PROPERTY_ID, type Dataset } from './dataset/types';
import { createSearchEngine } from './engine/search-engine';

export interface PropertyStore {
  readonly size: number;
  readonly dataset: Dataset;
  /** The AutoComplete index, built with the dataset. */
  readonly autocomplete: AutoCompleteIndex;
  search(req: NormalizedSearchRequest): {
    resultCount: number;
    rows: Int32Array;
    summary?: LeadSummary | undefined;
  };
  /** PropertyMapping: the page of matches in id order, up to 10,000 rows (engine `pins`). */
  pins(req: NormalizedSearchRequest): { resultCount: number; rows: Int32Array };
  record(row: number): MockPropertyRecord;
  idOfRow(row: number): number;
  /** Row of a property id, or -1 when there is none. */
  rowOfId(id: number): number;
}

export function buildPropertyStore(
  config: Pick<MockConfig, 'properties' | 'seed' | 'now'>,
): PropertyStore {
  const dataset = generateDataset({ count: config.properties, seed: config.seed, now: config.now });
  const engine = createSearchEngine(dataset);
  const autocomplete = buildAutoCompleteIndex(dataset);
  return {
    size: dataset.count,
    dataset,
    autocomplete,
    search: (req) => engine.search(req),
    pins: (req) => engine.pins(req),
    record: (row) => buildRecord(dataset, row),
    idOfRow: (row) => FIRST_PROPERTY_ID + row,
    rowOfId: (id) => rowOfId(dataset, id),
  };
}
