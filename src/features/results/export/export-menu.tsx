// The "Export…" button, and the export dialog it opens (also opened by the selection bar's "Export
// selected", for the ticked rows: export-dialog-store.ts).
import { lazy, Suspense, useEffect } from 'react';
import { ExportDialog, type ExportScope } from './export-dialog';
import { closeExportDialog, openExportDialog, useExportDialogScope } from './export-dialog-store';
import type { LastSettings } from './export-settings';
import { closeExportsList, openExportsList, useExportsList } from './server-export';

// The list of server exports loads when first opened, not with the results.
const ExportsListDialog = lazy(() => import('./exports-list-dialog'));

export interface ExportMenuProps {
  total: number | undefined;
  selectedCount: number;
  privacy: boolean;
  busy: boolean;
  onStart: (scope: ExportScope, settings: LastSettings) => void;
  /** The property ids of a scope's rows (free), for the dialog's count of traced leads. */
  scopeIds?: ((scope: ExportScope) => Promise<readonly number[]>) | undefined;
}

export function ExportMenu({
  total,
  selectedCount,
  privacy,
  busy,
  onStart,
  scopeIds,
}: ExportMenuProps) {
  const scope = useExportDialogScope();
  const exportsList = useExportsList();
  // A dialog asked for by a results view that has gone does not open with the next one.
  useEffect(() => closeExportDialog, []);
  const rows = scope === 'selected' ? selectedCount : total;
  // Nothing left to export (the selection was cleared): closed, not waiting to pop up later.
  const empty = scope !== null && !rows;
  useEffect(() => {
    if (empty) closeExportDialog();
  }, [empty]);
  return (
    <>
      <button
        type="button"
        className="button button--ghost"
        aria-haspopup="dialog"
        disabled={busy || !total}
        onClick={() => openExportDialog('all')}
      >
        Export…
      </button>
      <button
        type="button"
        className="button button--ghost"
        aria-haspopup="dialog"
        onClick={() => openExportsList()}
      >
        Exports…
      </button>
      {exportsList.open ? (
        <Suspense fallback={null}>
          <ExportsListDialog startError={exportsList.startError} onClose={closeExportsList} />
        </Suspense>
      ) : null}
      {scope !== null && rows ? (
        <ExportDialog
          // A new scope is a new dialog: its rows, its purposes' counts.
          key={scope}
          total={total ?? 0}
          selectedCount={selectedCount}
          privacy={privacy}
          scope={scope}
          scopeIds={scopeIds}
          onClose={closeExportDialog}
          onStart={(chosenScope, settings) => {
            closeExportDialog();
            onStart(chosenScope, settings);
          }}
        />
      ) : null}
    </>
  );
}
