// The mutable state the per-row generators share: the PRNG, the columns, and the current zip's metro.
import type { Metro } from '../geo/metros';
import type { ZipDirectory } from '../geo/zip-directory';
import type { Rng, WeightedChoice } from './prng';
import type { OwnerTable, PropertyColumns } from './types';

export interface GenContext {
  rng: Rng;
  cols: PropertyColumns;
  owners: OwnerTable;
  directory: ZipDirectory;
  states: readonly string[];
  /** State index (into `states`) of every directory zip, for mailing addresses. */
  directoryState: Uint8Array;
  nowDay: number;
  nowYear: number;
  // Set per zip, before its rows are generated.
  metro: Metro;
  state: string;
  stateIdx: number;
  /** (zip median income / metro income)^0.8: richer zips have pricier homes. */
  incomeFactor: number;
  roofMaterial: WeightedChoice<number>;
}
