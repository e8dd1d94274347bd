import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findCycles, importGraph, importsOf } from './check-cycles.mjs';

describe('importsOf', () => {
  it('finds relative imports of every kind: value, type, re-export, side effect and lazy', () => {
    const source = [
      "import { a } from './a';",
      "import type { B } from '../b';",
      'import {',
      '  c,',
      '  type C,',
      "} from './c';",
      "export { d } from './d';",
      "import './e.css';",
      "const F = lazy(() => import('./f').then((m) => m.F));",
      "import { useState } from 'react';",
      "// import { g } from './g';",
    ].join('\n');
    expect(importsOf(source)).toEqual(['./a', '../b', './c', './d', './e.css', './f']);
  });
});

describe('findCycles', () => {
  it('reports each cycle once, whatever its length, and nothing for a one-way graph', () => {
    const graph = new Map([
      ['panel', ['screen']],
      ['screen', ['view', 'props']],
      ['view', ['panel', 'props']],
      ['props', []],
      ['a', ['a']],
      ['b', ['props']],
    ]);
    expect(findCycles(graph)).toEqual([['panel', 'screen', 'view'], ['a']]);
    expect(
      findCycles(
        new Map([
          ['x', ['y']],
          ['y', []],
        ]),
      ),
    ).toEqual([]);
  });
});

describe('importGraph', () => {
  // Bench folders were once skipped, and a cycle grew there unseen (bench-mock.ts and its scenario
  // files importing each other). A cycle in a bench/ folder must be reported like any other.
  it('reads bench/ folders too, so a cycle between a bench and its scenarios is found', () => {
    const root = mkdtempSync(join(tmpdir(), 'check-cycles-'));
    try {
      const bench = join(root, 'mock-server', 'bench');
      mkdirSync(bench, { recursive: true });
      writeFileSync(
        join(bench, 'bench-main.ts'),
        "import { SCENARIOS } from './scenarios';\nexport interface Scenario { name: string }\n",
      );
      writeFileSync(
        join(bench, 'scenarios.ts'),
        "import type { Scenario } from './bench-main';\nexport const SCENARIOS: Scenario[] = [];\n",
      );
      const cycles = findCycles(importGraph(root, ['mock-server']));
      expect(cycles).toEqual([[join(bench, 'bench-main.ts'), join(bench, 'scenarios.ts')]]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
