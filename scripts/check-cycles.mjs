// Import cycles: none allowed among the TypeScript modules of src/, mock-server/ and server/,
// benches included (a bench is code someone reads and changes too, and its knots are as real).
// ESLint's boundaries plugin checks which layer may import which, not cycles, and an import-x
// dependency only for this is heavy. Every import counts: type-only ones (a type cycle still ties
// two modules together) and dynamic import() (a lazy chunk that imports its loader back, as the
// results panel and screen once did, is the same knot).
// `node scripts/check-cycles.mjs` prints the cycles and exits 1 when there is one.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const FOLDERS = ['src', 'mock-server', 'server'];
const SKIP = new Set(['node_modules', 'dist']);

/** `import … from '…'`, `export … from '…'`, `import '…'` and `import('…')`. */
const IMPORT =
  /^\s*(?:import|export)\b[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]|^\s*import\s*['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/gm;

function sourceFiles(dir) {
  const out = [];
  for (const name of readdirSync(dir)) {
    if (SKIP.has(name)) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...sourceFiles(path));
    else if (/\.tsx?$/.test(name) && !name.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

/** The relative specifiers a module imports. */
export function importsOf(source) {
  const found = [];
  for (const match of source.matchAll(IMPORT)) {
    const specifier = match[1] ?? match[2] ?? match[3];
    if (specifier?.startsWith('.')) found.push(specifier);
  }
  return found;
}

function resolveModule(from, specifier) {
  const base = resolve(dirname(from), specifier);
  const candidates = [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    join(base, 'index.ts'),
    join(base, 'index.tsx'),
  ];
  return candidates.find((path) => /\.tsx?$/.test(path) && existsSync(path));
}

/** Strongly connected components with more than one module (or a module importing itself). */
export function findCycles(graph) {
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const cycles = [];
  const visit = (node) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node), index.get(next)));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || (graph.get(node) ?? []).includes(node)) {
      cycles.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles;
}

/** Each module of `folders` under `root` → the modules it imports (absolute paths). */
export function importGraph(root = ROOT, folders = FOLDERS) {
  const graph = new Map();
  for (const folder of folders) {
    const dir = join(root, folder);
    if (!existsSync(dir)) continue;
    for (const file of sourceFiles(dir)) {
      const targets = importsOf(readFileSync(file, 'utf8'))
        .map((specifier) => resolveModule(file, specifier))
        .filter((path) => path !== undefined);
      graph.set(file, targets);
    }
  }
  return graph;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const graph = importGraph();
  const cycles = findCycles(graph);
  if (cycles.length === 0) {
    console.log(`No import cycles among ${graph.size} modules.`);
  } else {
    for (const cycle of cycles) {
      console.error(`Import cycle: ${cycle.map((path) => relative(ROOT, path)).join(' ↔ ')}`);
    }
    process.exit(1);
  }
}
