// The map area when the user hid the map: one line that says so, whether the search still uses a
// drawn area (it does: hiding the map changes what is shown, not what is searched), and the one
// button that brings the map back.
import { geometryOf, type SearchFilters } from '../../state/search/search-state';

export interface HiddenMapBarProps {
  filters: SearchFilters;
  onShow: () => void;
  /** Pointer over or focus on the bar: a hint to start fetching the map's code. */
  onIntent: () => void;
}

function areaNote(filters: SearchFilters): string {
  const area = geometryOf(filters);
  if (area.radius !== undefined) return `The search uses a ${area.radius} mi radius drawn on it.`;
  if (area.polygon || area.multi_polygon) return 'The search uses an area drawn on it.';
  return 'Leads are listed in the results.';
}

export function HiddenMapBar({ filters, onShow, onIntent }: HiddenMapBarProps) {
  return (
    <div className="map-gate__hidden" onPointerEnter={onIntent} onFocus={onIntent}>
      <p className="map-gate__hidden-text">
        <strong>Map hidden.</strong> {areaNote(filters)}
      </p>
      <button type="button" className="button button--ghost" onClick={onShow}>
        Show map
      </button>
    </div>
  );
}
