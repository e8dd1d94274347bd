// revealAboveBar: scrolls a covered control just above the sticky bar, and never past its own top.
import { describe, expect, it } from 'vitest';
import { revealAboveBar } from './keep-focus-clear';

/** An element whose box is fixed at `top`..`bottom` (jsdom lays nothing out). */
function boxed<T extends HTMLElement>(element: T, top: number, bottom: number): T {
  element.getBoundingClientRect = () => ({ top, bottom }) as DOMRect;
  return element;
}

function scene(targetTop: number, targetBottom: number) {
  const scroller = boxed(document.createElement('div'), 0, 600);
  const target = boxed(document.createElement('input'), targetTop, targetBottom);
  const bar = boxed(document.createElement('div'), 520, 600);
  scroller.append(target, bar);
  scroller.scrollTop = 100;
  // jsdom keeps any scrollTop written; a browser clamps it to the content.
  return { scroller, target, bar };
}

describe('revealAboveBar', () => {
  it('scrolls a control the bar covers up until it clears the bar with a gap', () => {
    const { scroller, bar, target } = scene(490, 530);
    revealAboveBar(scroller, bar, target);
    // 530 + 8 − 520 = 18 px further.
    expect(scroller.scrollTop).toBe(118);
  });

  it('leaves a control already clear of the bar where it is', () => {
    const { scroller, bar, target } = scene(400, 440);
    revealAboveBar(scroller, bar, target);
    expect(scroller.scrollTop).toBe(100);
  });

  it('never scrolls a tall control’s top out above the scroller', () => {
    const { scroller, bar, target } = scene(30, 580);
    revealAboveBar(scroller, bar, target);
    expect(scroller.scrollTop).toBe(130);
  });

  it('does nothing for the bar’s own controls or an element outside the scroller', () => {
    const { scroller, bar } = scene(490, 530);
    const search = boxed(document.createElement('button'), 540, 570);
    bar.append(search);
    revealAboveBar(scroller, bar, search);
    revealAboveBar(scroller, bar, boxed(document.createElement('input'), 490, 530));
    expect(scroller.scrollTop).toBe(100);
  });
});
