// The drawing hint and its note: a live region that is always there, the note in place of the
// mode's hint, and a note shown only a few seconds once no tool is on.
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DrawState } from './area/draw-controller';
import { ModeHint } from './map-stage-notes';

function state(partial: Partial<DrawState>): DrawState {
  return { mode: 'static', selected: false, liveRadius: null, note: null, ...partial };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('ModeHint', () => {
  it('keeps an empty polite live region when there is nothing to say', () => {
    render(<ModeHint draw={state({})} />);
    const region = screen.getByRole('status', { name: 'Drawing' });
    expect(region).toBeEmptyDOMElement();
  });

  it("shows the mode's hint with the live radius, and a note in its place", () => {
    const { rerender } = render(<ModeHint draw={state({ mode: 'circle', liveRadius: 2.5 })} />);
    expect(screen.getByText(/^Click the centre, then the edge/)).toBeVisible();
    expect(screen.getByText('Radius 2.5 mi')).toBeVisible();
    expect(screen.getByRole('status', { name: 'Drawing' })).toBeEmptyDOMElement();

    const text = 'Polygon drawn. Click to start another, or press Draw polygon to stop.';
    rerender(<ModeHint draw={state({ mode: 'polygon', note: { text, id: 1 } })} />);
    expect(screen.getByRole('status', { name: 'Drawing' })).toHaveTextContent(text);
    expect(screen.queryByText(/^Click each corner/)).toBeNull();
  });

  it('shows "Drawing off." for a few seconds once no tool is on', () => {
    vi.useFakeTimers();
    render(<ModeHint draw={state({ note: { text: 'Drawing off.', id: 7 } })} />);
    const region = screen.getByRole('status', { name: 'Drawing' });
    expect(region).toHaveTextContent('Drawing off.');
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(region).toHaveTextContent('Drawing off.');
    act(() => {
      vi.advanceTimersByTime(1500);
    });
    expect(region).toBeEmptyDOMElement();
  });

  it('keeps a note while a tool is on', () => {
    vi.useFakeTimers();
    const text =
      'Radius drawn. Click to draw a new one in its place, or press Draw radius to stop.';
    render(<ModeHint draw={state({ mode: 'circle', note: { text, id: 2 } })} />);
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(screen.getByRole('status', { name: 'Drawing' })).toHaveTextContent(text);
  });
});
