// The map's status line ("5,456 matches on the map") and, over 10,000 matches, the offer to map
// the next 10,000 with its cost said first when the service reports credits.
import { formatInteger } from '../../../lib/format';
import { pluralize } from '../../../lib/plural';
import { coverageText, type MapCoverage } from './map-coverage';
import type { MapPins } from './use-map-pins';
import './pins-status.css';

function costText(credits: number | undefined): string {
  if (credits === undefined) return 'The service does not say what this costs.';
  if (credits === 0) return 'This costs no credits on this service.';
  return `This costs about ${pluralize(credits, 'credit')}.`;
}

export function PinsStatus({ coverage, more }: { coverage: MapCoverage; more: MapPins['more'] }) {
  const text = coverageText(coverage);
  if (!text) return null;
  return (
    <div className="map-panel__results">
      <p role="status" aria-label="Matches on the map">
        {text}
      </p>
      {more ? (
        <p className="map-panel__more">
          {costText(more.credits)}{' '}
          <button type="button" className="button button--small" onClick={more.load}>
            Map {formatInteger(more.pins)} more
          </button>
        </p>
      ) : null}
    </div>
  );
}
