// Loads the Settings dialog on first open, so its code stays out of the initial bundle.
import { lazy, Suspense, type RefObject } from 'react';

const SettingsDialog = lazy(() =>
  import('./settings-dialog').then((module) => ({ default: module.SettingsDialog })),
);

/** Starts loading the dialog early (on hover or focus of the Settings button). */
export function preloadSettingsDialog(): void {
  void import('./settings-dialog');
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
      <SettingsDialog onClose={onClose} returnFocusRef={returnFocusRef} />
    </Suspense>
  );
}
