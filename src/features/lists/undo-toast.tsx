// "Deleted “Austin absentee”. Undo": a deletion can be taken back while the toast shows.
import { useEffect, useState } from 'react';

export interface UndoOffer {
  message: string;
  undo: () => Promise<unknown>;
}

/** How long Undo stays offered; the deletion is soft on the server, so this is only the toast. */
const SHOW_MS = 15_000;

export function UndoToast({
  offer,
  onDone,
  onError,
}: {
  offer: UndoOffer;
  onDone: () => void;
  onError: (message: string) => void;
}) {
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(onDone, SHOW_MS);
    return () => window.clearTimeout(timer);
  }, [offer, onDone]);
  return (
    <div className="lists-toast" role="status">
      <span>{offer.message}</span>
      <button
        type="button"
        className="button"
        disabled={busy}
        onClick={() => {
          setBusy(true);
          offer.undo().then(onDone, (error: unknown) => {
            setBusy(false);
            onError(error instanceof Error ? error.message : 'Undo did not work.');
          });
        }}
      >
        Undo
      </button>
      <button type="button" className="button button--ghost" onClick={onDone} aria-label="Dismiss">
        ×
      </button>
    </div>
  );
}
