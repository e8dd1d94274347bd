// The map menu's "Counties" switch, and the layer's notice (what a click did, or why the layer failed).
import { updateCountyLayer, useCountyLayerState } from './county-layer-store';
import './counties.css';

export function CountyToggle({ disabled }: { disabled: boolean }) {
  const { enabled } = useCountyLayerState();
  return (
    <button
      type="button"
      className="map-tool"
      aria-pressed={enabled}
      disabled={disabled}
      title="Show counties: click one to search it (by keyboard: the FIPS code field under Filters)"
      onClick={() => updateCountyLayer({ enabled: !enabled, notice: null, error: null })}
    >
      Counties
    </button>
  );
}

export function CountyNotice() {
  const { enabled, notice, error } = useCountyLayerState();
  return (
    <p className="county-notice" role="status" aria-label="County notice">
      {error ?? (enabled ? notice : null)}
    </p>
  );
}
