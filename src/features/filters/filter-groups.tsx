// The filter form: every group of the catalogue as a collapsible section of controls. A "find a
// filter" query opens the groups with a match and hides every control that does not match.
import { CollapsibleSection } from '../../components/ui/collapsible-section';
import { FILTER_GROUPS, controlId, type FilterControl } from './filter-catalog';
import { FilterControlView } from './filter-control';
import type { FilterPanelModel } from './use-filter-panel';

export const FORM_ID = 'filter-form';
const NO_ERRORS: Readonly<Record<string, readonly string[]>> = Object.freeze({});

type FilterGroupsProps = Pick<
  FilterPanelModel,
  | 'form'
  | 'onSubmit'
  | 'errorsByControl'
  | 'active'
  | 'finding'
  | 'found'
  | 'openGroups'
  | 'setGroupOpen'
>;

export function FilterGroups({
  form,
  onSubmit,
  errorsByControl,
  active,
  finding,
  found,
  openGroups,
  setGroupOpen,
}: FilterGroupsProps) {
  const matches = (c: FilterControl) => found.has(c);
  return (
    <form
      id={FORM_ID}
      className="filter-panel__form"
      noValidate
      onSubmit={onSubmit}
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
            onOpenChange={(open) => setGroupOpen(group.id, open)}
          >
            {group.sections.map((section, index) => (
              <div
                key={section.title ?? index}
                className="filter-section"
                hidden={!section.controls.some(matches)}
              >
                {section.title ? <h4 className="filter-section__title">{section.title}</h4> : null}
                {section.controls.map((c) => (
                  <FilterControlView
                    key={controlId(c)}
                    control={c}
                    form={form.control}
                    register={form.register}
                    errors={errorsByControl.get(controlId(c)) ?? NO_ERRORS}
                    hidden={!matches(c)}
                  />
                ))}
              </div>
            ))}
          </CollapsibleSection>
        );
      })}
    </form>
  );
}
