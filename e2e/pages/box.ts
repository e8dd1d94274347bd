// Where an element is laid out, for the layout specs: its bounding box, or a failure if it has none.
import type { Locator } from '@playwright/test';

export async function box(locator: Locator) {
  const b = await locator.boundingBox();
  if (!b) throw new Error('not laid out');
  return b;
}
