// One filter control of the panel (text, select, range, tri-state flag, …) wired to the form, with
// hint and errors; its inputs, by kind, are in filter-control-inputs.tsx.
import { memo, Suspense } from 'react';
import { Controller, type Control, type UseFormRegister } from 'react-hook-form';
import { compareSubject, controlFields, controlId, type FilterControl } from './filter-catalog';
import { ClosedGroupInput, controlInput, inputId } from './filter-control-inputs';
import { asFormField, type FilterFormValues } from './filter-form';
import { useFilterHint } from './filter-words-loader';

function errorId(field: string, index: number): string {
  return `filter-${field}-error-${index}`;
}

export interface FilterControlViewProps {
  control: FilterControl;
  form: Control<FilterFormValues, unknown, unknown>;
  register: UseFormRegister<FilterFormValues>;
  /** Error messages per field of this control (only fields with a problem). */
  errors: Readonly<Record<string, readonly string[]>>;
  hidden: boolean;
}

function FilterControlViewInner({
  control,
  form,
  register,
  errors,
  hidden,
}: FilterControlViewProps) {
  const id = controlId(control);
  const fields = controlFields(control);
  const labelId = `filter-${id}-label`;
  // The registry's hint, or the plain words of filter-words.ts once they are in.
  const hint = useFilterHint(control);
  const hintId = hint ? `filter-${id}-hint` : undefined;
  const fieldErrors = fields.flatMap((field) =>
    (errors[field] ?? []).map((message, index) => ({ field, message, id: errorId(field, index) })),
  );
  // Every input of a control points at the hint and at every error of the control.
  const describedBy =
    [hintId, ...fieldErrors.map((e) => e.id)].filter(Boolean).join(' ') || undefined;
  const invalid = (field: string) => (errors[field]?.length ? true : undefined);

  if (control.kind === 'toggle') {
    return (
      <div className="filter-control" hidden={hidden} data-control={id}>
        <Controller
          control={form}
          name={asFormField(control.name)}
          render={({ field }) => (
            <Suspense fallback={null}>
              <ClosedGroupInput
                as="toggle"
                checked={field.value === 'true'}
                onChange={(checked) => field.onChange(checked ? 'true' : '')}
                label={control.label}
                hint={hint}
              />
            </Suspense>
          )}
        />
      </div>
    );
  }
  const body = controlInput(control, { form, register, describedBy, invalid, labelId });
  const inline = control.kind === 'flag';

  // Single inputs get a real <label>; groups of inputs are named by the visible label through aria.
  const single =
    control.kind === 'text' ||
    control.kind === 'list' ||
    control.kind === 'number' ||
    control.kind === 'select';
  const label = single ? (
    <label id={labelId} htmlFor={inputId(control.name)} className="filter-control__label">
      {control.label}
    </label>
  ) : (
    <span id={labelId} className="filter-control__label">
      {control.kind === 'compare' ? `${compareSubject(control)} is` : control.label}
    </span>
  );

  return (
    <div
      className={`filter-control${inline ? ' filter-control--inline' : ''}${control.half ? ' filter-control--half' : ''}`}
      hidden={hidden}
      role={single || control.kind === 'flag' || control.kind === 'multi' ? undefined : 'group'}
      aria-labelledby={
        single || control.kind === 'flag' || control.kind === 'multi' ? undefined : labelId
      }
    >
      <div className="filter-control__row">
        {label}
        {inline ? body : null}
      </div>
      {inline ? null : body}
      {hint ? (
        <p id={hintId} className="filter-control__hint">
          {hint}
        </p>
      ) : null}
      {fieldErrors.map((error) => (
        <p key={error.id} id={error.id} className="filter-control__error">
          <span aria-hidden="true">⚠ </span>
          {error.message}
        </p>
      ))}
    </div>
  );
}

/** Memoized: a keystroke elsewhere in the panel must not re-render every control. */
export const FilterControlView = memo(FilterControlViewInner);
