// The pins of a PropertyMapping answer as JSON text, written straight from the dataset's columns:
// 10,000 pins as objects through JSON.stringify cost more than the search that found them.
import { FIRST_PROPERTY_ID, type Dataset } from '../dataset/types';

/** A coordinate as JSON: a float64's shortest text, as JSON.stringify writes it (null if not finite). */
function coordinate(value: number): string {
  return Number.isFinite(value) ? String(value) : 'null';
}

/** `[{"id":…,"latitude":…,"longitude":…},…]` for `rows`, in their order. */
export function pinsJson(ds: Dataset, rows: Int32Array): string {
  const lat = ds.cols.lat;
  const lon = ds.cols.lon;
  const parts = new Array<string>(rows.length);
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i] as number;
    parts[i] =
      `{"id":${FIRST_PROPERTY_ID + row},"latitude":${coordinate(lat[row] as number)},` +
      `"longitude":${coordinate(lon[row] as number)}}`;
  }
  return `[${parts.join(',')}]`;
}
