// One lists database per process and location for the vite dev and preview servers. Vite builds a
// new server (and a new copy of this module, with its config) before closing the old one when its
// config changes; two PGlite instances on one folder would corrupt it, so the store is kept on
// globalThis and counted: closed only when the last server using it closes.
import { lazyStore, type LazyStore } from './lazy-store';
import { describeLocation, openStore, type AppStore } from './store';
import type { DbLocation } from './db';

interface Shared {
  store: LazyStore;
  users: number;
}

const REGISTRY = Symbol.for('lead-list-builder.process-stores');

function registry(): Map<string, Shared> {
  const holder = globalThis as { [REGISTRY]?: Map<string, Shared> };
  holder[REGISTRY] ??= new Map();
  return holder[REGISTRY];
}

/** The process's store for `location`, and the release to call when this server closes. */
export function acquireStore(location: DbLocation): {
  get: () => Promise<AppStore>;
  release: () => Promise<void>;
} {
  const key = describeLocation(location);
  const stores = registry();
  let shared = stores.get(key);
  if (!shared) {
    shared = { store: lazyStore(() => openStore(location)), users: 0 };
    stores.set(key, shared);
  }
  shared.users += 1;
  const held = shared;
  let released = false;
  return {
    get: () => held.store.get(),
    async release() {
      if (released) return;
      released = true;
      held.users -= 1;
      if (held.users > 0) return;
      stores.delete(key);
      await held.store.close();
    },
  };
}
