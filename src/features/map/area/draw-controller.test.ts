// The draw controller on real terra-draw, driven through a plain adapter (a flat plane, 1 px =
// 0.0001°): when a polygon closes, that a tool stays on after a shape, and what each step says.
import type { TerraDrawMouseEvent } from 'terra-draw';
import { describe, expect, it } from 'vitest';
import type { AreaShape } from './area-shapes';
import { DrawController, type DrawState } from './draw-controller';
import { CLOSE_DISTANCE_PX, type DrawAdapter } from './terra-draw-setup';

const PX_PER_DEGREE = 10_000;
const ORIGIN = { lon: -97.8, lat: 30.3 };

type Callbacks = Parameters<DrawAdapter['register']>[0];

interface Pixel {
  x: number;
  y: number;
}

/** A terra-draw adapter with no map: pixels are a linear scale of degrees, clicks are calls. */
class PlaneAdapter implements DrawAdapter {
  callbacks: Callbacks | null = null;
  project = (lng: number, lat: number) => ({
    x: (lng - ORIGIN.lon) * PX_PER_DEGREE,
    y: (ORIGIN.lat - lat) * PX_PER_DEGREE,
  });
  unproject = (x: number, y: number) => ({
    lng: ORIGIN.lon + x / PX_PER_DEGREE,
    lat: ORIGIN.lat - y / PX_PER_DEGREE,
  });
  setCursor = () => {};
  getLngLatFromEvent = () => null;
  setDoubleClickToZoom = () => {};
  getMapEventElement = () => ({}) as HTMLElement;
  register(callbacks: Callbacks) {
    this.callbacks = callbacks;
  }
  unregister() {
    this.callbacks = null;
  }
  render() {}
  clear() {}
  getCoordinatePrecision() {
    return 9;
  }
}

function mouseAt(adapter: PlaneAdapter, { x, y }: Pixel): TerraDrawMouseEvent {
  const { lng, lat } = adapter.unproject(x, y);
  return {
    lng,
    lat,
    containerX: x,
    containerY: y,
    button: 'left',
    heldKeys: [],
    isContextMenu: false,
  };
}

function setup() {
  const adapter = new PlaneAdapter();
  const commits: AreaShape[][] = [];
  const states: DrawState[] = [];
  const draw = new DrawController(adapter, {
    onCommit: (shapes) => commits.push(shapes),
    onState: (state) => states.push(state),
  });
  draw.start([]);
  const click = (pixel: Pixel) => {
    const event = mouseAt(adapter, pixel);
    adapter.callbacks?.onMouseMove(event);
    adapter.callbacks?.onClick(event);
  };
  const last = () => commits.at(-1) ?? [];
  const note = () => draw.state().note?.text ?? null;
  return { draw, adapter, click, commits, states, last, note };
}

/** A 200 px square whose fourth corner lies `closing` px below the first, then the first again. */
function square(left: number, closing = 30): Pixel[] {
  return [
    { x: left, y: 100 },
    { x: left + 200, y: 100 },
    { x: left + 200, y: 300 },
    { x: left, y: 100 + closing },
    { x: left, y: 100 },
  ];
}

describe('DrawController', () => {
  it('closes a polygon only on its first point, so a corner 30 px away stays a corner', () => {
    expect(CLOSE_DISTANCE_PX).toBeLessThanOrEqual(10);
    const { draw, click, last, commits } = setup();
    draw.setMode('polygon');
    for (const pixel of square(100).slice(0, 4)) click(pixel);
    expect(commits).toHaveLength(0);
    expect(draw.isDrawing()).toBe(true);
    click({ x: 100 + CLOSE_DISTANCE_PX - 3, y: 100 + 2 }); // on the first point's handle
    expect(draw.isDrawing()).toBe(false);
    expect(last()).toHaveLength(1);
    expect(last()[0]).toMatchObject({ kind: 'polygon' });
    expect((last()[0] as { ring: unknown[] }).ring).toHaveLength(4);
  });

  it('stays ready after a polygon, says so, and draws a second one', () => {
    const { draw, click, last, note } = setup();
    draw.setMode('polygon');
    square(100).forEach(click);
    expect(draw.getMode()).toBe('polygon');
    expect(note()).toBe('Polygon drawn. Click to start another, or press Draw polygon to stop.');

    click(square(500)[0] as Pixel);
    expect(note()).toBeNull(); // the next shape has begun
    square(500).slice(1).forEach(click);
    expect(last().map((s) => s.kind === 'polygon' && s.ring.length)).toEqual([4, 4]);
    expect(note()).toMatch(/^Polygon drawn\./);
  });

  it('Enter closes a polygon; turning the tool off says so', () => {
    const { draw, adapter, click, last, note } = setup();
    draw.setMode('polygon');
    square(100).slice(0, 4).forEach(click);
    adapter.callbacks?.onKeyUp({ key: 'Enter', heldKeys: [], preventDefault: () => {} });
    expect(last()).toHaveLength(1);

    draw.setMode('static');
    expect(draw.getMode()).toBe('static');
    expect(note()).toBe('Drawing off.');
    // The same words again get a new id, so the live region reads them again.
    const first = draw.state().note?.id;
    draw.setMode('polygon');
    draw.setMode('static');
    expect(draw.state().note?.text).toBe('Drawing off.');
    expect(draw.state().note?.id).not.toBe(first);
  });

  it('Escape cancels the shape in progress, keeps the drawn ones, and then turns the tool off', () => {
    const { draw, click, last, commits, note } = setup();
    draw.setMode('polygon');
    square(100).forEach(click);
    const afterFirst = commits.length;
    square(500).slice(0, 3).forEach(click);

    expect(draw.escape()).toBe(true);
    expect(draw.isDrawing()).toBe(false);
    expect(draw.getMode()).toBe('polygon');
    expect(note()).toBe(
      'Polygon cancelled. Shapes already drawn are kept. Click to start again, or press Draw polygon to stop.',
    );
    expect(commits).toHaveLength(afterFirst);
    expect(last()).toHaveLength(1);

    expect(draw.escape()).toBe(true);
    expect(draw.getMode()).toBe('static');
    expect(note()).toBe('Drawing off.');
    expect(draw.escape()).toBe(false);
  });

  it('stays ready after a radius, and Escape cancels the next one', () => {
    const { draw, click, last, note } = setup();
    draw.setMode('circle');
    click({ x: 300, y: 300 });
    click({ x: 400, y: 300 });
    expect(draw.getMode()).toBe('circle');
    expect(last()).toEqual([expect.objectContaining({ kind: 'circle' })]);
    expect(note()).toBe(
      'Radius drawn. Click to draw a new one in its place, or press Draw radius to stop.',
    );

    click({ x: 600, y: 300 });
    expect(draw.isDrawing()).toBe(true);
    expect(note()).toBeNull();
    draw.escape();
    expect(draw.getMode()).toBe('circle');
    expect(draw.state().liveRadius).toBeNull();
    expect(note()).toMatch(/^Radius cancelled\. Shapes already drawn are kept\./);
    expect(last()).toHaveLength(1);
  });

  it('switching tools mid-shape says the shape was dropped', () => {
    const { draw, click, note } = setup();
    draw.setMode('polygon');
    square(100).slice(0, 2).forEach(click);
    draw.setMode('circle');
    expect(note()).toMatch(/^Polygon cancelled\. Click the centre/);
    draw.setMode('select');
    expect(note()).toBeNull();
    draw.setMode('static');
    expect(note()).toBe('Select off.');
  });
});
