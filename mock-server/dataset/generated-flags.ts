// The mock's side of the field registry for boolean flags that are plain features of a property: how
// often each one is true, the bit it takes in the `flags` column and its name in the record. The
// dataset draws them, the engine and the reference filter on them; build-record names each one in the
// record (the compiler asks for it). docs/recipes.md "Adding a filter".
import type { BooleanFlag } from '../../src/api/contract/field-registry';
import { Rng } from './prng';
import { FLAG, PT, type PropertyColumns } from './types';

interface GeneratedFlag {
  /** A free bit of PropertyColumns.flags (FLAG holds the taken ones; bit 31 stays unused). */
  bit: number;
  /** The record's field (camelCase, like the real service's extra fields). */
  record: string;
  /** Chance that the flag holds for a row, from the row's already generated columns. */
  share: (cols: PropertyColumns, row: number) => number;
}

const GENERATED_FLAGS = {
  breezeway: {
    bit: 1 << 4,
    record: 'breezeway',
    share: (cols, row) => (cols.propertyType[row] === PT.LAND ? 0 : 0.03),
  },
} as const satisfies Partial<Record<BooleanFlag, GeneratedFlag>>;

export type GeneratedFlagName = keyof typeof GENERATED_FLAGS;

/** The record fields the generated flags add to MockPropertyRecord. */
export type GeneratedFlagFields = {
  [K in GeneratedFlagName as (typeof GENERATED_FLAGS)[K]['record']]: boolean;
};

export const GENERATED_FLAG_LIST: readonly (GeneratedFlag & { name: GeneratedFlagName })[] = (
  Object.entries(GENERATED_FLAGS) as [GeneratedFlagName, GeneratedFlag][]
).map(([name, flag]) => ({ name, ...flag }));

// A generated flag must own its bit: a clash would silently merge two filters.
{
  let taken = Object.values(FLAG).reduce((all, bit) => all | bit, 0);
  for (const f of GENERATED_FLAG_LIST) {
    if (f.bit <= 0 || f.bit > 1 << 30 || (f.bit & (f.bit - 1)) !== 0 || taken & f.bit)
      throw new Error(`generated flag ${f.name}: bit ${f.bit} is not a single free bit of flags`);
    taken |= f.bit;
  }
}

const BIT_OF: ReadonlyMap<string, number> = new Map(
  GENERATED_FLAG_LIST.map((f) => [f.name, f.bit]),
);

/** Whether a row's `flags` value has the generated flag set (build-record names each one). */
export function hasGeneratedFlag(flags: number, name: GeneratedFlagName): boolean {
  return (flags & (BIT_OF.get(name) ?? 0)) !== 0;
}

/** FNV-1a of the flag's name: each flag gets its own stream, whatever the others do. */
function nameHash(name: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < name.length; i++) h = Math.imul(h ^ name.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/**
 * Sets the generated flags' bits once every other column is written. Each flag draws from its own
 * seeded stream, so adding or removing one changes no other column of the dataset.
 */
export function genRegistryFlags(cols: PropertyColumns, count: number, seed: number): void {
  for (const f of GENERATED_FLAG_LIST) {
    const rng = new Rng((seed ^ nameHash(f.name)) >>> 0);
    for (let row = 0; row < count; row++) {
      if (rng.next() < f.share(cols, row)) cols.flags[row] = (cols.flags[row] as number) | f.bit;
    }
  }
}
