// The "Basemap" menu: the built-in offline map or the street map in one click, or the user's own
// tiles (a style URL, a .pmtiles file or a raster URL template), checked against the page's CSP.
import type { BasemapChoice } from './basemap-choice';
import { BasemapQuickPicks } from './basemap-quick-picks';
import { OwnTilesFields } from './own-tiles-fields';
import { useBasemapForm } from './use-basemap-form';
import './basemap-control.css';

export interface BasemapControlProps {
  choice: BasemapChoice;
  onChange: (choice: BasemapChoice) => void;
  close: () => void;
}

export function BasemapControl({ choice, onChange, close }: BasemapControlProps) {
  const form = useBasemapForm({ choice, onChange, close });
  return (
    <form
      className="basemap-control"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        form.applyOwn();
      }}
    >
      <p className="basemap-control__legend">Basemap</p>
      <BasemapQuickPicks
        id={form.id}
        choice={choice}
        streetsAllowed={form.streetsAllowed}
        pick={form.pick}
      />
      <OwnTilesFields form={form} />
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
