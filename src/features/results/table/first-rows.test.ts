import { describe, expect, it } from 'vitest';
import { firstRowsFor } from './first-rows';
import { FIRST_ROWS } from './staged-rows';

describe('firstRowsFor', () => {
  it('is the rows a scroller can show at the rows’ least height, and one more', () => {
    // 1280×900: a 628 px scroller, rows of 44 px: 14.3 rows, so 15 can be seen in part.
    expect(firstRowsFor(628, 44)).toBe(16);
    expect(firstRowsFor(440, 44)).toBe(11);
    // Compact density's one-line rows.
    expect(firstRowsFor(628, 27)).toBe(25);
  });

  it('is the tallest scroller’s screenful when nothing was measured', () => {
    expect(firstRowsFor(0, 44)).toBe(FIRST_ROWS);
    expect(firstRowsFor(628, Number.NaN)).toBe(FIRST_ROWS);
    expect(firstRowsFor(628, 0)).toBe(FIRST_ROWS);
  });
});
