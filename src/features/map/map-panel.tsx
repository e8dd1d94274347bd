// The map feature: draw a radius or polygons into the URL search, see every match (the current
// page's records linked to their rows), stay in sync with the table.
import { useQuery } from '@tanstack/react-query';
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useApiClient } from '../../api/client-context';
import type { PropertyRecord } from '../../api/contract/property-record';
import type { PropertySearchRequest } from '../../api/contract/search-request';
import { searchQuery } from '../../api/queries';
import { Popover } from '../../components/ui/popover';
import { useAfterPaint } from '../../lib/after-paint';
import { formatMoney } from '../../lib/format';
import { useHoverPick, useHoverPickStore } from '../../state/hover-pick';
import { listRequest } from '../../state/search/search-requests';
import { EMPTY_SEARCH, geometryOf, withFilters } from '../../state/search/search-state';
import { navigateToSearch, useSearchState } from '../../state/search/use-search-state';
import { useListIds } from '../../state/viewed-list';
import { AreaForm } from './area/area-form';
import {
  conflictNote,
  describeShapes,
  formatMiles,
  geometryFromShapes,
  geometryKey,
  MAX_RADIUS_MILES,
  shapesFromGeometry,
  withGeometry,
  type AreaShape,
} from './area/area-shapes';
import {
  initialBasemap,
  OFFLINE_CHOICE,
  storeBasemap,
  type BasemapChoice,
} from './basemap/basemap-choice';
import { BasemapControl } from './basemap/basemap-control';
import { CountyNotice, CountyToggle } from './counties/county-toggle';
import type { DrawMode, DrawState } from './area/draw-controller';
import { UndoButtons } from './area/undo-buttons';
import { useAreaUndo } from './area/use-area-undo';
import { MapView, type MapStatus, type MapViewHandle } from './map-view';
import { NO_SCOPE_NOTICE, type MapCoverage } from './pins/map-coverage';
import { PinsStatus } from './pins/pins-status';
import { useMapPins } from './pins/use-map-pins';
import { recordPoints } from './result-layers';
import './map-panel.css';

const NO_RECORDS: PropertyRecord[] = [];
const IDLE_REQUEST: PropertySearchRequest = {};
const WEBGL_MESSAGE: string =
  'The map needs WebGL, which this browser has turned off. You can still type an area below.';

function oneLine(record: PropertyRecord): string {
  const a = record.address;
  // `address` is the full one-line address; build it from parts only when it is missing.
  if (a?.address) return a.address;
  const place = [a?.city, [a?.state, a?.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [a?.street, place].filter(Boolean).join(', ') || `Property ${record.id}`;
}

const MODE_HINTS: Record<DrawMode, string | null> = {
  static: null,
  circle: `Click the centre, then the edge (0.1–${MAX_RADIUS_MILES} mi). It replaces the drawn area. Esc cancels.`,
  polygon:
    'Click each corner, then the first point to close. Polygons replace a radius. Esc stops.',
  select:
    'Click a shape to select it. Drag it to move, drag its points to reshape, then Delete shape to remove it.',
};

export interface MapPanelProps {
  /** Hides the map (remembered on this device): the gate puts a one-line bar in its place. */
  onHide: () => void;
}

export function MapPanel({ onHide }: MapPanelProps) {
  // Hover and pick are shared with the table (lib/hover-pick): each mirrors the other.
  const hoverPick = useHoverPickStore();
  const hoveredId = useHoverPick((s) => s.hoveredId);
  const selectedId = useHoverPick((s) => s.pickedId);
  const { result, state } = useSearchState();
  const base = state ?? (result.kind === 'invalid' ? result.draft : undefined) ?? EMPTY_SEARCH;
  const geometry = useMemo(() => geometryOf(base.filters), [base.filters]);
  const shapes = useMemo(() => shapesFromGeometry(geometry), [geometry]);

  const client = useApiClient();
  // The map's data follows a new search once the table's rows for it have been painted: its
  // points and pins request, started in the same commit, held that frame back (bench:web).
  const mappedState = useAfterPaint(state);
  // A saved list is mapped through its ids, once the results have loaded them.
  const listIds = useListIds(mappedState?.listId);
  const waitingForList = !!mappedState?.listId && !listIds;
  // The table's own list request, so both read one cached page.
  const request = useMemo(
    () => (mappedState && !waitingForList ? listRequest(mappedState, listIds) : null),
    [mappedState, waitingForList, listIds],
  );
  const results = useQuery({
    ...searchQuery(client, request ?? IDLE_REQUEST),
    enabled: request !== null,
  });
  const records = request ? (results.data?.data ?? NO_RECORDS) : NO_RECORDS;
  const pagePoints = useMemo(() => recordPoints(records), [records]);
  const pins = useMapPins({
    filters: request && mappedState ? mappedState.filters : null,
    listIds,
    pageRequest: request,
    pageRecords: records,
    pageTotal: results.isPlaceholderData ? undefined : results.data?.resultCount,
    pageSettled: !results.isPlaceholderData && (results.data !== undefined || results.isError),
  });
  const points = pins.points;
  const resultsKey = pins.settledKey;

  const [basemap, setBasemap] = useState<BasemapChoice>(() =>
    initialBasemap(import.meta.env.VITE_MAP_STYLE_URL as string | undefined),
  );
  const [basemapError, setBasemapError] = useState<string | null>(null);
  const [status, setStatus] = useState<MapStatus>({ kind: 'loading' });
  const [draw, setDraw] = useState<DrawState>({
    mode: 'static',
    selected: false,
    liveRadius: null,
  });
  const [notice, setNotice] = useState<string | null>(null);
  const view = useRef<MapViewHandle>(null);

  const latestBase = useRef(base);
  const latestRecords = useRef(records);
  useLayoutEffect(() => {
    latestBase.current = base;
    latestRecords.current = records;
  });

  /** Writes the shapes into the URL search, keeping every other filter; page goes back to the first. */
  const apply = useCallback((next: AreaShape[], message: string | null) => {
    setNotice(message);
    const current = latestBase.current;
    const nextGeometry = geometryFromShapes(next);
    if (geometryKey(nextGeometry) === geometryKey(geometryOf(current.filters))) return;
    navigateToSearch(withFilters(current, withGeometry(current.filters, nextGeometry)));
  }, []);

  const history = useAreaUndo(shapes, apply, view);

  // A pin off the current page has no record here: its id is all the detail needs (assessor_id).
  const pick = useCallback(
    (id: string) =>
      hoverPick.pick(latestRecords.current.find((r) => r.id === id) ?? { id, propertyId: id }),
    [hoverPick],
  );

  // Said once per connection, in the map notice (reference-shapes: "says so once").
  // (Adjusted while rendering, as React advises for state that follows a value.)
  const [announced, setAnnounced] = useState(false);
  if (pins.announceNoScope !== announced) {
    setAnnounced(pins.announceNoScope);
    if (pins.announceNoScope) setNotice(NO_SCOPE_NOTICE);
  }

  const chooseBasemap = (choice: BasemapChoice) => {
    setBasemapError(null);
    setBasemap(choice);
    storeBasemap(choice);
  };

  const noWebgl = status.kind === 'no-webgl';
  // A lost context may come back: the map stays mounted under a message until it does.
  const contextLost = status.kind === 'context-lost';
  const ready = status.kind === 'ready';
  const summary = describeShapes(shapes);
  const hasCircle = shapes.some((shape) => shape.kind === 'circle');
  const polygonCount = shapes.length - (hasCircle ? 1 : 0);
  // The one-kind-at-a-time rule, said where the user reads what is drawn.
  const rule =
    hasCircle && polygonCount > 0
      ? null
      : hasCircle
        ? 'drawing a polygon replaces it'
        : polygonCount > 0
          ? `drawing a radius replaces ${polygonCount === 1 ? 'it' : 'them'}`
          : 'draw one radius or any number of polygons';
  const conflict = conflictNote(shapes, base.filters);
  const hovered = hoveredId ? records.find((r) => r.id === hoveredId) : undefined;
  const mapped = points.features.length;
  // A failed list is explained by the results; the map says nothing rather than a half-truth.
  const coverage: MapCoverage = waitingForList
    ? { kind: 'list-loading' }
    : results.isError && pins.coverage.kind !== 'pins'
      ? { kind: 'idle' }
      : pins.coverage;

  const modeButton = (mode: DrawMode, label: string, icon: string) => (
    <button
      type="button"
      className="map-tool"
      aria-pressed={draw.mode === mode}
      disabled={!ready}
      onClick={() => view.current?.setMode(draw.mode === mode ? 'static' : mode)}
    >
      <span className="map-tool__icon" aria-hidden="true">
        {icon}
      </span>
      {label}
    </button>
  );

  const hint = MODE_HINTS[draw.mode];
  const live = draw.liveRadius;

  return (
    <div
      className="map-panel"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && view.current?.escape()) event.stopPropagation();
      }}
    >
      <div className="map-panel__toolbar" role="toolbar" aria-label="Map tools">
        <div className="map-panel__tools">
          {modeButton('circle', 'Draw radius', '◎')}
          {modeButton('polygon', 'Draw polygon', '⬠')}
          {modeButton('select', 'Select', '↖')}
          <button
            type="button"
            className="map-tool"
            disabled={!ready || !draw.selected}
            onClick={() => view.current?.deleteSelected()}
          >
            Delete shape
          </button>
          <button
            type="button"
            className="map-tool"
            disabled={shapes.length === 0}
            onClick={() => (ready ? view.current?.clearAll() : apply([], null))}
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
            onClick={() => {
              const ring = view.current?.viewPolygon();
              if (ring) apply([{ kind: 'polygon', ring }], 'Searching the visible area.');
            }}
          >
            Search this area
          </button>
          <button
            type="button"
            className="map-tool"
            disabled={!ready || mapped === 0}
            onClick={() => view.current?.fitResults()}
          >
            Fit results
          </button>
          <button type="button" className="map-tool" onClick={onHide}>
            Hide map
          </button>
        </div>
      </div>

      <div className="map-panel__stage">
        {noWebgl ? null : <PinsStatus coverage={coverage} more={pins.more} />}
        {noWebgl ? (
          <div className="map-panel__fallback">
            <p className="map-panel__fallback-message" role="alert">
              {WEBGL_MESSAGE}
            </p>
            <AreaForm shapes={shapes} onApply={(next) => apply(next, null)} />
          </div>
        ) : (
          <MapView
            ref={view}
            basemap={basemap}
            shapes={shapes}
            points={points}
            pagePoints={pagePoints}
            resultsKey={resultsKey}
            hoveredId={hoveredId}
            selectedId={selectedId}
            onHoverRecord={hoverPick.hover}
            onPickRecord={pick}
            onCommit={apply}
            onStatus={setStatus}
            onDrawState={setDraw}
            onBasemapError={setBasemapError}
          />
        )}

        {contextLost ? (
          <div className="map-panel__fallback">
            <p className="map-panel__fallback-message" role="alert">
              The map lost its graphics context and is waiting for the browser to restore it. You
              can still type an area below.
            </p>
            <AreaForm shapes={shapes} onApply={(next) => apply(next, null)} />
          </div>
        ) : null}

        {!noWebgl && hint ? (
          <p className="map-panel__hint">
            {hint}
            {live !== null ? (
              <>
                {' '}
                <strong className={live > MAX_RADIUS_MILES ? 'is-over' : undefined}>
                  Radius {formatMiles(live)} mi
                </strong>
              </>
            ) : null}
          </p>
        ) : null}

        {hovered && !noWebgl ? (
          <div className="map-panel__card">
            <p className="map-panel__card-title">{oneLine(hovered)}</p>
            <p className="map-panel__card-body">
              {[
                hovered.estimatedValue != null
                  ? `Value ${formatMoney(hovered.estimatedValue)}`
                  : null,
                hovered.bedrooms != null ? `${hovered.bedrooms} bd` : null,
                hovered.bathrooms != null ? `${hovered.bathrooms} ba` : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            </p>
          </div>
        ) : null}

        {basemapError ? (
          <div className="map-panel__basemap-error" role="alert">
            <p>{basemapError}</p>
            <button
              type="button"
              className="button button--small"
              onClick={() => chooseBasemap(OFFLINE_CHOICE)}
            >
              Use the offline map
            </button>
          </div>
        ) : null}
      </div>

      <div className="map-panel__summary">
        <p className="map-panel__area">
          <span className="map-panel__label" id="map-area-label">
            Area
          </span>{' '}
          <span role="status" aria-labelledby="map-area-label" className="map-panel__area-text">
            {summary}
          </span>
          {rule ? <span className="map-panel__rule"> · {rule}</span> : null}
        </p>
        <div className="map-panel__summary-tools">
          {noWebgl ? null : (
            <Popover
              label="Type an area"
              title="Type an area"
              buttonClassName="map-tool"
              align="end"
            >
              {(close) => (
                <AreaForm
                  shapes={shapes}
                  onApply={(next) => {
                    apply(next, null);
                    close();
                  }}
                />
              )}
            </Popover>
          )}
          <CountyToggle disabled={!ready} />
          <Popover label="Basemap" title="Basemap" buttonClassName="map-tool" align="end">
            {(close) => <BasemapControl choice={basemap} onChange={chooseBasemap} close={close} />}
          </Popover>
        </div>
        {conflict ? <p className="map-panel__conflict">{conflict}</p> : null}
        <CountyNotice />
        <p className="map-panel__notice" role="status" aria-label="Map notice">
          {notice}
        </p>
      </div>
    </div>
  );
}
