// The map toolbar's Undo and Redo buttons (the same steps as Ctrl/Cmd+Z and Shift+Ctrl/Cmd+Z).
import type { AreaUndo } from './use-area-undo';

const MAC = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
const MOD = MAC ? 'Meta' : 'Control';
const MOD_WORD = MAC ? '⌘' : 'Ctrl+';

export function UndoButtons({ history, drawing }: { history: AreaUndo; drawing: boolean }) {
  return (
    <>
      <button
        type="button"
        className="map-tool"
        disabled={!history.canUndo && !drawing}
        aria-keyshortcuts={`${MOD}+Z`}
        title={`Undo (${MOD_WORD}Z)`}
        onClick={history.undo}
      >
        <span className="map-tool__icon" aria-hidden="true">
          ↶
        </span>
        <span className="map-tool__text">Undo</span>
      </button>
      <button
        type="button"
        className="map-tool"
        disabled={!history.canRedo && !drawing}
        aria-keyshortcuts={`${MOD}+Shift+Z`}
        title={`Redo (Shift+${MOD_WORD}Z)`}
        onClick={history.redo}
      >
        <span className="map-tool__icon" aria-hidden="true">
          ↷
        </span>
        <span className="map-tool__text">Redo</span>
      </button>
    </>
  );
}
