// `npm run check`: the static checks, two at a time, each one's output printed whole and in order.
// They are independent and each mostly uses one core, so on a 2-core machine two side by side take
// about half the time one after another did. Exits 1 when any check fails.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
/** A CLI's entry file, run with this node rather than through .bin, so it works on Windows too. */
const cli = (...path) => join(root, 'node_modules', ...path);

/** Longest first, so the last one to start is a short one. */
const CHECKS = [
  { name: 'tsc -b', args: [cli('typescript', 'bin', 'tsc'), '-b'] },
  { name: 'eslint .', args: [cli('eslint', 'bin', 'eslint.js'), '.'] },
  { name: 'knip', args: [cli('knip', 'bin', 'knip.js'), '--no-progress'] },
  { name: 'prettier --check .', args: [cli('prettier', 'bin', 'prettier.cjs'), '--check', '.'] },
  { name: 'import cycles', args: [join(root, 'scripts', 'check-cycles.mjs')] },
  { name: 'function size', args: [join(root, 'scripts', 'check-function-size.mjs')] },
];

function run({ name, args }) {
  return new Promise((resolve) => {
    const start = performance.now();
    let output = '';
    const child = spawn(process.execPath, args, {
      cwd: root,
      env: { ...process.env, FORCE_COLOR: '1' },
    });
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const done = (code) =>
      resolve({ name, code, output, seconds: (performance.now() - start) / 1000 });
    child.on('error', (error) => done(`${error.message}`));
    child.on('close', done);
  });
}

const parallel = Math.max(2, availableParallelism() - 1);
const results = new Array(CHECKS.length);
let next = 0;
await Promise.all(
  Array.from({ length: Math.min(parallel, CHECKS.length) }, async () => {
    while (next < CHECKS.length) {
      const index = next++;
      results[index] = await run(CHECKS[index]);
    }
  }),
);

let failed = 0;
for (const { name, code, output, seconds } of results) {
  const ok = code === 0;
  if (!ok) failed++;
  console.log(`${ok ? '✓' : '✗'} ${name} (${seconds.toFixed(1)} s)${ok ? '' : `: exit ${code}`}`);
  if (output.trim()) console.log(output.trimEnd());
}
process.exitCode = failed > 0 ? 1 : 0;
