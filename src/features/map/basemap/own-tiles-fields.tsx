// The menu's "Your own tiles": a style URL or a raster template, its address, and for raster
// tiles the attribution the map must show.
import type { BasemapForm } from './use-basemap-form';

function OwnKindChoices({ form }: { form: BasemapForm }) {
  const { id, ownKind, chooseOwnKind } = form;
  return (
    <fieldset className="basemap-control__choices">
      <legend className="basemap-control__legend">Your own tiles</legend>
      <label className="basemap-control__choice">
        <input
          type="radio"
          name={`${id}-kind`}
          checked={ownKind === 'custom'}
          onChange={() => chooseOwnKind('custom')}
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
          onChange={() => chooseOwnKind('raster')}
        />
        <span>
          Satellite or other raster tiles
          <span className="basemap-control__note">
            A tile URL template with {'{z}/{x}/{y}'} from your imagery provider
          </span>
        </span>
      </label>
    </fieldset>
  );
}

export function OwnTilesFields({ form }: { form: BasemapForm }) {
  const { id, ownKind, url, error } = form;
  return (
    <>
      <OwnKindChoices form={form} />
      <label htmlFor={`${id}-url`} className="basemap-control__label">
        {ownKind === 'raster' ? 'Tile URL template' : 'Style URL'}
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
        onChange={(event) => form.editUrl(event.target.value)}
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
            value={form.attribution}
            onChange={(event) => form.setAttribution(event.target.value)}
          />
        </>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="area-form__error">
          {error}
        </p>
      ) : null}
    </>
  );
}
