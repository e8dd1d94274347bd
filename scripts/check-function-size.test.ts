import { describe, expect, it } from 'vitest';
import { functionsIn, MAX_LINES } from './check-function-size.mjs';

describe('functionsIn', () => {
  it('measures every kind of function by its lines, named by what holds it, nested ones too', () => {
    const source = [
      'export function Panel() {', // 1
      '  const onClick = () => {', // 2
      '    go();', // 3
      '  };', // 4
      '  return null;', // 5
      '}', // 6
      'const store = {', // 7
      '  read(id) { return id; },', // 8
      '};', // 9
      'useEffect(function () {', // 10
      '  start();', // 11
      '}, []);', // 12
      'type Fn = (a: number) => void;', // 13: a type, not a function with a body
    ].join('\n');
    expect(functionsIn(source)).toEqual([
      { name: 'Panel', line: 1, lines: 6 },
      { name: 'onClick', line: 2, lines: 3 },
      { name: 'read', line: 8, lines: 1 },
      { name: 'useEffect(…)', line: 10, lines: 3 },
    ]);
  });

  it('counts a component of MAX_LINES + 1 lines as over the limit', () => {
    const body = Array.from({ length: MAX_LINES - 1 }, (_, i) => `  const v${i} = ${i};`);
    const source = ['function Big() {', ...body, '}'].join('\n');
    expect(functionsIn(source)[0]?.lines).toBe(MAX_LINES + 1);
  });
});
