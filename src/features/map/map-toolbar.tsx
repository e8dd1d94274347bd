// The map's toolbar: the drawing modes, delete and clear, undo and redo, then the view's tools
// (search the visible area, fit the results) and Hide map.
import type { DrawMode, DrawState } from './area/draw-controller';
import { UndoButtons } from './area/undo-buttons';
import type { AreaUndo } from './area/use-area-undo';

interface MapTools {
  toggleMode: (mode: DrawMode) => void;
  deleteSelected: () => void;
  clearAll: () => void;
  searchVisibleArea: () => void;
  fitResults: () => void;
}

export interface MapToolbarProps {
  draw: DrawState;
  ready: boolean;
  shapeCount: number;
  /** How many matches are on the map (Fit results needs one). */
  mapped: number;
  history: AreaUndo;
  tools: MapTools;
  onHide: () => void;
}

/**
 * "Draw radius" reads "radius" beside its icon on a narrow map (map-panel.css): the full words stay
 * the button's name, for screen readers and the tests alike.
 */
function ShortWhenNarrow({ label }: { label: string }) {
  const [first, ...rest] = label.split(' ');
  if (rest.length === 0 || first === undefined) return <>{label}</>;
  const kept = first === 'Draw' ? rest.join(' ') : first;
  const dropped = first === 'Draw' ? 'Draw ' : ` ${rest.join(' ')}`;
  const droppedPart = <span className="map-tool__text">{dropped}</span>;
  return first === 'Draw' ? (
    <>
      {droppedPart}
      {kept}
    </>
  ) : (
    <>
      {kept}
      {droppedPart}
    </>
  );
}

function ModeButton(props: {
  mode: DrawMode;
  label: string;
  icon: string;
  draw: DrawState;
  ready: boolean;
  onToggle: (mode: DrawMode) => void;
}) {
  const { mode, label, icon, draw, ready, onToggle } = props;
  return (
    <button
      type="button"
      className="map-tool"
      data-mode={mode}
      aria-pressed={draw.mode === mode}
      disabled={!ready}
      onClick={() => onToggle(mode)}
    >
      <span className="map-tool__icon" aria-hidden="true">
        {icon}
      </span>
      <ShortWhenNarrow label={label} />
    </button>
  );
}

export function MapToolbar(props: MapToolbarProps) {
  const { draw, ready, shapeCount, mapped, history, tools, onHide } = props;
  const mode = { draw, ready, onToggle: tools.toggleMode };
  return (
    <div className="map-panel__toolbar" role="toolbar" aria-label="Map tools">
      <div className="map-panel__tools">
        <ModeButton {...mode} mode="circle" label="Draw radius" icon="◎" />
        <ModeButton {...mode} mode="polygon" label="Draw polygon" icon="⬠" />
        <ModeButton {...mode} mode="select" label="Select" icon="↖" />
        <button
          type="button"
          className="map-tool"
          disabled={!ready || !draw.selected}
          onClick={tools.deleteSelected}
        >
          <ShortWhenNarrow label="Delete shape" />
        </button>
        <button
          type="button"
          className="map-tool"
          disabled={shapeCount === 0}
          onClick={tools.clearAll}
        >
          Clear all
        </button>
        <UndoButtons history={history} drawing={draw.mode === 'polygon'} />
      </div>
      <div className="map-panel__tools">
        <button
          type="button"
          className="map-tool"
          disabled={!ready}
          onClick={tools.searchVisibleArea}
        >
          Search this area
        </button>
        <button
          type="button"
          className="map-tool"
          disabled={!ready || mapped === 0}
          onClick={tools.fitResults}
        >
          Fit results
        </button>
        <button type="button" className="map-tool" onClick={onHide}>
          Hide map
        </button>
      </div>
    </div>
  );
}
