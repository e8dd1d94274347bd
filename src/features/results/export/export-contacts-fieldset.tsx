// The export dialog's "Owner phones" (issue 40 item 5): which of the traced owners' numbers go into
// the file. "Mobile only" and "Leave out DNC numbers" drop numbers (a number that fails is not in
// the file); "Only leads with a phone" then drops the leads left without one. Masked numbers and
// addresses are never exported, whatever is ticked.
import type { ContactFilters } from '../../../lib/lead-rows/contact-export';
import type { ExportDialogModel } from './use-export-dialog';

type ExportContactsFieldsetProps = Pick<ExportDialogModel, 'contactFilters' | 'setContactFilter'>;

const FILTERS: { name: keyof ContactFilters; label: string }[] = [
  { name: 'withPhone', label: 'Only leads with a phone' },
  { name: 'mobileOnly', label: 'Mobile only' },
  { name: 'noDnc', label: 'Leave out DNC numbers' },
];

export function ExportContactsFieldset({
  contactFilters,
  setContactFilter,
}: ExportContactsFieldsetProps) {
  return (
    <fieldset className="export-dialog__section">
      <legend>Owner phones</legend>
      <div className="export-dialog__filters">
        {FILTERS.map(({ name, label }) => (
          <label key={name} className="export-dialog__choice">
            <input
              type="checkbox"
              checked={contactFilters[name]}
              onChange={(e) => setContactFilter(name, e.target.checked)}
            />
            {label}
          </label>
        ))}
      </div>
      <p className="export-dialog__hint">
        Numbers and emails come from the owners already traced; masked ones are never exported.
      </p>
    </fieldset>
  );
}
