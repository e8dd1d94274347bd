// The model of the map panel: the search's drawn area and what applying a new one does, the map's
// data (use-map-results.ts), the basemap, the map's status and drawing state, and the notice.
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type RefObject,
} from 'react';
import { useHoverPick, useHoverPickStore } from '../../state/hover-pick';
import { EMPTY_SEARCH, geometryOf, withFilters } from '../../state/search/search-state';
import { navigateToSearch, useSearchState } from '../../state/search/use-search-state';
import { useListName } from '../../state/viewed-list';
import {
  geometryFromShapes,
  geometryKey,
  shapesFromGeometry,
  withGeometry,
  type AreaShape,
} from './area/area-shapes';
import type { DrawMode, DrawState } from './area/draw-controller';
import { useAreaUndo } from './area/use-area-undo';
import { initialBasemap, storeBasemap, type BasemapChoice } from './basemap/basemap-choice';
import type { MapStatus, MapViewHandle } from './map-view-props';
import { NO_SCOPE_NOTICE } from './pins/map-coverage';
import { useMapResults } from './use-map-results';

/** What the toolbar's buttons ask of the map view (or, with no map, of the search itself). */
function useMapTools(
  view: RefObject<MapViewHandle | null>,
  mode: DrawMode,
  ready: boolean,
  apply: (next: AreaShape[], message: string | null) => void,
) {
  return {
    toggleMode: (next: DrawMode) => view.current?.setMode(mode === next ? 'static' : next),
    deleteSelected: () => view.current?.deleteSelected(),
    clearAll: () => (ready ? view.current?.clearAll() : apply([], null)),
    searchVisibleArea: () => {
      const ring = view.current?.viewPolygon();
      if (ring) apply([{ kind: 'polygon', ring }], 'Searching the visible area.');
    },
    fitResults: () => view.current?.fitResults(),
    /** Escape anywhere in the panel; true when the map used it (a drawing or a mode ended). */
    escape: () => view.current?.escape() ?? false,
  };
}

export function useMapPanel() {
  // Hover and pick are shared with the table (state/hover-pick): each mirrors the other.
  const hoverPick = useHoverPickStore();
  const hoveredId = useHoverPick((s) => s.hoveredId);
  const selectedId = useHoverPick((s) => s.pickedId);
  const { result, state } = useSearchState();
  const base = state ?? (result.kind === 'invalid' ? result.draft : undefined) ?? EMPTY_SEARCH;
  const geometry = useMemo(() => geometryOf(base.filters), [base.filters]);
  const shapes = useMemo(() => shapesFromGeometry(geometry), [geometry]);
  const { records, pagePoints, pins, coverage } = useMapResults(state);

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

  const ready = status.kind === 'ready';
  const tools = useMapTools(view, draw.mode, ready, apply);

  // A saved list that opens owns the screen: a drawing tool left on from the search before goes off
  // (the controller says so), and the area line names the list.
  const listId = base.listId;
  const listName = useListName(listId);
  const drawing = draw.mode !== 'static';
  const latestDrawing = useRef(drawing);
  useLayoutEffect(() => {
    latestDrawing.current = drawing;
  });
  useEffect(() => {
    if (listId && latestDrawing.current) view.current?.setMode('static');
  }, [listId]);

  return {
    filters: base.filters,
    /** With a saved list open: its name ('' until loaded); undefined otherwise. */
    listName: listId ? (listName ?? '') : undefined,
    shapes,
    records,
    pagePoints,
    pins,
    coverage,
    hoveredId,
    selectedId,
    hover: hoverPick.hover,
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
  };
}
