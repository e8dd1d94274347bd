// Loads the Usage dialog on first open, so its code (chart, tables, form) stays out of the first
// visit's bundle: only this loader and the header's button are eager, kept as small as they go
// (the first-visit budget had 11 bytes left), so no preload on hover as Settings has.
import { Suspense } from 'react';
import { lazyWithPreload } from '../../lib/lazy-with-preload';

const usageDialog = lazyWithPreload(() =>
  import('./usage-dialog').then((module) => module.UsageDialog),
);

/** Only the header's button opens it, and that stays put: focus returns there without a ref. */
export function UsageDialogLoader({ onClose }: { onClose: () => void }) {
  return (
    <Suspense fallback={null}>
      <usageDialog.Component onClose={onClose} />
    </Suspense>
  );
}
