// The keyboard and precise-input fallback for the map: type a centre and radius, or paste polygon coordinates.
import { useId, useState } from 'react';
import {
  formatCoordinate,
  MAX_RADIUS_MILES,
  MIN_RADIUS_MILES,
  type AreaShape,
  type CircleShape,
  type PolygonShape,
} from './area-shapes';
import {
  formatPolygonText,
  parsePolygonText,
  parseRadiusForm,
  type FieldErrors,
  type RadiusField,
} from './parse-area';

export interface AreaFormProps {
  /** The area now drawn, to start the fields from. */
  shapes: readonly AreaShape[];
  onApply: (shapes: AreaShape[]) => void;
}

function Field({
  id,
  label,
  value,
  error,
  hint,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  error: string | undefined;
  hint?: string;
  onChange: (value: string) => void;
}) {
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="area-form__field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className="area-form__input"
        inputMode="decimal"
        autoComplete="off"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {hint ? (
        <p id={`${id}-hint`} className="area-form__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="area-form__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function AreaForm({ shapes, onApply }: AreaFormProps) {
  const id = useId();
  const circle = shapes.find((s): s is CircleShape => s.kind === 'circle');
  const polygons = shapes.filter((s): s is PolygonShape => s.kind === 'polygon');
  const [radius, setRadius] = useState<Record<RadiusField, string>>({
    latitude: circle ? String(circle.center.lat) : '',
    longitude: circle ? String(circle.center.lon) : '',
    radius: circle ? String(circle.radiusMiles) : '',
  });
  const [radiusErrors, setRadiusErrors] = useState<FieldErrors<RadiusField>>({});
  const [polygonText, setPolygonText] = useState(() => formatPolygonText(polygons));
  const [polygonError, setPolygonError] = useState<string | null>(null);

  const setField = (field: RadiusField) => (value: string) => {
    setRadius((current) => ({ ...current, [field]: value }));
    setRadiusErrors((current) => ({ ...current, [field]: undefined }));
  };

  const applyRadius = () => {
    const result = parseRadiusForm(radius);
    if (!result.ok) {
      setRadiusErrors(result.errors);
      const first = (['latitude', 'longitude', 'radius'] as const).find((f) => result.errors[f]);
      if (first) document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    setRadiusErrors({});
    onApply([result.shape]);
  };

  const applyPolygons = () => {
    const result = parsePolygonText(polygonText);
    if (!result.ok) {
      setPolygonError(result.error);
      document.getElementById(`${id}-polygons`)?.focus();
      return;
    }
    setPolygonError(null);
    onApply(result.shapes);
  };

  return (
    <div className="area-form">
      <form
        className="area-form__section"
        aria-labelledby={`${id}-radius-title`}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          applyRadius();
        }}
      >
        <h3 id={`${id}-radius-title`} className="area-form__title">
          Radius
        </h3>
        <div className="area-form__row">
          <Field
            id={`${id}-latitude`}
            label="Centre latitude"
            value={radius.latitude}
            error={radiusErrors.latitude}
            onChange={setField('latitude')}
          />
          <Field
            id={`${id}-longitude`}
            label="Centre longitude"
            value={radius.longitude}
            error={radiusErrors.longitude}
            onChange={setField('longitude')}
          />
        </div>
        <Field
          id={`${id}-radius`}
          label="Radius (miles)"
          value={radius.radius}
          error={radiusErrors.radius}
          hint={`${MIN_RADIUS_MILES} to ${MAX_RADIUS_MILES} miles`}
          onChange={setField('radius')}
        />
        <button type="submit" className="button">
          Apply radius
        </button>
      </form>

      <form
        className="area-form__section"
        aria-labelledby={`${id}-polygons-title`}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          applyPolygons();
        }}
      >
        <h3 id={`${id}-polygons-title`} className="area-form__title">
          Polygons
        </h3>
        <div className="area-form__field">
          <label htmlFor={`${id}-polygons`}>Polygon coordinates</label>
          <textarea
            id={`${id}-polygons`}
            className="area-form__input area-form__textarea"
            rows={6}
            spellCheck={false}
            placeholder={`${formatCoordinate(30.3)}, -97.8\n30.3, -97.7\n30.2, -97.75\n\n(blank line, next polygon)`}
            value={polygonText}
            aria-invalid={polygonError ? true : undefined}
            aria-describedby={`${id}-polygons-hint${polygonError ? ` ${id}-polygons-error` : ''}`}
            onChange={(event) => {
              setPolygonText(event.target.value);
              setPolygonError(null);
            }}
          />
          <p id={`${id}-polygons-hint`} className="area-form__hint">
            One “lat, lon” point per line and a blank line between polygons, or paste GeoJSON.
          </p>
          {polygonError ? (
            <p id={`${id}-polygons-error`} className="area-form__error">
              {polygonError}
            </p>
          ) : null}
        </div>
        <button type="submit" className="button">
          Apply polygons
        </button>
      </form>
    </div>
  );
}
