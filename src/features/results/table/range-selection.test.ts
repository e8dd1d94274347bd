// Shift-click ranges: from the anchor to the clicked row, both ways, keeping rows outside the range.
import { describe, expect, it } from 'vitest';
import { selectRange } from './range-selection';

const IDS = ['10', '11', '12', '13', '14', '15'];

describe('selectRange', () => {
  it('selects every row from the anchor down to the clicked row', () => {
    expect(selectRange({ '11': true }, IDS, '11', '14', true)).toEqual({
      '11': true,
      '12': true,
      '13': true,
      '14': true,
    });
  });

  it('works upwards too, and keeps selected rows outside the range', () => {
    expect(selectRange({ '15': true, '14': true }, IDS, '14', '11', true)).toEqual({
      '11': true,
      '12': true,
      '13': true,
      '14': true,
      '15': true,
    });
  });

  it('clears the range when the clicked row was unchecked', () => {
    const all = Object.fromEntries(IDS.map((id) => [id, true]));
    expect(selectRange(all, IDS, '12', '14', false)).toEqual({
      '10': true,
      '11': true,
      '15': true,
    });
  });

  it('changes only the clicked row without an anchor on the page', () => {
    expect(selectRange({}, IDS, null, '13', true)).toEqual({ '13': true });
    expect(selectRange({}, IDS, '99', '13', true)).toEqual({ '13': true });
  });

  it('leaves the selection alone for a row not on the page, and never mutates it', () => {
    const selection = { '10': true };
    expect(selectRange(selection, IDS, '10', '99', true)).toBe(selection);
    selectRange(selection, IDS, '10', '12', true);
    expect(selection).toEqual({ '10': true });
  });
});
