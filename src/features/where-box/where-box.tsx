// The "where" box at the top of the filter panel: one place lookup (the vendor's AutoComplete), a
// pick written into the search state (URL, live count and results follow), and the picked places
// as removable chips. A failed lookup never blocks typing or searching: the box says so, and the
// free-text Location fields keep working.
import { useId, useState } from 'react';
import type { AutoCompleteItem } from '../../api/contract/autocomplete';
import { RemovableChip } from '../../components/ui/removable-chip';
import { pluralize } from '../../lib/plural';
import { placesOf, type Place } from '../../state/search/search-places';
import { EMPTY_SEARCH, withFilters, type SearchFilters } from '../../state/search/search-state';
import { navigateToSearch, useSearchState } from '../../state/search/use-search-state';
import { useListName } from '../../state/viewed-list';
import { PLACE_WORDS, pickPlace, removePlace } from './place-pick';
import { PlaceCombobox } from './place-combobox';
import { usePlaceSuggestions, type PlaceSuggestions } from './use-place-suggestions';

/** What the box says about the lookup, shown under it (and, for screen readers, announced). */
function statusText(s: PlaceSuggestions, typed: string): string {
  switch (s.status) {
    case 'too-short':
      return 'Type at least 3 characters.';
    case 'error':
      return 'Suggestions unavailable. You can still search with the Location filters below.';
    case 'ready':
      if (s.items.length === 0) return `No place matches “${typed.trim()}”.`;
      return `${s.inText !== undefined ? `Places in your text: “${s.inText}”. ` : ''}${pluralize(s.items.length, 'suggestion')}: use Up and Down to choose, Enter to pick.`;
    default:
      return '';
  }
}

/** What Enter says when it has nothing to pick, so the key never does nothing. */
function nothingToPickText(s: PlaceSuggestions, typed: string): string {
  switch (s.status) {
    case 'too-short':
      return 'Type at least 3 characters of a place, then pick it.';
    case 'error':
      return statusText(s, typed);
    default:
      return `Nothing to pick: no place matches “${typed.trim()}”. Try a city, county, zip, address or APN.`;
  }
}

export interface WhereBoxProps {
  /** The filter panel's Clear all took the places away (the search keeps them until Search). */
  placesCleared?: boolean;
  /**
   * The filter panel's edits not searched yet (valid ones): a pick searches at once, with them,
   * so what runs is what the panel shows plus the place.
   */
  pendingFilters?: SearchFilters;
}

export function WhereBox({ placesCleared = false, pendingFilters }: WhereBoxProps) {
  const { state, result } = useSearchState({ pageTurns: false });
  const search = state ?? (result.kind === 'invalid' ? result.draft : undefined) ?? EMPTY_SEARCH;
  const filters = search.filters;
  const places = placesCleared ? [] : placesOf(filters);
  const [typed, setTyped] = useState('');
  // What the last pick or removal did, said while the search is the one it made: after a list
  // opens or another edit, "Searching Austin, TX." would describe a search no longer on screen.
  const [said, setSaid] = useState({ text: '', filters: '' });
  const filtersKey = JSON.stringify(filters);
  const notice = said.filters === filtersKey ? said.text : '';
  const setNotice = (text: string, after: SearchFilters) =>
    setSaid({ text, filters: JSON.stringify(after) });
  // A saved list open owns the screen: the box names it.
  const listName = useListName(search.listId);
  // What Enter said when it had nothing to pick; typing takes it away.
  const [enterNote, setEnterNote] = useState('');
  // A drawn circle's centre biases suggestions towards it (the lookup's latitude/longitude).
  const near =
    filters.latitude !== undefined && filters.longitude !== undefined
      ? { latitude: filters.latitude, longitude: filters.longitude }
      : undefined;
  const suggestions = usePlaceSuggestions(typed, near);
  const status = enterNote || statusText(suggestions, typed);
  const hintId = useId();

  const onPick = (item: AutoCompleteItem) => {
    const base = pendingFilters ?? filters;
    const picked = pickPlace(base, item);
    setTyped('');
    setEnterNote('');
    setNotice(picked.notice, picked.filters);
    if (picked.filters !== filters) navigateToSearch(withFilters(search, picked.filters));
  };

  const onRemove = (place: Place) => {
    const after = removePlace(filters, place);
    setNotice(`${place.label} was removed from the search.`, after);
    navigateToSearch(withFilters(search, after));
  };

  return (
    <section className="where-box" aria-labelledby={`${hintId}-title`}>
      <h3 id={`${hintId}-title`} className="where-box__title">
        Where
      </h3>
      <PlaceCombobox
        value={typed}
        onValueChange={(value) => {
          setTyped(value);
          setEnterNote('');
        }}
        items={suggestions.items}
        status={suggestions.status}
        onPick={onPick}
        onNothingToPick={() => setEnterNote(nothingToPickText(suggestions, typed))}
        inText={suggestions.inText}
        describedBy={`${hintId}-status`}
      />
      <p
        id={`${hintId}-status`}
        className={`where-box__status${suggestions.status === 'error' || enterNote ? ' where-box__status--error' : ''}`}
      >
        {status}
      </p>
      {search.listId ? (
        <p className="where-box__list">
          List: <strong>{listName || '…'}</strong>
        </p>
      ) : null}
      {places.length > 0 ? (
        <ul className="where-box__chips" aria-label="Places searched">
          {places.map((place) => (
            <li key={place.key}>
              <RemovableChip
                tone="accent"
                label={place.label}
                title={`${PLACE_WORDS[place.type]}: ${place.label}`}
                removeLabel={`Remove ${PLACE_WORDS[place.type].toLowerCase()} ${place.label}`}
                onRemove={() => onRemove(place)}
              />
            </li>
          ))}
        </ul>
      ) : null}
      {notice ? <p className="where-box__notice">{notice}</p> : null}
      {/* One polite region for both: what a lookup found, then what a pick did. */}
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {notice && typed === ''
          ? notice
          : suggestions.status === 'too-short' && !enterNote
            ? ''
            : status}
      </p>
    </section>
  );
}
