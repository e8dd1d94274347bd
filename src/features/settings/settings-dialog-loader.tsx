// Loads the Settings dialog on first open, so its code stays out of the initial bundle.
import { Suspense, type RefObject } from 'react';
import { lazyWithPreload } from '../../lib/lazy-with-preload';

const settingsDialog = lazyWithPreload(() =>
  import('./settings-dialog').then((module) => module.SettingsDialog),
);

/** Starts loading the dialog early (on hover or focus of the Settings button). */
export function preloadSettingsDialog(): void {
  void settingsDialog.preload();
}

export interface SettingsDialogLoaderProps {
  open: boolean;
  onClose: () => void;
  returnFocusRef?: RefObject<HTMLElement | null> | undefined;
}

export function SettingsDialogLoader({ open, onClose, returnFocusRef }: SettingsDialogLoaderProps) {
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <settingsDialog.Component onClose={onClose} returnFocusRef={returnFocusRef} />
    </Suspense>
  );
}
