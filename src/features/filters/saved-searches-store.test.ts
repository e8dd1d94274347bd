// The name rules of saved searches: trimmed, not blank, not too long, not taken (in any case).
import { describe, expect, it } from 'vitest';
import { checkName } from './saved-searches-store';

const items = [
  { id: '1', name: 'Austin' },
  { id: '2', name: 'Dallas vacant' },
];

describe('checkName', () => {
  it('accepts a new name, trimmed', () => {
    expect(checkName(items, '  Houston  ')).toBeUndefined();
  });

  it('refuses blank, overlong and duplicate names', () => {
    expect(checkName(items, '   ')).toBe('Give the search a name.');
    expect(checkName(items, 'x'.repeat(81))).toMatch(/under 80/);
    expect(checkName(items, ' AUSTIN ')).toBe('A saved search is already called “AUSTIN”.');
  });

  it('allows renaming a search to its own name in another case, not to another’s', () => {
    expect(checkName(items, 'austin', '1')).toBeUndefined();
    expect(checkName(items, 'dallas VACANT', '1')).toMatch(/already called/);
  });
});
