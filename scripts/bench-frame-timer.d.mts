import type { Page } from '@playwright/test';

/** Moves the map's camera one step a frame (pan, then zoom) and returns each frame's duration. */
export function measurePanZoomFrames(
  page: Page,
  options?: { panFrames?: number; zoomFrames?: number; panPx?: number },
): Promise<{
  frames: number[];
  pinsInView: number;
  canvas: Box;
  viewport: { width: number; height: number };
}>;

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** The share (0–1) of a box that lies inside the window. */
export function visibleShare(box: Box, viewport: { width: number; height: number }): number;

export function frameStats(frames: readonly number[]): {
  p50: number;
  p95: number;
  fps: number;
  count: number;
};
