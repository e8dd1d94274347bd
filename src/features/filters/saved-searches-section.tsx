// The panel's "Saved searches" section: its code loads on the first hover or focus, and its list
// mounts on first open.
import { useState } from 'react';
import { CollapsibleSection } from '../../components/ui/collapsible-section';
import { preloadSavedSearches, SavedSearchesLoader } from './saved-searches-loader';

/** `currentQuery`: the search the panel shows, as a URL query, or null while it has problems. */
export function SavedSearchesSection({ currentQuery }: { currentQuery: string | null }) {
  const [open, setOpen] = useState(false);
  // Mounted on first open and kept, so a half-typed name survives closing the section.
  const [mounted, setMounted] = useState(false);
  return (
    <div
      className="filter-panel__saved"
      onPointerEnter={preloadSavedSearches}
      onFocus={preloadSavedSearches}
    >
      <CollapsibleSection
        title="Saved searches"
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (next) setMounted(true);
        }}
        headingLevel={3}
      >
        {mounted ? <SavedSearchesLoader currentQuery={currentQuery} /> : null}
      </CollapsibleSection>
    </div>
  );
}
