// Shared test fixture: one 20,000-property dataset and its built records, made once per test worker.
import { isoFromDay } from './dates';
import { buildRecord } from './build-record';
import { generateDataset } from './generate-dataset';
import type { MockPropertyRecord } from './record-types';
import type { Dataset } from './types';

const FIXTURE_NOW = new Date('2025-06-15T12:00:00Z');
const FIXTURE_SEED = 20_250_615;
const FIXTURE_COUNT = 20_000;

let ds: Dataset | undefined;
let records: MockPropertyRecord[] | undefined;

export function fixtureDataset(): Dataset {
  ds ??= generateDataset({ count: FIXTURE_COUNT, seed: FIXTURE_SEED, now: FIXTURE_NOW });
  return ds;
}

/** Every record of the fixture, built once (record i is row i). */
export function fixtureRecords(): MockPropertyRecord[] {
  const d = fixtureDataset();
  records ??= Array.from({ length: d.count }, (_, row) => buildRecord(d, row));
  return records;
}

export function fixtureToday(): string {
  return isoFromDay(fixtureDataset().nowDay);
}
