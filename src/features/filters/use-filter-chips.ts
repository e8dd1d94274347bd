// The panel's chips: one per active filter, the drawn area's, and the where-box's places (shown as
// the box's own chips), with Clear all's pending removal of those places.
import { useMemo, useState } from 'react';
import { placeFieldsOf, placesOf } from '../../state/search/search-places';
import type { SearchFilters, SearchGeometry } from '../../state/search/search-state';
import { activeFilters, describeArea } from './active-filters';
import { useCodeLabels } from './code-labels';
import { formValue, isFormField, type FilterFormValues } from './filter-form';
import { sameFormValue } from './same-value';

export function useFilterChips(
  values: FilterFormValues,
  urlFilters: SearchFilters,
  urlValues: FilterFormValues,
  geometry: SearchGeometry,
) {
  // A code's chip names the code until the labels are in, then its label.
  const labels = useCodeLabels();
  const active = useMemo(() => activeFilters(values, labels), [values, labels]);
  // The where-box shows its places as its own chips: the fields they are made of get none here,
  // unless edited since (then they are the user's typing, shown like any other filter).
  const urlPlaces = useMemo(() => placesOf(urlFilters), [urlFilters]);
  // Clearing the places is pending, as removing the Area chip is: keyed to the places cleared, so
  // a new pick or a search shows chips again.
  const urlPlacesKey = urlPlaces.map((p) => p.key).join('|');
  const [clearedPlacesKey, setClearedPlacesKey] = useState<string | null>(null);
  const placesCleared = urlPlaces.length > 0 && clearedPlacesKey === urlPlacesKey;
  const chips = useMemo(() => {
    const owned = placeFieldsOf(urlFilters);
    return active.filter(
      (chip) =>
        !chip.fields.every(
          (f) =>
            owned.has(f) &&
            isFormField(f) &&
            sameFormValue(formValue(values, f), formValue(urlValues, f)),
        ),
    );
  }, [active, urlFilters, urlValues, values]);
  const areaText = describeArea(geometry);

  /** Clear all's part: the searched places go from the count and the box, pending a search. */
  const clearPlaces = () => {
    if (urlPlaces.length > 0) setClearedPlacesKey(urlPlacesKey);
  };
  const activeCount = chips.length + (placesCleared ? 0 : urlPlaces.length) + (areaText ? 1 : 0);

  return { active, chips, areaText, placesCleared, clearPlaces, activeCount };
}
