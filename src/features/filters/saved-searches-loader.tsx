// Loads the saved-searches panel the first time its section opens: most visits never open it,
// so its code (and the store's schema) stays out of the first screen.
import { Suspense } from 'react';
import { lazyWithPreload } from '../../lib/lazy-with-preload';
import type { SavedSearchesProps } from './saved-searches';

const savedSearches = lazyWithPreload<SavedSearchesProps>(() =>
  import('./saved-searches').then((module) => module.SavedSearches),
);

/** Starts loading on a hint the section is about to open (pointer over it, focus on its toggle). */
export function preloadSavedSearches(): void {
  void savedSearches.preload();
}

export function SavedSearchesLoader(props: SavedSearchesProps) {
  return (
    <Suspense fallback={<p className="saved-searches__loading">Loading saved searches…</p>}>
      <savedSearches.Component {...props} />
    </Suspense>
  );
}
