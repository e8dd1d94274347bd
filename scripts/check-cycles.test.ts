import { describe, expect, it } from 'vitest';
import { findCycles, importsOf } from './check-cycles.mjs';

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
