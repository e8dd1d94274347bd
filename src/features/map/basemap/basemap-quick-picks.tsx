// The menu's one-click basemaps: the built-in offline map, and the street map when the page's
// policy lets it load.
import type { BasemapChoice } from './basemap-choice';
import { STREET_STYLE_URL, streetProvider } from './street-style';
import { blockedMessage } from './use-basemap-form';

export interface BasemapQuickPicksProps {
  id: string;
  choice: BasemapChoice;
  streetsAllowed: boolean;
  pick: (next: BasemapChoice) => void;
}

export function BasemapQuickPicks({ id, choice, streetsAllowed, pick }: BasemapQuickPicksProps) {
  return (
    <div className="basemap-control__quick">
      <button
        type="button"
        className="basemap-control__pick"
        aria-pressed={choice.kind === 'offline'}
        onClick={() => pick({ kind: 'offline' })}
      >
        Offline US map
        <span className="basemap-control__note">
          Built in: states and counties, no internet needed
        </span>
      </button>
      <button
        type="button"
        className="basemap-control__pick"
        aria-pressed={choice.kind === 'streets'}
        aria-describedby={streetsAllowed ? undefined : `${id}-streets-blocked`}
        disabled={!streetsAllowed}
        onClick={() => pick({ kind: 'streets' })}
      >
        Street map
        <span className="basemap-control__note">
          Streets and places from {streetProvider()}, loaded over the internet
        </span>
      </button>
      {streetsAllowed ? null : (
        <p id={`${id}-streets-blocked`} className="area-form__error">
          {blockedMessage(STREET_STYLE_URL)}
        </p>
      )}
    </div>
  );
}
