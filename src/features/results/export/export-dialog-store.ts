// Whether the export dialog is open, and for which rows. Its own "Export…" button opens it for
// every match; the selection bar's "Export selected" opens the same dialog for the ticked rows
// (it used to start an export at once with the settings last used, without saying which).
import { createStore, useStore } from '../../../lib/store';
import type { ExportScope } from './use-export-dialog';

/** null: closed. */
const dialogStore = createStore<ExportScope | null>(null);

export function openExportDialog(scope: ExportScope): void {
  dialogStore.set(scope);
}

export function closeExportDialog(): void {
  dialogStore.set(null);
}

export function useExportDialogScope(): ExportScope | null {
  return useStore(dialogStore);
}
