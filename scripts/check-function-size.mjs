// Function size: no function in the app, the server or the mock over MAX_LINES lines, outside data
// tables (docs/architecture.md "Rooms"). A long function is where a change lands by default and
// where a reader loses the thread; FilterPanel reached 387 lines that way. Test files are left out
// (a describe() callback is long by nature), as are DATA_TABLES, whose length is their rows.
// `node scripts/check-function-size.mjs` exits 1 on a function over the limit;
// `--top N` prints the N largest functions and files instead (the figures in an issue note).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const FOLDERS = ['src', 'server', 'mock-server'];
export const MAX_LINES = 150;
/** Files whose long functions are tables of rows, not logic. */
const DATA_TABLES = new Set(['mock-server/data/name-lists.ts']);

function sourceFiles(dir) {
  const out = [];
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist') continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...sourceFiles(path));
    else if (/\.tsx?$/.test(name) && !/\.(test|spec|d)\.tsx?$/.test(name)) out.push(path);
  }
  return out;
}

/** A readable name for a function node: its own, its variable's, its property's or its call's. */
function nameOf(node) {
  if (node.name && ts.isIdentifier(node.name)) return node.name.text;
  const parent = node.parent;
  if (parent && ts.isVariableDeclaration(parent) && ts.isIdentifier(parent.name))
    return parent.name.text;
  if (parent && ts.isPropertyAssignment(parent)) return parent.name.getText();
  if (parent && ts.isCallExpression(parent)) return `${parent.expression.getText()}(…)`;
  return '(anonymous)';
}

/** Every function in one source text with its length in lines, outermost first. */
export function functionsIn(text, fileName = 'file.tsx') {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const found = [];
  const visit = (node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const start = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const end = source.getLineAndCharacterOfPosition(node.end).line;
      found.push({ name: nameOf(node), line: start + 1, lines: end - start + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function measure() {
  const files = [];
  const functions = [];
  for (const folder of FOLDERS) {
    for (const path of sourceFiles(join(ROOT, folder))) {
      const file = relative(ROOT, path);
      const text = readFileSync(path, 'utf8');
      files.push({ file, lines: text.split('\n').length - (text.endsWith('\n') ? 1 : 0) });
      for (const fn of functionsIn(text, path)) functions.push({ file, ...fn });
    }
  }
  return { files, functions };
}

function main() {
  const { files, functions } = measure();
  const topIndex = process.argv.indexOf('--top');
  if (topIndex >= 0) {
    const top = Number(process.argv[topIndex + 1] ?? 10);
    console.log('Largest files (lines, tests left out):');
    for (const f of files.sort((a, b) => b.lines - a.lines).slice(0, top))
      console.log(`  ${String(f.lines).padStart(5)}  ${f.file}`);
    console.log('Largest functions (lines):');
    for (const f of functions.sort((a, b) => b.lines - a.lines).slice(0, top))
      console.log(`  ${String(f.lines).padStart(5)}  ${f.file}:${f.line} ${f.name}`);
    const over = (n) => functions.filter((f) => f.lines > n).length;
    console.log(
      `Functions over 80 lines: ${over(80)}, over 150: ${over(150)}, over 200: ${over(200)}`,
    );
    return;
  }
  const tooLong = functions.filter((f) => f.lines > MAX_LINES && !DATA_TABLES.has(f.file));
  for (const f of tooLong)
    console.log(`${f.file}:${f.line} ${f.name} is ${f.lines} lines (limit ${MAX_LINES})`);
  if (tooLong.length > 0) {
    console.log(
      `${tooLong.length} function(s) over ${MAX_LINES} lines: split into a model hook and small views.`,
    );
    process.exitCode = 1;
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
