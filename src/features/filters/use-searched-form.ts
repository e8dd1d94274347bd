// The filter form and the search it edits: the URL is the form's source, and the form follows it.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { AUTOCOMPLETE_FIELDS, PLACE_FIELDS } from '../../state/search/search-places';
import { EMPTY_SEARCH, geometryOf, type SearchGeometry } from '../../state/search/search-state';
import { useSearchState } from '../../state/search/use-search-state';
import {
  filtersToFormValues,
  isFormField,
  unsearchedEdits,
  type FilterFormValues,
} from './filter-form';
import { canonical, sameFormValue } from './same-value';

export function useSearchedForm() {
  const { result, state } = useSearchState({ pageTurns: false });
  const urlState = state ?? (result.kind === 'invalid' ? result.draft : undefined) ?? EMPTY_SEARCH;
  const urlFilters = urlState.filters;
  const urlValues = useMemo(() => filtersToFormValues(urlFilters), [urlFilters]);
  const urlGeometry = useMemo(() => geometryOf(urlFilters), [urlFilters]);
  const urlGeometryKey = canonical(urlGeometry);

  // Removing the Area chip is pending like every other edit: the shape goes when the user searches.
  const [removedAreaKey, setRemovedAreaKey] = useState<string | null>(null);
  const areaRemoved = removedAreaKey === urlGeometryKey;
  const geometry = useMemo<SearchGeometry>(
    () => (areaRemoved ? {} : urlGeometry),
    [areaRemoved, urlGeometry],
  );

  // The form holds the inputs; the URL is their source. The form's default values are always the
  // URL's (what was searched), and its one check is parseFilterForm, run on every change below.
  const form = useForm<FilterFormValues>({ defaultValues: urlValues });
  const values = useWatch({ control: form.control }) as FilterFormValues;

  // The search the panel itself applied last (canonical filters): when the URL arrives at it, the
  // user may have typed on meanwhile, and the form keeps every value as it is.
  const appliedRef = useRef<string | null>(null);
  const onLandedRef = useRef<(() => void) | undefined>(undefined);
  /** `onLanded`: called once the URL holds that search. */
  const markApplied = useCallback((key: string, onLanded?: () => void) => {
    appliedRef.current = key;
    onLandedRef.current = onLanded;
  }, []);

  // The URL changed (back/forward, a saved search, the map, the results feature): the form is
  // reset to it, and only the user's unsearched edits to fields the URL left alone are put back.
  useEffect(() => {
    if (appliedRef.current === canonical(urlFilters)) {
      appliedRef.current = null;
      onLandedRef.current?.();
      // Our own search landed: it becomes what was searched (the form's defaults), and the values
      // stay, keys typed since it left included (they apply in turn).
      form.reset(urlValues, { keepValues: true, keepFieldsRef: true });
      return;
    }
    appliedRef.current = null;
    // RHF keeps the values the form was last reset to: the URL's, since every reset is to the URL.
    const searched = form.formState.defaultValues as FilterFormValues;
    const edits = unsearchedEdits(form.getValues(), searched, urlValues);
    // A new pick (the where-box, a county click: the autocomplete fields changed) replaces what
    // was being typed into the place fields: kept, those edits would narrow it to nothing.
    const picked = AUTOCOMPLETE_FIELDS.some(
      (f) => isFormField(f) && !sameFormValue(searched[f], urlValues[f]),
    );
    if (picked) {
      for (const f of PLACE_FIELDS) delete (edits as Record<string, unknown>)[f];
    }
    // keepFieldsRef: the memoized controls do not re-render to re-register, so update them in place.
    form.reset(urlValues, { keepFieldsRef: true });
    for (const [field, value] of Object.entries(edits)) {
      if (isFormField(field)) form.setValue(field, value, { shouldDirty: true });
    }
  }, [urlValues, urlFilters, form]);

  /** Takes the drawn area away, pending until the user searches. */
  const removeArea = () => setRemovedAreaKey(urlGeometryKey);

  return {
    result,
    urlState,
    urlFilters,
    urlValues,
    geometry,
    removeArea,
    markApplied,
    form,
    values,
  };
}
