// What the app hands the results feature. In a module of its own so the panel, the lazily loaded
// screen and the view all read it without importing one another (they used to form a cycle).
import type { NamedListStore } from './saved-lists/list-queries';

export interface ResultsPanelProps {
  /** "MLS lookup" on the selected rows (property ids, as numbers); the button is disabled without it. */
  onBulkLookup?: ((ids: number[]) => void) | undefined;
  /** Opens the Settings dialog; offered on key and account errors. */
  onOpenSettings?: (() => void) | undefined;
  /** Where saved lists live; the browser's localStorage unless a server store is given. */
  listStore?: NamedListStore | undefined;
}
