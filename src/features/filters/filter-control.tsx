// One filter control of the panel (text, select, range, tri-state flag, …) wired to the form, with hint and errors.
import { memo, type ReactNode } from 'react';
import { Controller, type Control, type UseFormRegister } from 'react-hook-form';
import { MultiSelectList } from '../../components/ui/multi-select-list';
import { SegmentedControl } from '../../components/ui/segmented-control';
import { Switch } from '../../components/ui/switch';
import {
  OPERATOR_LABELS,
  compareSubject,
  controlFields,
  controlId,
  fieldLabel,
  type FilterControl,
} from './filter-catalog';
import { asFormField, type FilterFormValues } from './filter-form';

/** DOM id of the input for a request field; error links and tests focus it. */
export function inputId(field: string): string {
  return `filter-${field}`;
}

function errorId(field: string, index: number): string {
  return `filter-${field}-error-${index}`;
}

const TRI_STATE = [
  { value: '', label: 'Any', tone: 'neutral' },
  { value: 'true', label: 'Yes', tone: 'accent' },
  { value: 'false', label: 'No', tone: 'strong' },
] as const;

const NUMERIC_INPUT = {
  type: 'text',
  inputMode: 'decimal',
  autoComplete: 'off',
  spellCheck: false,
} as const;

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
  const hintId = control.hint ? `filter-${id}-hint` : undefined;
  const fieldErrors = fields.flatMap((field) =>
    (errors[field] ?? []).map((message, index) => ({ field, message, id: errorId(field, index) })),
  );
  // Every input of a control points at the hint and at every error of the control.
  const describedBy =
    [hintId, ...fieldErrors.map((e) => e.id)].filter(Boolean).join(' ') || undefined;
  const invalid = (field: string) => (errors[field]?.length ? true : undefined);

  let body: ReactNode;
  let inline = false;
  switch (control.kind) {
    case 'text':
    case 'list':
      body = (
        <input
          id={inputId(control.name)}
          className="filter-input"
          type="text"
          autoComplete="off"
          placeholder={control.placeholder}
          aria-invalid={invalid(control.name)}
          aria-describedby={describedBy}
          {...register(asFormField(control.name))}
        />
      );
      break;
    case 'number':
      body = (
        <input
          id={inputId(control.name)}
          className="filter-input"
          {...NUMERIC_INPUT}
          aria-invalid={invalid(control.name)}
          aria-describedby={describedBy}
          {...register(asFormField(control.name))}
        />
      );
      break;
    case 'select':
      body = (
        <select
          id={inputId(control.name)}
          className="filter-input"
          aria-invalid={invalid(control.name)}
          aria-describedby={describedBy}
          {...register(asFormField(control.name))}
        >
          <option value="">{control.anyLabel ?? 'Any'}</option>
          {control.options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      );
      break;
    case 'multi':
      body = (
        <Controller
          control={form}
          name={asFormField(control.name)}
          render={({ field }) => (
            <MultiSelectList
              id={inputId(control.name)}
              inputRef={field.ref}
              label={control.label}
              labelledBy={labelId}
              options={control.options}
              value={Array.isArray(field.value) ? field.value : []}
              onChange={field.onChange}
              describedBy={describedBy}
              invalid={Boolean(invalid(control.name))}
            />
          )}
        />
      );
      break;
    case 'range':
    case 'date-range': {
      const [min = '', max = ''] = fields;
      const isDate = control.kind === 'date-range';
      const input = (field: string, placeholder: string) => (
        <input
          id={inputId(field)}
          className="filter-input"
          {...(isDate ? { type: 'date' } : NUMERIC_INPUT)}
          placeholder={placeholder}
          aria-label={fieldLabel(field)}
          aria-invalid={invalid(field)}
          aria-describedby={describedBy}
          {...register(asFormField(field))}
        />
      );
      body = (
        <div className="filter-range">
          {input(min, isDate ? 'From' : 'Min')}
          <span className="filter-range__dash" aria-hidden="true">
            –
          </span>
          {input(max, isDate ? 'To' : 'Max')}
        </div>
      );
      break;
    }
    case 'compare': {
      const words = OPERATOR_LABELS[control.unit === 'date' ? 'date' : 'number'];
      body = (
        <div className="filter-compare">
          <select
            id={inputId(control.operator)}
            className="filter-input filter-compare__operator"
            aria-label={fieldLabel(control.operator)}
            aria-invalid={invalid(control.operator)}
            aria-describedby={describedBy}
            {...register(asFormField(control.operator))}
          >
            {/* Blank is the default operator (gte), so an untouched select never needs a value. */}
            <option value="">{words.gte}</option>
            {(['gt', 'lte', 'lt'] as const).map((op) => (
              <option key={op} value={op}>
                {words[op]}
              </option>
            ))}
          </select>
          <input
            id={inputId(control.name)}
            className="filter-input"
            {...(control.unit === 'date' ? { type: 'date' } : NUMERIC_INPUT)}
            aria-label={fieldLabel(control.name)}
            aria-invalid={invalid(control.name)}
            aria-describedby={describedBy}
            {...register(asFormField(control.name))}
          />
        </div>
      );
      break;
    }
    case 'flag':
      inline = true;
      body = (
        <Controller
          control={form}
          name={asFormField(control.name)}
          render={({ field }) => (
            <SegmentedControl
              id={inputId(control.name)}
              inputRef={field.ref}
              name={`flag-${control.name}`}
              value={typeof field.value === 'string' ? field.value : ''}
              options={TRI_STATE}
              onChange={field.onChange}
              onBlur={field.onBlur}
              labelledBy={labelId}
              describedBy={describedBy}
              invalid={Boolean(invalid(control.name))}
            />
          )}
        />
      );
      break;
    case 'toggle':
      return (
        <div className="filter-control" hidden={hidden} data-control={id}>
          <Controller
            control={form}
            name={asFormField(control.name)}
            render={({ field }) => (
              <Switch
                checked={field.value === 'true'}
                onChange={(checked) => field.onChange(checked ? 'true' : '')}
                label={control.label}
                hint={control.hint}
              />
            )}
          />
        </div>
      );
  }

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
      {control.hint ? (
        <p id={hintId} className="filter-control__hint">
          {control.hint}
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
