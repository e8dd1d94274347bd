// The results area before any search: what to do next, plus any tools given (saved lists, exports).
import type { ReactNode } from 'react';

export function NoSearch({ children }: { children?: ReactNode }) {
  return (
    <div className="results results--empty">
      <div className="empty-state">
        <p className="empty-state__title">No search yet</p>
        <p className="empty-state__body">
          Set some filters or draw an area, then run a search to see matching leads.
        </p>
      </div>
      {children}
    </div>
  );
}
