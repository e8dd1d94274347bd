// The "Export" button: opens the export dialog (rows, columns, merging, format, cost).
import { useState } from 'react';
import { ExportDialog, type ExportScope } from './export-dialog';
import type { LastSettings } from './export-settings';

export interface ExportMenuProps {
  total: number | undefined;
  selectedCount: number;
  privacy: boolean;
  busy: boolean;
  onStart: (scope: ExportScope, settings: LastSettings) => void;
}

export function ExportMenu({ total, selectedCount, privacy, busy, onStart }: ExportMenuProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="button button--ghost"
        aria-haspopup="dialog"
        disabled={busy || !total}
        onClick={() => setOpen(true)}
      >
        Export…
      </button>
      {open && total ? (
        <ExportDialog
          total={total}
          selectedCount={selectedCount}
          privacy={privacy}
          onClose={() => setOpen(false)}
          onStart={(scope, settings) => {
            setOpen(false);
            onStart(scope, settings);
          }}
        />
      ) : null}
    </>
  );
}
