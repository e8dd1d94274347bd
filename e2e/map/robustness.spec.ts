// Robustness: one map and one drawing tool under StrictMode, and the map follows its panel's size.
import { expect, test } from '../fixtures';
import { MapScreen } from '../pages/map-page';

test.describe.configure({ timeout: 90_000 });

// One map start for both checks (a start is the costliest thing a test does); each step is the
// test it was. The resize does not care what is drawn, so it runs on the first step's map.
test('StrictMode leaves one map and one set of drawing layers; resizing the panel resizes the map', async ({
  page,
  guard,
}) => {
  const map = new MapScreen(page);

  await test.step('StrictMode leaves one map and one set of drawing layers', async () => {
    await map.open({ latitude: 30.2672, longitude: -97.7431, radius: 1 });
    await expect(map.region.locator('canvas')).toHaveCount(1);
    const layers = await page.evaluate(
      () => window.__llbMap?.getStyle().layers.map((l) => l.id) ?? [],
    );
    expect(layers.filter((id) => id.startsWith('llb-draw'))).toEqual([
      'llb-draw-polygon',
      'llb-draw-polygon-outline',
      'llb-draw-linestring',
      'llb-draw-point',
      'llb-draw-point-marker',
    ]);
    expect(layers.filter((id) => id.startsWith('llb-results'))).toHaveLength(5);
    guard.expectClean();
  });

  await test.step('resizing the panel resizes the map', async () => {
    const width = () =>
      page.evaluate(() => {
        const canvas = window.__llbMap?.getCanvas();
        const box = canvas?.parentElement?.getBoundingClientRect();
        return { canvas: canvas?.clientWidth ?? 0, container: Math.round(box?.width ?? -1) };
      });
    const before = await width();
    expect(before.canvas).toBe(before.container);

    await page.setViewportSize({ width: 900, height: 720 });
    await expect.poll(async () => (await width()).canvas).not.toBe(before.canvas);
    const after = await width();
    expect(after.canvas).toBe(after.container);
    guard.expectClean();
  });
});
