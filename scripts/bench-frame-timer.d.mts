import type { Page } from '@playwright/test';

/** Moves the map's camera one step a frame (pan, then zoom) and returns each frame's duration. */
export function measurePanZoomFrames(
  page: Page,
  options?: { panFrames?: number; zoomFrames?: number; panPx?: number },
): Promise<{ frames: number[]; pinsInView: number }>;

export function frameStats(frames: readonly number[]): {
  p50: number;
  p95: number;
  fps: number;
  count: number;
};
