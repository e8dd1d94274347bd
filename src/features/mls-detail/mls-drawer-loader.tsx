// Loads the MLS drawer when it is first opened, so its code stays out of the initial bundle.
import { Suspense } from 'react';
import { lazyWithPreload } from '../../lib/lazy-with-preload';
import type { MlsDrawerProps } from './mls-drawer';

const mlsDrawer = lazyWithPreload<MlsDrawerProps>(() =>
  import('./mls-drawer').then((module) => module.MlsDrawer),
);

/** Starts loading the drawer early: on a hint that it is about to be opened. */
export function preloadMlsDrawer(): void {
  void mlsDrawer.preload();
}

export function MlsDrawerLoader(props: MlsDrawerProps) {
  if (!props.target) return null;
  return (
    <Suspense fallback={null}>
      <mlsDrawer.Component {...props} />
    </Suspense>
  );
}
