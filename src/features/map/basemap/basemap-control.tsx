// The "Basemap" menu: the built-in offline map or the street map in one click, or the user's own
// tiles (a style URL, a .pmtiles file or a raster URL template), checked against the page's CSP.
import { useEffect, useId, useState } from 'react';
import { checkRasterTemplate, checkStyleUrl, type BasemapChoice } from './basemap-choice';
import { loadPagePolicy, originOf, policyAllows } from './basemap-csp';
import { STREET_STYLE_URL, streetProvider } from './street-style';
import './basemap-control.css';

export interface BasemapControlProps {
  choice: BasemapChoice;
  onChange: (choice: BasemapChoice) => void;
  close: () => void;
}

type OwnKind = 'custom' | 'raster';

/** The page's policy: undefined while it is being read, null when there is none to honour. */
function usePagePolicy(): string | null | undefined {
  const [policy, setPolicy] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    void loadPagePolicy().then((value) => {
      if (live) setPolicy(value);
    });
    return () => {
      live = false;
    };
  }, []);
  return policy;
}

function blockedMessage(url: string): string {
  const origin = originOf(url, window.location.href);
  return `This site’s security policy does not allow maps from ${origin}. An administrator can add it to BASEMAP_ORIGINS.`;
}

export function BasemapControl({ choice, onChange, close }: BasemapControlProps) {
  const id = useId();
  const policy = usePagePolicy();
  const allowed = (url: string) => policyAllows(policy ?? null, url, window.location.href);
  const streetsAllowed = allowed(STREET_STYLE_URL);

  const [ownKind, setOwnKind] = useState<OwnKind>(choice.kind === 'raster' ? 'raster' : 'custom');
  const [url, setUrl] = useState(
    choice.kind === 'custom' || choice.kind === 'raster' ? choice.url : '',
  );
  const [attribution, setAttribution] = useState(
    choice.kind === 'raster' ? choice.attribution : '',
  );
  const [error, setError] = useState<string | null>(null);

  const pick = (next: BasemapChoice) => {
    onChange(next);
    close();
  };

  const applyOwn = () => {
    const checked = ownKind === 'raster' ? checkRasterTemplate(url) : checkStyleUrl(url);
    const problem = !checked.ok
      ? checked.error
      : allowed(checked.url)
        ? null
        : blockedMessage(checked.url);
    if (problem !== null || !checked.ok) {
      setError(problem);
      document.getElementById(`${id}-url`)?.focus();
      return;
    }
    pick(
      ownKind === 'raster'
        ? { kind: 'raster', url: checked.url, attribution: attribution.trim() }
        : { kind: 'custom', url: checked.url },
    );
  };

  const urlLabel = ownKind === 'raster' ? 'Tile URL template' : 'Style URL';
  return (
    <form
      className="basemap-control"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        applyOwn();
      }}
    >
      <p className="basemap-control__legend">Basemap</p>
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
      <fieldset className="basemap-control__choices">
        <legend className="basemap-control__legend">Your own tiles</legend>
        <label className="basemap-control__choice">
          <input
            type="radio"
            name={`${id}-kind`}
            checked={ownKind === 'custom'}
            onChange={() => {
              setOwnKind('custom');
              setError(null);
            }}
          />
          <span>
            Style URL
            <span className="basemap-control__note">
              From your tile provider: a MapLibre style JSON or a .pmtiles file
            </span>
          </span>
        </label>
        <label className="basemap-control__choice">
          <input
            type="radio"
            name={`${id}-kind`}
            checked={ownKind === 'raster'}
            onChange={() => {
              setOwnKind('raster');
              setError(null);
            }}
          />
          <span>
            Satellite or other raster tiles
            <span className="basemap-control__note">
              A tile URL template with {'{z}/{x}/{y}'} from your imagery provider
            </span>
          </span>
        </label>
      </fieldset>
      <label htmlFor={`${id}-url`} className="basemap-control__label">
        {urlLabel}
      </label>
      <input
        id={`${id}-url`}
        className="area-form__input"
        type="url"
        placeholder={
          ownKind === 'raster'
            ? 'https://tiles.example.com/{z}/{x}/{y}.jpg'
            : 'https://tiles.example.com/style.json'
        }
        value={url}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => {
          setUrl(event.target.value);
          setError(null);
        }}
      />
      {ownKind === 'raster' ? (
        <>
          <label htmlFor={`${id}-attribution`} className="basemap-control__label">
            Attribution (shown on the map)
          </label>
          <input
            id={`${id}-attribution`}
            className="area-form__input"
            type="text"
            placeholder="© Your imagery provider"
            value={attribution}
            onChange={(event) => setAttribution(event.target.value)}
          />
        </>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="area-form__error">
          {error}
        </p>
      ) : null}
      <p className="area-form__hint">
        Your own tiles load from that provider over the internet, if this site’s security policy
        allows its address.
      </p>
      <button type="submit" className="button">
        Use this basemap
      </button>
    </form>
  );
}
