// Picks which field_sections to ask for, plus the public-record switches; remembered by section-prefs.
import { Popover } from '../../components/ui/popover';
import { Switch } from '../../components/ui/switch';
import type { MlsSectionName } from '../../api/contract/mls-catalog';
import {
  CHOOSABLE_SECTIONS,
  SECTION_LABELS,
  orderedSections,
  type SectionPrefs,
} from './section-prefs';

export interface SectionChooserProps {
  prefs: SectionPrefs;
  onChange: (prefs: SectionPrefs) => void;
  /** Bulk lookups ask for their own columns; only the single view offers the fallback. */
  showFallback?: boolean;
}

export function SectionChooser({ prefs, onChange, showFallback = true }: SectionChooserProps) {
  const chosen = orderedSections(prefs.sections);
  const all = chosen.length === CHOOSABLE_SECTIONS.length;
  const toggle = (section: MlsSectionName, on: boolean) => {
    const next = on ? [...chosen, section] : chosen.filter((s) => s !== section);
    // At least one section: an empty choice would mean "everything" to the service.
    if (next.length > 0) onChange({ ...prefs, sections: orderedSections(next) });
  };
  return (
    <div className="mls-options" role="group" aria-label="What to show">
      <Popover
        title="Sections to show"
        label={all ? 'Sections: all' : `Sections: ${chosen.length} of ${CHOOSABLE_SECTIONS.length}`}
        align="start"
      >
        <fieldset className="mls-sections">
          <legend>Sections to ask the MLS for</legend>
          {CHOOSABLE_SECTIONS.map((section) => {
            const checked = chosen.includes(section);
            return (
              <label key={section} className="mls-sections__option">
                <input
                  type="checkbox"
                  checked={checked}
                  disabled={checked && chosen.length === 1}
                  onChange={(event) => toggle(section, event.target.checked)}
                />
                {SECTION_LABELS[section]}
              </label>
            );
          })}
          <button
            type="button"
            className="button button--ghost mls-sections__all"
            disabled={all}
            onClick={() => onChange({ ...prefs, sections: [...CHOOSABLE_SECTIONS] })}
          >
            Show all sections
          </button>
        </fieldset>
      </Popover>
      <Switch
        checked={prefs.publicRecord}
        onChange={(publicRecord) => onChange({ ...prefs, publicRecord })}
        label="Public record"
        hint="Owner, value and equity (needs a public-record plan)"
      />
      {showFallback ? (
        <Switch
          checked={prefs.fallback}
          onChange={(fallback) => onChange({ ...prefs, fallback })}
          label="Public record if not listed"
          hint="When the MLS has no listing, show the public record instead"
        />
      ) : null}
    </div>
  );
}
