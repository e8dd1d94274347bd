// Bundle budget: the gzip size of the JS a first visit loads (entry + its static imports), and MapLibre kept lazy.
// `node scripts/check-bundle.mjs [distDir]` prints the figures and exits 1 when over budget.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/** 150 KB of gzip (1 KB = 1024 bytes), at zlib's default level: what the production server sends. */
export const BUDGET_BYTES = 150 * 1024;

/** Strings only MapLibre's own code carries; none may appear in an eager chunk. */
const MAPLIBRE_MARKERS = ['setRTLTextPlugin', 'maplibregl-ctrl', 'maplibre-gl'];

export function readManifest(distDir) {
  const file = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(file)) {
    throw new Error(
      `${file} is missing: build with \`build.manifest: true\` (vite.config.ts) before checking the bundle.`,
    );
  }
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** Manifest keys of the entry chunks and everything they import statically, in load order. */
export function eagerChunkKeys(manifest) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  return [...seen];
}

function gzipBytes(buffer) {
  return gzipSync(buffer).length;
}

function packageOf(source) {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (match) return match[1];
  const app = /(?:^|\/)(src\/[^/]+(?:\/[^/.]+)?)/.exec(source);
  if (app) return app[1];
  return source.replace(/^(\.\.\/)+/, '') || '(unmapped: JSON data, helpers)';
}

/** Splits a chunk's code by source package using its (hidden) source map, when there is one. */
function contributorsOf(code, mapFile) {
  if (!existsSync(mapFile)) return [];
  const map = JSON.parse(readFileSync(mapFile, 'utf8'));
  const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  const parts = new Map();
  const lines = code.split('\n');
  let source = 0;
  map.mappings.split(';').forEach((lineMappings, lineIndex) => {
    const line = lines[lineIndex] ?? '';
    let column = 0;
    const segments = [];
    for (const segment of lineMappings.split(',')) {
      if (!segment) continue;
      const values = [];
      let value = 0;
      let shift = 0;
      for (const char of segment) {
        const digit = BASE64.indexOf(char);
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          values.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      column += values[0] ?? 0;
      if (values.length > 1) source += values[1];
      segments.push([column, values.length > 1 ? source : -1]);
    }
    segments.forEach(([start, src], i) => {
      const end = i + 1 < segments.length ? segments[i + 1][0] : line.length;
      const name = src >= 0 ? packageOf(map.sources[src] ?? '') : '(unmapped: JSON data, helpers)';
      if (!parts.has(name)) parts.set(name, []);
      parts.get(name).push(line.slice(start, end));
    });
  });
  return [...parts].map(([name, pieces]) => {
    const text = pieces.join('');
    return { name, bytes: Buffer.byteLength(text), gzipBytes: gzipBytes(Buffer.from(text)) };
  });
}

/** Sizes of the eager JS, the lazy JS and the CSS of a build in distDir. */
export function measureBundle(distDir) {
  const manifest = readManifest(distDir);
  const eagerKeys = eagerChunkKeys(manifest);
  const eagerFiles = new Set(eagerKeys.map((key) => manifest[key].file));
  const measure = (file) => {
    const buffer = readFileSync(join(distDir, file));
    return { file, bytes: buffer.length, gzipBytes: gzipBytes(buffer) };
  };
  const eager = eagerKeys.map((key) => manifest[key].file).map(measure);
  const lazy = [
    ...new Set(
      Object.values(manifest)
        .map((chunk) => chunk.file)
        .filter((file) => file.endsWith('.js') && !eagerFiles.has(file)),
    ),
  ].map(measure);
  const css = [...new Set(eagerKeys.flatMap((key) => manifest[key].css ?? []))].map(measure);
  const maplibreIn = eager
    .filter(({ file }) => {
      const code = readFileSync(join(distDir, file), 'utf8');
      return MAPLIBRE_MARKERS.some((marker) => code.includes(marker));
    })
    .map(({ file }) => file);
  const contributors = new Map();
  for (const { file } of eager) {
    const code = readFileSync(join(distDir, file), 'utf8');
    for (const part of contributorsOf(code, join(distDir, `${file}.map`))) {
      const total = contributors.get(part.name) ?? { name: part.name, bytes: 0, gzipBytes: 0 };
      total.bytes += part.bytes;
      total.gzipBytes += part.gzipBytes;
      contributors.set(part.name, total);
    }
  }
  return {
    eager,
    lazy,
    css,
    eagerGzipBytes: eager.reduce((sum, chunk) => sum + chunk.gzipBytes, 0),
    maplibreIn,
    contributors: [...contributors.values()].sort((a, b) => b.gzipBytes - a.gzipBytes),
  };
}

export function checkBundle(distDir, { budgetBytes = BUDGET_BYTES } = {}) {
  const measured = measureBundle(distDir);
  const problems = [];
  if (measured.eagerGzipBytes > budgetBytes) {
    problems.push(
      `Initial JS is ${kb(measured.eagerGzipBytes)} gzip, over the ${kb(budgetBytes)} budget by ${kb(measured.eagerGzipBytes - budgetBytes)}.`,
    );
  }
  if (measured.maplibreIn.length > 0) {
    problems.push(
      `MapLibre is in an eagerly loaded chunk (${measured.maplibreIn.join(', ')}); it must stay in the lazy map chunk.`,
    );
  }
  return { ...measured, budgetBytes, ok: problems.length === 0, problems };
}

export function kb(bytes) {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

export function formatReport(result) {
  const rows = [];
  const row = (label, bytes, gzip) =>
    rows.push(`  ${label.padEnd(44)} ${kb(bytes).padStart(10)} ${kb(gzip).padStart(10)}`);
  rows.push(
    `  ${'initial JS (entry + static imports)'.padEnd(44)} ${'raw'.padStart(10)} ${'gzip'.padStart(10)}`,
  );
  for (const chunk of result.eager) row(chunk.file, chunk.bytes, chunk.gzipBytes);
  row(
    `total (budget ${kb(result.budgetBytes)})`,
    result.eager.reduce((sum, chunk) => sum + chunk.bytes, 0),
    result.eagerGzipBytes,
  );
  rows.push('  initial CSS');
  for (const chunk of result.css) row(chunk.file, chunk.bytes, chunk.gzipBytes);
  rows.push('  lazy JS');
  for (const chunk of result.lazy) row(chunk.file, chunk.bytes, chunk.gzipBytes);
  if (result.contributors.length > 0) {
    rows.push('  largest parts of the initial JS (gzip of each part alone)');
    for (const part of result.contributors.slice(0, 12)) row(part.name, part.bytes, part.gzipBytes);
  }
  rows.push(result.ok ? '  OK' : result.problems.map((p) => `  FAIL: ${p}`).join('\n'));
  return rows.join('\n');
}

const isMain = process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const root = join(dirname(fileURLToPath(import.meta.url)), '..');
  const distDir = resolve(process.argv[2] ?? join(root, 'dist'));
  try {
    const result = checkBundle(distDir);
    console.log(formatReport(result));
    process.exitCode = result.ok ? 0 : 1;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
