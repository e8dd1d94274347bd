// The one way the app keeps a value that several components read and follow outside React state:
// a tiny store ({ get, set, subscribe }) and a hook over useSyncExternalStore. Hand-written rather
// than a library: it is a few hundred bytes on the first visit, where the budget has almost none
// left (docs/architecture.md "State").
import { useSyncExternalStore } from 'react';

type Listener = () => void;

/** Called when the first listener subscribes; returns what to do when the last one leaves. */
type Start = (notify: () => void) => () => void;

/** A value that can be read and followed. */
export interface ReadableStore<T> {
  /** The value now: the same object until it changes, as useSyncExternalStore requires. */
  get: () => T;
  /** Calls `listener` after every change; returns the unsubscribe. */
  subscribe: (listener: Listener) => () => void;
}

export interface Store<T> extends ReadableStore<T> {
  /** Replaces the value (or maps it); setting the value it already holds tells no one. */
  set: (next: T | ((current: T) => T)) => void;
}

/** A store over a value kept elsewhere (the URL, storage): `notify` says it changed. */
export interface ExternalStore<T> extends ReadableStore<T> {
  notify: () => void;
}

function listenerSet(start?: Start) {
  const listeners = new Set<Listener>();
  let stop: (() => void) | undefined;
  const notify = () => listeners.forEach((listener) => listener());
  const subscribe = (listener: Listener) => {
    if (!listeners.size) stop = start?.(notify);
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
      if (!listeners.size) stop?.();
    };
  };
  return { notify, subscribe };
}

/**
 * A store holding a value. `initial` may be a function, called at the first read (for values
 * loaded from storage); `start` runs while anyone listens (to follow another tab, say).
 */
export function createStore<T>(
  initial: T | (() => T),
  start?: (store: Store<T>) => () => void,
): Store<T> {
  let value: T;
  // The first read loads the value, then reads return it.
  let read = () => {
    value = typeof initial === 'function' ? (initial as () => T)() : initial;
    read = () => value;
    return value;
  };
  const { notify, subscribe } = listenerSet(start && (() => start(store)));
  const store: Store<T> = {
    get: () => read(),
    subscribe,
    set: (next) => {
      const current = read();
      const resolved = typeof next === 'function' ? (next as (current: T) => T)(current) : next;
      if (Object.is(resolved, current)) return;
      value = resolved;
      notify();
    },
  };
  return store;
}

/** A store whose value lives elsewhere: `read` must return the same object until it changes. */
export function createExternalStore<T>(read: () => T, start?: Start): ExternalStore<T> {
  return { get: read, ...listenerSet(start) };
}

/**
 * The store's value (or one fact of it), re-rendering when it changes. A selector must return a
 * value or an object held in the store, not a new object each call.
 */
export function useStore<T>(store: ReadableStore<T>): T;
export function useStore<T, S>(store: ReadableStore<T>, select: (value: T) => S): S;
export function useStore<T, S>(store: ReadableStore<T>, select?: (value: T) => S): T | S {
  return useSyncExternalStore<T | S>(
    store.subscribe,
    select ? () => select(store.get()) : store.get,
  );
}
