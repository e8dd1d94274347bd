// The active filters as removable chips, the drawn area's first, and the drawn area's problems.
import type { Ref } from 'react';
import { RemovableChip } from '../../components/ui/removable-chip';
import type { FilterPanelModel } from './use-filter-panel';

type ActiveFilterChipsProps = Pick<
  FilterPanelModel,
  'chips' | 'areaText' | 'areaIssues' | 'removeAreaChip' | 'removeChip'
> & { chipsRef: Ref<HTMLUListElement> };

export function ActiveFilterChips({
  chipsRef,
  chips,
  areaText,
  areaIssues,
  removeAreaChip,
  removeChip,
}: ActiveFilterChipsProps) {
  return (
    <>
      {chips.length > 0 || areaText ? (
        <ul className="filter-panel__chips" aria-label="Active filters" ref={chipsRef}>
          {areaText ? (
            <li id="filter-area-chip">
              <RemovableChip
                label={`Area: ${areaText}`}
                removeLabel={`Remove area ${areaText}`}
                tone={areaIssues.length > 0 ? 'danger' : 'accent'}
                onRemove={removeAreaChip}
              />
            </li>
          ) : null}
          {chips.map((chip, index) => (
            <li key={chip.id}>
              <RemovableChip
                label={chip.text}
                onRemove={() => removeChip(chip, index + (areaText ? 1 : 0))}
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
    </>
  );
}
