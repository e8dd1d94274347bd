// Code-split components with a preload handle, so a chunk can start loading on a hint (hover,
// focus) before it is first rendered. Unlike React.lazy, a failed load is not cached forever:
// the failure reaches the nearest error boundary once, and its "Try again" fetches the chunk anew.
import { createElement, use, type ComponentType } from 'react';

export interface PreloadableComponent<P extends object> {
  /** Suspends until the chunk is loaded; throws (to an error boundary) when it fails to load. */
  Component: ComponentType<P>;
  /** Starts loading the chunk; safe to call any number of times. */
  preload: () => Promise<unknown>;
}

export function lazyWithPreload<P extends object>(
  load: () => Promise<ComponentType<P>>,
): PreloadableComponent<P> {
  let pending: Promise<ComponentType<P>> | undefined;
  // Once loaded, renders synchronously: no suspense (and no fallback flash) on later mounts.
  let loaded: ComponentType<P> | undefined;
  let failed: { promise: Promise<ComponentType<P>>; error: unknown } | undefined;

  const start = () => {
    if (pending && failed?.promise === pending) pending = undefined;
    if (!pending) {
      const promise = load().then((component) => {
        loaded = component;
        return component;
      });
      promise.catch((error: unknown) => {
        failed = { promise, error };
      });
      pending = promise;
    }
    return pending;
  };

  function Loaded(props: P) {
    if (loaded) return createElement(loaded, props);
    // React renders again when the load settles: a failure is thrown once, to the error boundary,
    // and the next render (its "Try again") starts a new load.
    if (pending && failed?.promise === pending) {
      const { error } = failed;
      pending = undefined;
      failed = undefined;
      throw error;
    }
    return createElement(use(start()), props);
  }

  return { Component: Loaded, preload: () => start().catch(() => undefined) };
}
