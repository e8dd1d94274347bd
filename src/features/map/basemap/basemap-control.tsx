// The "Basemap" chooser: the built-in offline map, or a style URL / .pmtiles archive the user trusts.
import { useId, useState } from 'react';
import { checkStyleUrl, type BasemapChoice } from './basemap-choice';

export interface BasemapControlProps {
  choice: BasemapChoice;
  onChange: (choice: BasemapChoice) => void;
  close: () => void;
}

export function BasemapControl({ choice, onChange, close }: BasemapControlProps) {
  const id = useId();
  const [kind, setKind] = useState(choice.kind);
  const [url, setUrl] = useState(choice.kind === 'custom' ? choice.url : '');
  const [error, setError] = useState<string | null>(null);

  const apply = () => {
    if (kind === 'offline') {
      onChange({ kind: 'offline' });
      close();
      return;
    }
    const checked = checkStyleUrl(url);
    if (!checked.ok) {
      setError(checked.error);
      document.getElementById(`${id}-url`)?.focus();
      return;
    }
    onChange({ kind: 'custom', url: checked.url });
    close();
  };

  return (
    <form
      className="basemap-control"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        apply();
      }}
    >
      <fieldset className="basemap-control__choices">
        <legend className="basemap-control__legend">Basemap</legend>
        <label className="basemap-control__choice">
          <input
            type="radio"
            name={`${id}-kind`}
            checked={kind === 'offline'}
            onChange={() => setKind('offline')}
          />
          <span>
            Offline US map
            <span className="basemap-control__note">
              Built in: states and counties, no internet needed
            </span>
          </span>
        </label>
        <label className="basemap-control__choice">
          <input
            type="radio"
            name={`${id}-kind`}
            checked={kind === 'custom'}
            onChange={() => setKind('custom')}
          />
          <span>
            Style URL
            <span className="basemap-control__note">
              From your tile provider: a MapLibre style JSON or a .pmtiles file
            </span>
          </span>
        </label>
      </fieldset>
      <label htmlFor={`${id}-url`} className="basemap-control__label">
        Style URL
      </label>
      <input
        id={`${id}-url`}
        className="area-form__input"
        type="url"
        placeholder="https://tiles.example.com/style.json"
        value={url}
        disabled={kind !== 'custom'}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => {
          setUrl(event.target.value);
          setError(null);
        }}
      />
      {error ? (
        <p id={`${id}-error`} className="area-form__error">
          {error}
        </p>
      ) : null}
      <p className="area-form__hint">
        A style URL loads tiles from that provider over the internet.
      </p>
      <button type="submit" className="button">
        Use this basemap
      </button>
    </form>
  );
}
