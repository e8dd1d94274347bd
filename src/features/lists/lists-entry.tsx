// The header's way into the Lists and searches panel, and the one-time import of this browser's
// localStorage lists and searches (run when the app starts, so nothing waits for the panel).
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import type { SavedSearch } from '../../api/app-store/contract';
import { lazyWithPreload } from '../../lib/lazy-with-preload';
import type { ListsPanelProps } from './lists-panel';
import type { WatchDialogProps } from './watch-dialog';
import './lists-panel.css';

const listsPanel = lazyWithPreload<ListsPanelProps>(() =>
  import('./lists-panel').then((module) => module.ListsPanel),
);
const watchDialog = lazyWithPreload<WatchDialogProps>(() =>
  import('./watch-dialog').then((module) => module.WatchDialog),
);

/** One import per page load even if React mounts the header twice (StrictMode, remounts). */
let importRun: Promise<string | undefined> | undefined;

function useBrowserImport(): [string | undefined, () => void] {
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<string>();
  useEffect(() => {
    let live = true;
    importRun ??= import('./browser-import-run').then(({ runBrowserImport }) =>
      runBrowserImport(queryClient),
    );
    importRun.then(
      (text) => {
        if (live && text) setNotice(text);
      },
      // Not reachable now (signed out, server down): the mark stays unset, the next start retries.
      () => {
        importRun = undefined;
      },
    );
    return () => {
      live = false;
    };
  }, [queryClient]);
  return [notice, useCallback(() => setNotice(undefined), [])];
}

export function ListsEntry() {
  const [open, setOpen] = useState(false);
  // The Watch dialog of a saved search, opened from the panel in its place (and back on close).
  const [watching, setWatching] = useState<SavedSearch | null>(null);
  const [notice, dismiss] = useBrowserImport();
  const button = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => {
    setOpen(false);
    setWatching(null);
    dismiss();
  }, [dismiss]);
  const watch = useCallback((search: SavedSearch) => {
    setOpen(false);
    setWatching(search);
  }, []);
  return (
    <>
      <button
        ref={button}
        type="button"
        className="button button--ghost"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        onPointerEnter={() => void listsPanel.preload()}
        onFocus={() => void listsPanel.preload()}
      >
        Lists and searches
      </button>
      {notice && !open ? (
        <p className="lists-import-notice" role="status">
          {notice}{' '}
          <button type="button" className="button button--ghost" onClick={() => setOpen(true)}>
            Show them
          </button>
        </p>
      ) : null}
      {open ? (
        <Suspense fallback={null}>
          <listsPanel.Component onClose={close} importNotice={notice} onWatch={watch} />
        </Suspense>
      ) : null}
      {watching ? (
        <Suspense fallback={null}>
          <watchDialog.Component
            search={watching}
            onClose={() => {
              setWatching(null);
              setOpen(true);
            }}
            onOpened={close}
          />
        </Suspense>
      ) : null}
    </>
  );
}
