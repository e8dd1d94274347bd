// The where-box combobox's model: whether the list is open, the active suggestion, and what the
// keys, the typing, focus and blur do (see place-combobox.tsx for the pattern it follows).
import { useEffect, useId, useMemo, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import type { AutoCompleteItem, AutoCompleteType } from '../../api/contract/autocomplete';
import type { SuggestionStatus } from './use-place-suggestions';

export interface Group {
  type: AutoCompleteType;
  options: { item: AutoCompleteItem; index: number }[];
}

/** Groups in the order their first suggestion was ranked; `index` is the flat order arrows follow. */
function groupSuggestions(items: readonly AutoCompleteItem[]): Group[] {
  const groups: Group[] = [];
  const byType = new Map<AutoCompleteType, Group>();
  for (const item of items) {
    let group = byType.get(item.searchType);
    if (!group) {
      group = { type: item.searchType, options: [] };
      byType.set(item.searchType, group);
      groups.push(group);
    }
    group.options.push({ item, index: 0 });
  }
  let index = 0;
  for (const group of groups) for (const option of group.options) option.index = index++;
  return groups;
}

interface PlaceComboboxModelProps {
  value: string;
  onValueChange: (value: string) => void;
  items: readonly AutoCompleteItem[];
  status: SuggestionStatus;
  onPick: (item: AutoCompleteItem) => void;
  /** Enter found nothing to pick (no match, too short, lookup failed): the box says so. */
  onNothingToPick: () => void;
}

export function usePlaceCombobox({
  value,
  onValueChange,
  items,
  status,
  onPick,
  onNothingToPick,
}: PlaceComboboxModelProps) {
  const id = useId();
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // Enter pressed while the lookup ran: it takes the first suggestion once the answer is in.
  const [enterPending, setEnterPending] = useState(false);
  const groups = useMemo(() => groupSuggestions(items), [items]);
  const count = items.length;
  const showList = open && count > 0 && (status === 'ready' || status === 'loading');

  const pick = (index: number) => {
    const item = items[index];
    if (!item) return;
    onPick(item);
    setOpen(false);
    setActive(-1);
  };

  // The answer an Enter waited for is in: pick its first suggestion, or say there is none.
  useEffect(() => {
    if (!enterPending || status === 'loading') return;
    // The answer is outside React's render (a lookup): acting on its arrival is this effect's job.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setEnterPending(false);
    if (status === 'ready' && items.length > 0) pick(0);
    else onNothingToPick();
    // Only the answer arriving decides; pick and onNothingToPick are new each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enterPending, status, items]);

  /** Enter: the highlighted suggestion, else the first one, else why there is nothing to pick. */
  const enter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (value.trim() === '') return;
    event.preventDefault();
    if (showList && active >= 0) pick(active);
    else if (status === 'loading') setEnterPending(true);
    else if (status === 'ready' && count > 0) {
      if (showList) pick(0);
      else setOpen(true);
    } else onNothingToPick();
  };

  const move = (delta: 1 | -1) => {
    if (count === 0) return;
    setOpen(true);
    setActive((current) => {
      if (!showList || current < 0) return delta === 1 ? 0 : count - 1;
      return (current + delta + count) % count;
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (event.altKey) setOpen(true);
        else move(1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        move(-1);
        break;
      case 'Enter':
        enter(event);
        break;
      case 'Escape':
        if (showList) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        } else if (value !== '') {
          event.preventDefault();
          onValueChange('');
        }
        break;
      default:
        break;
    }
  };

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    onValueChange(event.target.value);
    setOpen(true);
    setActive(-1);
    setEnterPending(false);
  };
  const onFocus = () => setOpen(true);
  const onBlur = () => {
    setOpen(false);
    setActive(-1);
    setEnterPending(false);
  };

  return {
    id,
    listId,
    optionId,
    active,
    setActive,
    groups,
    showList,
    pick,
    onKeyDown,
    onChange,
    onFocus,
    onBlur,
  };
}

export type PlaceComboboxModel = ReturnType<typeof usePlaceCombobox>;
