// What the drawing tools say when a shape is drawn or cancelled and when a tool changes.
import { describe, expect, it } from 'vitest';
import { cancelledNote, drawnNote, modeHint, switchedNote } from './draw-notes';

describe('draw notes', () => {
  it('after a shape: the tool stays on, and the button that stops it', () => {
    expect(drawnNote('polygon')).toBe(
      'Polygon drawn. Click to start another, or press Draw polygon to stop.',
    );
    expect(drawnNote('circle')).toBe(
      'Radius drawn. Click to draw a new one in its place, or press Draw radius to stop.',
    );
  });

  it('a cancelled shape says whether finished shapes were kept', () => {
    expect(cancelledNote('polygon', 0)).toBe(
      'Polygon cancelled. Click to start again, or press Draw polygon to stop.',
    );
    expect(cancelledNote('circle', 2)).toBe(
      'Radius cancelled. Shapes already drawn are kept. Click to start again, or press Draw radius to stop.',
    );
  });

  it('turning a tool off says so; another tool speaks only when a shape was dropped', () => {
    expect(switchedNote('polygon', 'static', null)).toBe('Drawing off.');
    expect(switchedNote('circle', 'static', 'circle')).toBe('Radius cancelled. Drawing off.');
    expect(switchedNote('select', 'static', null)).toBe('Select off.');
    expect(switchedNote('static', 'polygon', null)).toBeNull();
    expect(switchedNote('polygon', 'circle', null)).toBeNull();
    expect(switchedNote('polygon', 'circle', 'polygon')).toBe(
      `Polygon cancelled. ${modeHint('circle')}`,
    );
    expect(switchedNote('polygon', 'polygon', 'polygon')).toBeNull();
  });

  it('the polygon hint names every way to close it', () => {
    expect(modeHint('polygon')).toMatch(/first point.*double-click.*Enter.*Esc cancels/);
    expect(modeHint('static')).toBeNull();
  });
});
