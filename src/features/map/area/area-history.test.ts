import { describe, expect, it } from 'vitest';
import { observeArea, redoArea, startHistory, undoArea, type AreaHistory } from './area-history';

const key = (s: string) => s;
const see = (h: AreaHistory<string>, v: string) => observeArea(h, v, key);

describe('area history', () => {
  it('undoes and redoes through every step the search took', () => {
    let h = see(see(see(startHistory(''), 'a'), 'b'), 'c');
    h = undoArea(h)!;
    expect(h.present).toBe('b');
    h = undoArea(h)!;
    expect(h.present).toBe('a');
    h = redoArea(h)!;
    expect(h.present).toBe('b');
    h = redoArea(h)!;
    expect(h.present).toBe('c');
    expect(redoArea(h)).toBeNull();
  });

  it('has nothing to undo at the start, back to the empty area at the end', () => {
    expect(undoArea(startHistory(''))).toBeNull();
    const h = undoArea(see(startHistory(''), 'a'))!;
    expect(h.present).toBe('');
    expect(undoArea(h)).toBeNull();
  });

  it('records nothing when the search reports back what undo put into it', () => {
    const undone = undoArea(see(see(startHistory(''), 'a'), 'b'))!;
    const arrived = see(undone, 'a');
    expect(arrived).toEqual({ ...undone, leaving: undefined });
    expect(redoArea(arrived)?.present).toBe('b');
  });

  it('ignores the old area the search still reports until the undone one arrives', () => {
    const undone = undoArea(see(see(startHistory(''), 'a'), 'b'))!;
    expect(see(undone, 'b')).toBe(undone);
    const arrived = see(undone, 'a');
    expect(arrived.present).toBe('a');
    // Once arrived, the old area is a real new step again (the user drew it once more).
    expect(see(arrived, 'b').past).toEqual(['', 'a']);
  });

  it('drops the redo future when a new drawing is made after an undo', () => {
    const undone = undoArea(see(see(startHistory(''), 'a'), 'b'))!;
    const drawn = see(undone, 'x');
    expect(redoArea(drawn)).toBeNull();
    expect(undoArea(drawn)?.present).toBe('a');
  });

  it('keeps at most 100 steps', () => {
    let h = startHistory('0');
    for (let i = 1; i <= 150; i++) h = see(h, String(i));
    expect(h.past).toHaveLength(100);
    expect(h.past[0]).toBe('50');
  });
});
