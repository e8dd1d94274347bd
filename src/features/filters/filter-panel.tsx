// The filter panel: every §2.1 filter in groups, validated as the user types, with chips, live count and saved searches.
import { Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { useForm, useWatch } from 'react-hook-form';
import { CollapsibleSection } from '../../components/ui/collapsible-section';
import { ErrorBoundary } from '../../components/ui/error-boundary';
import { RemovableChip } from '../../components/ui/removable-chip';
import { useKeepFocusClearOfBar } from '../../lib/keep-focus-clear';
import { lazyWithPreload } from '../../lib/lazy-with-preload';
import { pluralize } from '../../lib/format';
import { countRequest } from '../../state/search/search-requests';
import {
  AUTOCOMPLETE_FIELDS,
  PLACE_FIELDS,
  placeFieldsOf,
  placesOf,
} from '../../state/search/search-places';
import { encodeSearchState } from '../../state/search/search-url';
import {
  EMPTY_SEARCH,
  geometryOf,
  withFilters,
  type SearchFilters,
  type SearchGeometry,
} from '../../state/search/search-state';
import { showNewSearch, useSearchState } from '../../state/search/use-search-state';
import { activeFilters, describeArea } from './active-filters';
import {
  CONTROL_BY_FIELD,
  FILTER_GROUPS,
  GROUP_BY_CONTROL,
  controlId,
  type FilterControl,
} from './filter-catalog';
import { FilterControlView, inputId } from './filter-control';
import {
  AREA_FIELD,
  emptyFormValues,
  formFieldOf,
  formValue,
  filtersToFormValues,
  isFormField,
  labelMessage,
  parseFilterForm,
  unsearchedEdits,
  type FilterFormValues,
  type FilterIssue,
} from './filter-form';
import { findControls, isFindQuery } from './find-filter';
import type { LiveCountErrorProps } from './live-count-error';
import { preloadSavedSearches, SavedSearchesLoader } from './saved-searches-loader';
import { useLiveCount } from './use-live-count';
import './filter-panel.css';

const FORM_ID = 'filter-form';
const NO_ERRORS: Readonly<Record<string, readonly string[]>> = Object.freeze({});

/** Canonical JSON (sorted keys), so two requests compare equal whatever order their keys were written in. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)),
        )
      : v,
  );
}

/** Each problem once: a field can break two rules with the same words. */
function distinctIssues(issues: readonly FilterIssue[]): FilterIssue[] {
  const seen = new Set<string>();
  return issues.filter((issue) => {
    const key = `${issue.field}:${issue.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function initiallyOpen(values: FilterFormValues): Record<string, boolean> {
  const active = new Set(activeFilters(values).map((f) => f.groupId));
  const open: Record<string, boolean> = {};
  for (const group of FILTER_GROUPS) open[group.id] = active.has(group.id);
  if (active.size === 0) open.location = true;
  return open;
}

/** Same value in two form snapshots (lists compared item by item). */
function sameFormValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

export interface FilterPanelProps {
  /** The "where" box (its own feature), shown at the top of the panel. */
  whereBox?: (state: WhereBoxState) => ReactNode;
}

interface WhereBoxState {
  /**
   * Clear all took the searched places away, pending like every other edit until the user
   * searches, so the box shows no chips for them.
   */
  placesCleared: boolean;
  /**
   * The search the panel shows, when it differs from the one run and can run: a pick searches at
   * once, so it is added to these (after Clear all, the place alone), not to the filters the user
   * already changed or cleared. Undefined when there are no edits, or they have errors.
   */
  pendingFilters?: SearchFilters;
}

export function FilterPanel({ whereBox }: FilterPanelProps = {}) {
  const { result, state } = useSearchState();
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
  const { control, register, handleSubmit, reset, setValue } = form;
  const values = useWatch({ control }) as FilterFormValues;

  // The URL changed (back/forward, a saved search, the map, the results feature): the form is
  // reset to it, and only the user's unsearched edits to fields the URL left alone are put back.
  useEffect(() => {
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
  }, [urlValues, form]);

  // Cross-field rules mean a change to one field can fix or break another: each change checks the
  // whole form, drawn area included.
  const parsed = useMemo(() => parseFilterForm(values, geometry), [values, geometry]);
  const valid = parsed.issues.length === 0;
  const live = useLiveCount(valid ? countRequest(parsed.filters) : null);
  const serverIssues: FilterIssue[] = useMemo(
    () =>
      live.countedKey === live.currentKey
        ? live.serverViolations.map((v) => ({
            field: formFieldOf(v.field),
            message: labelMessage(v.message),
          }))
        : [],
    [live.countedKey, live.currentKey, live.serverViolations],
  );

  const issues = useMemo(
    () => distinctIssues([...parsed.issues, ...serverIssues]),
    [parsed.issues, serverIssues],
  );
  const errorsByControl = useMemo(() => {
    const map = new Map<string, Record<string, string[]>>();
    for (const issue of issues) {
      const c = CONTROL_BY_FIELD.get(issue.field);
      if (!c) continue;
      const id = controlId(c);
      const entry = map.get(id) ?? {};
      entry[issue.field] = [...(entry[issue.field] ?? []), issue.message];
      map.set(id, entry);
    }
    return map;
  }, [issues]);
  const areaIssues = issues.filter((i) => i.field === AREA_FIELD);
  const canSearch = valid && serverIssues.length === 0;

  const active = useMemo(() => activeFilters(values), [values]);
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

  // Group open state is the user's; a "find a filter" query opens every group with a match.
  const [openGroups, setOpenGroups] = useState(() => initiallyOpen(urlValues));
  const [findQuery, setFindQuery] = useState('');
  const findRef = useRef<HTMLInputElement>(null);
  const chipsRef = useRef<HTMLUListElement>(null);
  // Tabbing down the fields, each one stops above the sticky footer, not under it.
  const scrollerRef = useRef<HTMLDivElement>(null);
  const footerRef = useRef<HTMLDivElement>(null);
  useKeepFocusClearOfBar(scrollerRef, footerRef);
  const finding = isFindQuery(findQuery);
  const found = useMemo(() => findControls(findQuery), [findQuery]);
  const matches = (c: FilterControl) => found.has(c);
  const matchCount = finding ? found.size : 0;

  const [savedOpen, setSavedOpen] = useState(false);
  // Mounted on first open and kept, so a half-typed name survives closing the section.
  const [savedMounted, setSavedMounted] = useState(false);

  const focusField = useCallback(
    (field: string) => {
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
    },
    [setFindQuery, setOpenGroups],
  );

  const clearFields = (fields: readonly string[]) => {
    for (const field of fields) {
      if (!isFormField(field)) continue;
      setValue(field, Array.isArray(formValue(values, field)) ? [] : '', { shouldDirty: true });
    }
  };

  /** After a chip goes, focus the next chip (or the find box) so keyboard users keep their place. */
  const focusAfterRemoval = (index: number) => {
    requestAnimationFrame(() => {
      const buttons = chipsRef.current?.querySelectorAll<HTMLButtonElement>('button');
      const next = buttons?.[Math.min(index, (buttons?.length ?? 1) - 1)];
      (next ?? findRef.current)?.focus();
    });
  };

  const clearAll = () => {
    // The defaults stay the URL's: clearing is an edit like any other until the user searches.
    reset(emptyFormValues(), { keepDefaultValues: true, keepFieldsRef: true });
    if (areaText) setRemovedAreaKey(urlGeometryKey);
    if (urlPlaces.length > 0) setClearedPlacesKey(urlPlacesKey);
    findRef.current?.focus();
  };

  const onSubmit = (submitted: FilterFormValues) => {
    const { filters, issues: problems } = parseFilterForm(submitted, geometry);
    if (problems.length > 0) return;
    if (result.kind === 'ok' && canonical(filters) === canonical(urlFilters)) return;
    showNewSearch(withFilters(urlState, filters));
  };

  const currentQuery = valid ? encodeSearchState(withFilters(urlState, parsed.filters)) : null;
  const changed = result.kind === 'invalid' || canonical(parsed.filters) !== canonical(urlFilters);
  const activeCount = chips.length + (placesCleared ? 0 : urlPlaces.length) + (areaText ? 1 : 0);

  return (
    <div className="filter-panel" ref={scrollerRef}>
      <div className="filter-panel__header">
        <h2 className="filter-panel__title">
          Filters{' '}
          {activeCount > 0 ? (
            <span className="filter-panel__count">{activeCount} active</span>
          ) : null}
        </h2>
        <button
          type="button"
          className="button button--ghost button--small"
          onClick={clearAll}
          disabled={activeCount === 0}
        >
          Clear all
        </button>
      </div>

      {whereBox?.({
        placesCleared,
        pendingFilters: changed && valid && result.kind === 'ok' ? parsed.filters : undefined,
      })}

      {result.kind === 'invalid' ? (
        <div className="filter-panel__notice" role="alert">
          <p className="filter-panel__notice-title">This link's search can't run as it is.</p>
          <p>
            {result.draft ? 'Fix the problems marked below, then search again.' : result.reason}
          </p>
        </div>
      ) : null}

      <div
        className="filter-panel__saved"
        onPointerEnter={preloadSavedSearches}
        onFocus={preloadSavedSearches}
      >
        <CollapsibleSection
          title="Saved searches"
          open={savedOpen}
          onOpenChange={(open) => {
            setSavedOpen(open);
            if (open) setSavedMounted(true);
          }}
          headingLevel={3}
        >
          {savedMounted ? <SavedSearchesLoader currentQuery={currentQuery} /> : null}
        </CollapsibleSection>
      </div>

      <div className="filter-panel__find">
        <label htmlFor="filter-find" className="visually-hidden">
          Find a filter
        </label>
        <input
          id="filter-find"
          ref={findRef}
          type="search"
          className="filter-input"
          placeholder="Find a filter (e.g. equity, NOD, pool)"
          autoComplete="off"
          value={findQuery}
          onChange={(event) => setFindQuery(event.target.value)}
          aria-describedby="filter-find-status"
        />
        <p id="filter-find-status" className="filter-panel__find-status" aria-live="polite">
          {!finding
            ? ''
            : matchCount === 0
              ? `No filter matches “${findQuery.trim()}”.`
              : `${pluralize(matchCount, 'filter')} found`}
        </p>
      </div>

      {chips.length > 0 || areaText ? (
        <ul className="filter-panel__chips" aria-label="Active filters" ref={chipsRef}>
          {areaText ? (
            <li id="filter-area-chip">
              <RemovableChip
                label={`Area: ${areaText}`}
                removeLabel={`Remove area ${areaText}`}
                tone={areaIssues.length > 0 ? 'danger' : 'accent'}
                onRemove={() => {
                  setRemovedAreaKey(urlGeometryKey);
                  focusAfterRemoval(0);
                }}
              />
            </li>
          ) : null}
          {chips.map((chip, index) => (
            <li key={chip.id}>
              <RemovableChip
                label={chip.text}
                onRemove={() => {
                  clearFields(chip.fields);
                  focusAfterRemoval(index + (areaText ? 1 : 0));
                }}
              />
            </li>
          ))}
        </ul>
      ) : null}
      {areaIssues.map((issue) => (
        <p key={issue.message} className="filter-control__error filter-panel__area-error">
          <span aria-hidden="true">⚠ </span>
          Drawn area: {issue.message}
        </p>
      ))}

      <form
        id={FORM_ID}
        className="filter-panel__form"
        noValidate
        onSubmit={handleSubmit(onSubmit)}
        aria-label="Search filters"
      >
        {FILTER_GROUPS.map((group) => {
          const groupControls = group.sections.flatMap((s) => s.controls);
          const anyMatch = groupControls.some(matches);
          const badge = active.filter((a) => a.groupId === group.id).length;
          const hasError = groupControls.some((c) => errorsByControl.has(controlId(c)));
          return (
            <CollapsibleSection
              key={group.id}
              title={group.title}
              badge={badge}
              badgeLabel="active"
              alert={hasError}
              open={finding ? anyMatch : Boolean(openGroups[group.id])}
              hidden={finding && !anyMatch}
              onOpenChange={(open) => {
                if (finding) setFindQuery('');
                setOpenGroups((prev) => ({ ...prev, [group.id]: open }));
              }}
            >
              {group.sections.map((section, index) => {
                const sectionMatch = section.controls.some(matches);
                return (
                  <div
                    key={section.title ?? index}
                    className="filter-section"
                    hidden={!sectionMatch}
                  >
                    {section.title ? (
                      <h4 className="filter-section__title">{section.title}</h4>
                    ) : null}
                    {section.controls.map((c) => (
                      <FilterControlView
                        key={controlId(c)}
                        control={c}
                        form={control}
                        register={register}
                        errors={errorsByControl.get(controlId(c)) ?? NO_ERRORS}
                        hidden={!matches(c)}
                      />
                    ))}
                  </div>
                );
              })}
            </CollapsibleSection>
          );
        })}
      </form>

      <div className="filter-panel__footer" ref={footerRef}>
        {issues.length > 0 ? (
          <div className="filter-panel__problems" aria-labelledby="filter-problems-title">
            <p id="filter-problems-title" className="filter-panel__problems-title">
              {issues.length === 1
                ? 'Fix 1 problem to search'
                : `Fix ${issues.length} problems to search`}
            </p>
            <ul>
              {issues.map((issue) => (
                <li key={`${issue.field}:${issue.message}`}>
                  {issue.field ? (
                    <button
                      type="button"
                      className="filter-panel__problem"
                      onClick={() => focusField(issue.field)}
                    >
                      {issue.message}
                    </button>
                  ) : (
                    issue.message
                  )}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <div className="filter-panel__actions">
          <LiveCountText live={live} valid={valid} />
          <button
            type="submit"
            form={FORM_ID}
            className="button filter-panel__search"
            disabled={!canSearch}
          >
            Search
          </button>
        </div>
        <p className="filter-panel__pending" aria-live="polite">
          {canSearch && changed ? 'Changes not applied yet' : ''}
        </p>
        <p className="visually-hidden" aria-live="polite">
          {issues.length > 0
            ? `${pluralize(issues.length, 'problem')}: ${issues.map((i) => i.message).join('. ')}`
            : ''}
        </p>
      </div>
    </div>
  );
}

const liveCountError = lazyWithPreload<LiveCountErrorProps>(() =>
  import('./live-count-error').then((module) => module.LiveCountError),
);

/** While the explanation loads, or when it cannot (offline), a plain notice that still offers a retry. */
function PlainCountError({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert">
      <p className="live-count__number">The count could not be loaded.</p>
      <button type="button" className="button button--ghost" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}

function LiveCountText({ live, valid }: { live: ReturnType<typeof useLiveCount>; valid: boolean }) {
  if (!valid) {
    return <p className="live-count live-count--muted">No count until the filters are fixed</p>;
  }
  if (live.error) {
    const plain = <PlainCountError onRetry={live.retry} />;
    return (
      <div className="live-count live-count--error">
        <ErrorBoundary fallback={() => plain}>
          <Suspense fallback={plain}>
            <liveCountError.Component error={live.error} onRetry={live.retry} />
          </Suspense>
        </ErrorBoundary>
      </div>
    );
  }
  return (
    <p
      className={`live-count${live.updating ? ' live-count--pending' : ''}`}
      aria-live="polite"
      aria-busy={live.updating}
    >
      <span className="live-count__number">
        {live.count === undefined ? 'Counting…' : `${pluralize(live.count, 'lead')} match`}
      </span>
      {live.updating && live.count !== undefined ? (
        <span className="live-count__status"> Updating…</span>
      ) : null}
    </p>
  );
}
