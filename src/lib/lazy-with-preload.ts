// Code-split components with a preload handle, so a chunk can start loading on a hint (hover,
// focus) before it is first rendered. Unlike React.lazy, a failed load is not cached forever:
// the failure reaches the nearest error boundary, and its "Try again" fetches the chunk anew.
import { createElement, use, type ComponentType } from 'react';

export interface PreloadableComponent<P extends object> {
  /** Suspends until the chunk is loaded; throws (to an error boundary) when it fails to load. */
  Component: ComponentType<P>;
  /** Starts loading the chunk; safe to call any number of times. */
  preload: () => Promise<unknown>;
}

/** A promise carrying its outcome the way React's `use` reads it, so a settled one never suspends. */
type TrackedPromise<T> = Promise<T> & {
  status?: 'fulfilled' | 'rejected';
  value?: T;
  reason?: unknown;
};

export function lazyWithPreload<P extends object>(
  load: () => Promise<ComponentType<P>>,
): PreloadableComponent<P> {
  let pending: TrackedPromise<ComponentType<P>> | undefined;

  const start = () => {
    if (!pending) {
      const promise: TrackedPromise<ComponentType<P>> = load();
      promise.then(
        (component) => {
          promise.status = 'fulfilled';
          promise.value = component;
        },
        (error: unknown) => {
          promise.status = 'rejected';
          promise.reason = error;
        },
      );
      pending = promise;
    }
    return pending;
  };

  function Loaded(props: P) {
    const promise = start();
    // `use` throws this failure to the error boundary; the render after it ("Try again") loads anew.
    if (promise.status === 'rejected') pending = undefined;
    return createElement(use(promise as Promise<ComponentType<P>>), props);
  }

  return { Component: Loaded, preload: () => start().catch(() => undefined) };
}
