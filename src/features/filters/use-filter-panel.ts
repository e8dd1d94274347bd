// The filter panel's model: the form and the search it edits, its problems and live count, the
// chips, the "find a filter" box, which groups are open, and what each button does.
import { useCallback, useEffect, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';
// First: the form (react-hook-form) leads the panel's code in the bundle, as it did before the
// panel was split, which keeps the first-visit JS 0.2 KB smaller (gzip finds more to share).
import { useSearchedForm } from './use-searched-form';
import { useKeepFocusClearOfBar } from '../../lib/keep-focus-clear';
import { encodeSearchState } from '../../state/search/search-url';
import { withFilters } from '../../state/search/search-state';
import { navigateToSearch, showNewSearch, urlMoves } from '../../state/search/use-search-state';
import { useListIds, useListName } from '../../state/viewed-list';
import { isPrivate, withPrivacy } from '../../state/search/search-requests';
import { activeFilters, type ActiveFilter } from './active-filters';
import { CONTROL_BY_FIELD, FILTER_GROUPS, GROUP_BY_CONTROL } from './filter-catalog';
import { inputId, preloadClosedGroupInputs } from './filter-control-inputs';
import { afterNextPaint } from '../../lib/after-paint';
import {
  AREA_FIELD,
  emptyFormValues,
  formValue,
  isFormField,
  parseFilterForm,
  type FilterFormValues,
} from './filter-form';
import { isFindQuery, useFoundControls } from './find-filter';
import { canonical } from './same-value';
import { useFilterChips } from './use-filter-chips';
import { useFilterIssues } from './use-filter-issues';
import { createBurstHistory, useAutoApply } from './use-auto-apply';

function initiallyOpen(values: FilterFormValues): Record<string, boolean> {
  const active = new Set(activeFilters(values).map((f) => f.groupId));
  const open: Record<string, boolean> = {};
  for (const group of FILTER_GROUPS) open[group.id] = active.has(group.id);
  if (active.size === 0) open.location = true;
  return open;
}

/** The panel's elements the model moves the focus in (made by the view: see FilterPanel). */
export interface FilterPanelRefs {
  findRef: RefObject<HTMLInputElement | null>;
  chipsRef: RefObject<HTMLUListElement | null>;
  scrollerRef: RefObject<HTMLDivElement | null>;
  footerRef: RefObject<HTMLDivElement | null>;
}

export function useFilterPanel(refs: FilterPanelRefs, applyDelayMs?: number) {
  const searched = useSearchedForm();
  const { result, urlState, urlFilters, urlValues, geometry, form, values } = searched;
  // A saved list open owns the screen: the count is the list's, and Clear all closes it.
  const listId = urlState.listId;
  const listIds = useListIds(listId);
  const listName = useListName(listId);
  const checks = useFilterIssues(values, geometry, listId ? (listIds ?? null) : undefined);
  const { parsed, valid } = checks;

  const chipModel = useFilterChips(values, urlFilters, urlValues, geometry);
  const { areaText } = chipModel;

  // Group open state is the user's; a "find a filter" query opens every group with a match.
  const [openGroups, setOpenGroups] = useState(() => initiallyOpen(urlValues));
  const [findQuery, setFindQuery] = useState('');
  const { findRef, chipsRef, scrollerRef, footerRef } = refs;
  // Tabbing down the fields, each one stops above the sticky footer, not under it.
  useKeepFocusClearOfBar(scrollerRef, footerRef);
  const finding = isFindQuery(findQuery);
  const found = useFoundControls(findQuery);

  const focusField = useCallback((field: string) => {
    if (field === AREA_FIELD) {
      document.getElementById('filter-area-chip')?.querySelector('button')?.focus();
      return;
    }
    const c = CONTROL_BY_FIELD.get(field);
    const group = c ? GROUP_BY_CONTROL.get(c) : undefined;
    if (!group) return;
    flushSync(() => {
      setFindQuery('');
      setOpenGroups((open) => ({ ...open, [group.id]: true }));
    });
    document.getElementById(inputId(field))?.focus();
  }, []);

  /** After a chip goes, focus the next chip (or the find box) so keyboard users keep their place. */
  const focusAfterRemoval = (index: number) => {
    requestAnimationFrame(() => {
      const buttons = chipsRef.current?.querySelectorAll<HTMLButtonElement>('button');
      const next = buttons?.[Math.min(index, (buttons?.length ?? 1) - 1)];
      (next ?? findRef.current)?.focus();
    });
  };

  const removeAreaChip = () => {
    searched.removeArea();
    focusAfterRemoval(0);
  };

  /** `index`: the chip's place in the list, the area's chip included. */
  const removeChip = (chip: ActiveFilter, index: number) => {
    for (const field of chip.fields) {
      if (!isFormField(field)) continue;
      form.setValue(field, Array.isArray(formValue(values, field)) ? [] : '', {
        shouldDirty: true,
      });
    }
    focusAfterRemoval(index);
  };

  const clearAll = () => {
    if (listId) {
      // Back to a blank search: nothing of the list, nor of the search before it, stays.
      navigateToSearch({
        ...urlState,
        filters: withPrivacy({}, isPrivate(urlFilters)),
        listId: undefined,
        page: { ...urlState.page, index: 0 },
      });
      findRef.current?.focus();
      return;
    }
    // The defaults stay the URL's: clearing is an edit like any other until the user searches.
    form.reset(emptyFormValues(), { keepDefaultValues: true, keepFieldsRef: true });
    if (areaText) searched.removeArea();
    chipModel.clearPlaces();
    findRef.current?.focus();
  };

  // The closed groups' list and flag controls are chunks of their own: fetched once the first
  // screen is painted, and at once when a group opens or the find box is used.
  useEffect(() => afterNextPaint(() => void preloadClosedGroupInputs()), []);
  useEffect(() => {
    if (finding) void preloadClosedGroupInputs();
  }, [finding]);

  const setGroupOpen = (groupId: string, open: boolean) => {
    if (open) void preloadClosedGroupInputs();
    if (finding) setFindQuery('');
    setOpenGroups((prev) => ({ ...prev, [groupId]: open }));
  };

  // The form's search, once a render: whether it differs from the URL's, and what auto-apply waits on.
  const formKey = canonical(parsed.filters);
  const changed = result.kind === 'invalid' || formKey !== canonical(urlFilters);
  const runnable = changed && checks.canSearch;

  const [history] = useState(createBurstHistory);
  /** Runs the form's search now: `auto` after the pause that follows an edit, else Enter or Search. */
  const apply = (auto: boolean) => {
    const { filters, issues: problems } = parseFilterForm(form.getValues(), geometry);
    if (problems.length > 0) return;
    const key = canonical(filters);
    if (result.kind === 'ok' && key === canonical(urlFilters)) return;
    // A search right after a burst of applied edits replaces the burst's entry; one by Search or
    // Enter then stands, so the next burst starts a new entry.
    const replace = history.shouldReplace(urlMoves(), Date.now());
    searched.markApplied(key, () =>
      auto ? history.landed(urlMoves(), Date.now()) : history.reset(),
    );
    showNewSearch(withFilters(urlState, filters), { replace });
  };
  useAutoApply(runnable ? formKey : null, () => apply(true), applyDelayMs);
  const onSubmit = form.handleSubmit(() => apply(false));

  // Flat, so each view takes its fields as props straight from the model ({...model}): named
  // props passed one by one cost the first-visit bundle bytes it cannot spare (check-bundle.mjs).
  return {
    ...checks,
    ...chipModel,
    result,
    form,
    /** The search the panel shows, when it differs from the one run and can run. */
    pendingFilters: changed && valid && result.kind === 'ok' ? parsed.filters : undefined,
    /** That search as a URL query, for saving; null while it has problems. */
    currentQuery: valid ? encodeSearchState(withFilters(urlState, parsed.filters)) : null,
    changed,
    /** With a saved list open: its name ('' until loaded); undefined otherwise. */
    listName: listId ? (listName ?? '') : undefined,
    findQuery,
    setFindQuery,
    finding,
    found,
    openGroups,
    setGroupOpen,
    focusField,
    removeAreaChip,
    removeChip,
    clearAll,
    onSubmit,
  };
}

export type FilterPanelModel = ReturnType<typeof useFilterPanel>;
