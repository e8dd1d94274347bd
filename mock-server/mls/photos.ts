// Listing photos: URLs that point back at the mock, and the tiny placeholder SVGs it serves for them.
import { hash32 } from './listing-ids';

export const PHOTO_SIZES = {
  low: { width: 320, height: 240 },
  mid: { width: 800, height: 600 },
  high: { width: 1600, height: 1200 },
} as const;
export type PhotoSize = keyof typeof PHOTO_SIZES;

export function isPhotoSize(value: string): value is PhotoSize {
  return Object.hasOwn(PHOTO_SIZES, value);
}

export interface PhotoLinks {
  lowRes: string;
  midRes: string;
  highRes: string;
}

/** The links of photos 1..count: absolute, so a record works same-origin (inside vite) and standalone alike. */
export function photoLinks(origin: string, listingId: number, count: number): PhotoLinks[] {
  const prefix = `${origin}/__mock/photos/${listingId}/`;
  const out: PhotoLinks[] = [];
  for (let n = 1; n <= count; n++) {
    out.push({
      lowRes: `${prefix}${n}.svg?size=low`,
      midRes: `${prefix}${n}.svg?size=mid`,
      highRes: `${prefix}${n}.svg?size=high`,
    });
  }
  return out;
}

const SKIES = ['#9cc9e8', '#b7d7ea', '#f2c9a0', '#c8d3e0', '#a7c4dd'];
const WALLS = ['#e8dcc4', '#d9c2a7', '#c7d1c4', '#efe6d8', '#d4b7a1', '#bcc6cf'];
const ROOFS = ['#6b4f3a', '#59606b', '#7a3f33', '#4d5a46', '#3e4a5a'];
const ROOMS = [
  'Front exterior',
  'Living room',
  'Kitchen',
  'Primary bedroom',
  'Bathroom',
  'Backyard',
];

function pick(list: readonly string[], h: number): string {
  return list[h % list.length] ?? list[0] ?? '#ccc';
}

/** A small house drawing, coloured per listing and photo, scaled to the requested size. */
export function photoSvg(listingId: number, n: number, size: PhotoSize): string {
  const { width, height } = PHOTO_SIZES[size];
  const h = hash32(listingId, n);
  const sky = pick(SKIES, h);
  const wall = pick(WALLS, h >>> 5);
  const roof = pick(ROOFS, h >>> 10);
  const caption = `${pick(ROOMS, n - 1)} · ${n}`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 320 240" role="img" aria-label="Listing ${listingId} photo ${n}">` +
    `<rect width="320" height="240" fill="${sky}"/>` +
    `<rect y="180" width="320" height="60" fill="#7fa26b"/>` +
    `<rect x="90" y="110" width="140" height="80" fill="${wall}"/>` +
    `<polygon points="80,112 160,60 240,112" fill="${roof}"/>` +
    `<rect x="145" y="145" width="30" height="45" fill="${roof}"/>` +
    `<rect x="105" y="130" width="28" height="22" fill="#dfeefa"/><rect x="187" y="130" width="28" height="22" fill="#dfeefa"/>` +
    `<text x="160" y="228" font-family="sans-serif" font-size="13" text-anchor="middle" fill="#1f2d3a">${caption}</text>` +
    `</svg>`
  );
}
