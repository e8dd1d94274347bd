// Under the map: what area is searched and the one-kind-at-a-time rule, typing an area, the county
// layer and the basemap menus, and the map's notices.
import { Popover } from '../../components/ui/popover';
import type { SearchFilters } from '../../state/search/search-state';
import { AreaForm } from './area/area-form';
import { conflictNote, describeShapes, type AreaShape } from './area/area-shapes';
import type { BasemapChoice } from './basemap/basemap-choice';
import { BasemapControl } from './basemap/basemap-control';
import { CountyNotice, CountyToggle } from './counties/county-toggle';

/** The one-kind-at-a-time rule, said where the user reads what is drawn. */
function drawingRule(shapes: readonly AreaShape[]): string | null {
  const hasCircle = shapes.some((shape) => shape.kind === 'circle');
  const polygonCount = shapes.length - (hasCircle ? 1 : 0);
  if (hasCircle && polygonCount > 0) return null;
  if (hasCircle) return 'drawing a polygon replaces it';
  if (polygonCount > 0) return `drawing a radius replaces ${polygonCount === 1 ? 'it' : 'them'}`;
  return 'draw one radius or any number of polygons';
}

export interface MapSummaryProps {
  shapes: readonly AreaShape[];
  filters: SearchFilters;
  noWebgl: boolean;
  ready: boolean;
  basemap: BasemapChoice;
  notice: string | null;
  onApply: (shapes: AreaShape[]) => void;
  onBasemap: (choice: BasemapChoice) => void;
  /** With a saved list open: its name ('' until loaded). */
  listName?: string | undefined;
}

export function MapSummary(props: MapSummaryProps) {
  const { shapes, filters, noWebgl, ready, basemap, notice, onApply, onBasemap, listName } = props;
  const rule = drawingRule(shapes);
  const conflict = conflictNote(shapes, filters);
  return (
    <div className="map-panel__summary">
      {listName !== undefined ? (
        <p className="map-panel__area">
          <span className="map-panel__label">List</span> <strong>{listName || '…'}</strong>
          <span className="map-panel__rule">
            {' '}
            · the map shows its leads; a shape searches within it
          </span>
        </p>
      ) : null}
      <p className="map-panel__area">
        <span className="map-panel__label" id="map-area-label">
          Area
        </span>{' '}
        <span role="status" aria-labelledby="map-area-label" className="map-panel__area-text">
          {describeShapes(shapes)}
        </span>
        {rule ? <span className="map-panel__rule"> · {rule}</span> : null}
      </p>
      <div className="map-panel__summary-tools">
        {noWebgl ? null : (
          <Popover label="Type an area" title="Type an area" buttonClassName="map-tool" align="end">
            {(close) => (
              <AreaForm
                shapes={shapes}
                onApply={(next) => {
                  onApply(next);
                  close();
                }}
              />
            )}
          </Popover>
        )}
        <CountyToggle disabled={!ready} />
        <Popover label="Basemap" title="Basemap" buttonClassName="map-tool" align="end">
          {(close) => <BasemapControl choice={basemap} onChange={onBasemap} close={close} />}
        </Popover>
      </div>
      {conflict ? <p className="map-panel__conflict">{conflict}</p> : null}
      <CountyNotice />
      <p className="map-panel__notice" role="status" aria-label="Map notice">
        {notice}
      </p>
    </div>
  );
}
