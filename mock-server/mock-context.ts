// What every route of the mock shares: settings, and the dataset once it has been built.
import type { MockConfig } from './config';
import type { PropertyStore } from './property-store';

export interface MockContext {
  config: MockConfig;
  /** Resolves once the dataset and its indexes are built. */
  store: Promise<PropertyStore>;
  /** The store when ready, for the health check. */
  readyStore(): PropertyStore | undefined;
}
