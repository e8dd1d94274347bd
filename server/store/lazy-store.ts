// The store of a process: opened on the first request that needs it (a server that never sees a
// list never creates ./data), once, and closed on shutdown. A failed open is retried next time.
import type { AppStore } from './store';

export interface LazyStore {
  get(): Promise<AppStore>;
  close(): Promise<void>;
}

export function lazyStore(open: () => Promise<AppStore>): LazyStore {
  let opened: Promise<AppStore> | undefined;
  return {
    get() {
      opened ??= open().catch((error: unknown) => {
        opened = undefined;
        throw error;
      });
      return opened;
    },
    async close() {
      const pending = opened;
      opened = undefined;
      const store = await pending?.catch(() => undefined);
      await store?.close();
    },
  };
}
