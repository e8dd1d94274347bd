// The map feature: draw a radius or polygons into the URL search, see every match (the current
// page's records linked to their rows), stay in sync with the table. The model is use-map-panel.ts;
// the toolbar, the stage's notes and the summary under the map are views beside it.
import type { AreaShape } from './area/area-shapes';
import { OFFLINE_CHOICE } from './basemap/basemap-choice';
import { BasemapError, HoverCard, MapFallback, ModeHint } from './map-stage-notes';
import { MapSummary } from './map-summary';
import { MapToolbar } from './map-toolbar';
import { MapView } from './map-view';
import { PinsStatus } from './pins/pins-status';
import { useMapPanel } from './use-map-panel';
import './map-panel.css';

const WEBGL_MESSAGE: string =
  'The map needs WebGL, which this browser has turned off. You can still type an area below.';
const CONTEXT_LOST_MESSAGE: string =
  'The map lost its graphics context and is waiting for the browser to restore it. You can still type an area below.';

export interface MapPanelProps {
  /** Hides the map (remembered on this device): the gate puts a one-line bar in its place. */
  onHide: () => void;
}

export function MapPanel({ onHide }: MapPanelProps) {
  const {
    filters,
    shapes,
    records,
    pagePoints,
    pins,
    coverage,
    hoveredId,
    selectedId,
    hover,
    pick,
    basemap,
    basemapError,
    setBasemapError,
    chooseBasemap,
    status,
    setStatus,
    ready,
    draw,
    setDraw,
    notice,
    apply,
    history,
    view,
    tools,
    listName,
  } = useMapPanel();
  const noWebgl = status.kind === 'no-webgl';
  // A lost context may come back: the map stays mounted under a message until it does.
  const contextLost = status.kind === 'context-lost';
  const hovered = hoveredId ? records.find((r) => r.id === hoveredId) : undefined;
  const applyTyped = (next: AreaShape[]) => apply(next, null);

  return (
    <div
      className="map-panel"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && tools.escape()) event.stopPropagation();
      }}
    >
      <MapToolbar
        draw={draw}
        ready={ready}
        shapeCount={shapes.length}
        mapped={pins.points.features.length}
        history={history}
        tools={tools}
        onHide={onHide}
      />

      <div className="map-panel__stage">
        {noWebgl ? null : <PinsStatus coverage={coverage} more={pins.more} />}
        {noWebgl ? (
          <MapFallback message={WEBGL_MESSAGE} shapes={shapes} onApply={applyTyped} />
        ) : (
          <MapView
            ref={view}
            basemap={basemap}
            shapes={shapes}
            points={pins.points}
            pagePoints={pagePoints}
            resultsKey={pins.settledKey}
            hoveredId={hoveredId}
            selectedId={selectedId}
            onHoverRecord={hover}
            onPickRecord={pick}
            onCommit={apply}
            onStatus={setStatus}
            onDrawState={setDraw}
            onBasemapError={setBasemapError}
          />
        )}
        {contextLost ? (
          <MapFallback message={CONTEXT_LOST_MESSAGE} shapes={shapes} onApply={applyTyped} />
        ) : null}
        {noWebgl ? null : <ModeHint draw={draw} />}
        {hovered && !noWebgl ? <HoverCard record={hovered} /> : null}
        {basemapError ? (
          <BasemapError message={basemapError} onUseOffline={() => chooseBasemap(OFFLINE_CHOICE)} />
        ) : null}
      </div>

      <MapSummary
        shapes={shapes}
        filters={filters}
        noWebgl={noWebgl}
        ready={ready}
        basemap={basemap}
        notice={notice}
        onApply={applyTyped}
        onBasemap={chooseBasemap}
        listName={listName}
      />
    </div>
  );
}
