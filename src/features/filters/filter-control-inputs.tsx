// The inputs of one filter control, by kind: a text box, a select, a multi-select list, a range's
// two boxes, a comparison's operator and value, a tri-state flag. Every one registers with the form
// and points at the control's hint and errors.
import { Suspense, type ReactNode } from 'react';
import { Controller, type Control, type UseFormRegister } from 'react-hook-form';
import type { MultiSelectListProps } from '../../components/ui/multi-select-list';
import type { ClosedGroupInputProps } from './closed-group-inputs';
import { lazyWithPreload } from '../../lib/lazy-with-preload';
import { loadCodeLabels, useOptions } from './code-labels';
import { OPERATOR_LABELS, controlFields, fieldLabel, type FilterControl } from './filter-catalog';
import { asFormField, type FilterFormValues } from './filter-form';

// The code lists (property use, loan type, roof…), the Yes/No flags and the Privacy mode toggle
// live in groups that start closed: their controls load as one chunk of their own, fetched once the
// first screen is painted (use-filter-panel.ts) or when a group opens or the find box is used,
// which keeps the first visit within its budget (scripts/check-bundle.mjs).
// The code lists' labels (code-labels.ts) come with them: a list shows once both are in, with its
// labels (or its codes alone, should the labels fail to load; a later preload tries them again).
const closedGroupInput = lazyWithPreload<ClosedGroupInputProps>(() =>
  Promise.all([import('./closed-group-inputs'), loadCodeLabels()]).then(
    ([m]) => m.ClosedGroupInput,
  ),
);
export const ClosedGroupInput = closedGroupInput.Component;
export function preloadClosedGroupInputs(): Promise<unknown> {
  return Promise.all([closedGroupInput.preload(), loadCodeLabels()]);
}

/** DOM id of the input for a request field; error links and tests focus it. */
export function inputId(field: string): string {
  return `filter-${field}`;
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

/** What every input of one control is wired to. */
export interface InputWiring {
  form: Control<FilterFormValues, unknown, unknown>;
  register: UseFormRegister<FilterFormValues>;
  /** The control's hint and error ids. */
  describedBy: string | undefined;
  /** aria-invalid for one field: true when it has an error. */
  invalid: (field: string) => true | undefined;
  /** Id of the control's visible label. */
  labelId: string;
}

type Kind<K extends FilterControl['kind']> = Extract<FilterControl, { kind: K }>;

/** The input(s) of a control of any kind but 'toggle' (a switch labelled by itself). */
export function controlInput(
  control: Exclude<FilterControl, Kind<'toggle'>>,
  wiring: InputWiring,
): ReactNode {
  switch (control.kind) {
    case 'text':
    case 'list':
    case 'number':
      return textInput(control, wiring);
    case 'select':
      return selectInput(control, wiring);
    case 'multi':
      return multiInput(control, wiring);
    case 'range':
    case 'date-range':
      return rangeInputs(control, wiring);
    case 'compare':
      return compareInputs(control, wiring);
    case 'flag':
      return flagInput(control, wiring);
  }
}

function textInput(
  control: Kind<'text' | 'list' | 'number'>,
  { register, describedBy, invalid }: InputWiring,
) {
  return (
    <input
      id={inputId(control.name)}
      className="filter-input"
      {...(control.kind === 'number'
        ? NUMERIC_INPUT
        : { type: 'text', autoComplete: 'off', placeholder: control.placeholder })}
      aria-invalid={invalid(control.name)}
      aria-describedby={describedBy}
      {...register(asFormField(control.name))}
    />
  );
}

function selectInput(control: Kind<'select'>, { register, describedBy, invalid }: InputWiring) {
  return (
    <select
      id={inputId(control.name)}
      className="filter-input"
      aria-invalid={invalid(control.name)}
      aria-describedby={describedBy}
      {...register(asFormField(control.name))}
    >
      <option value="">{control.anyLabel ?? 'Any'}</option>
      <SelectOptions control={control} />
    </select>
  );
}

/** A select's options: a code list's codes, labelled once the labels are in (same values). */
function SelectOptions({ control }: { control: Kind<'select'> }) {
  return useOptions(control).map((o) => (
    <option key={o.value} value={o.value}>
      {o.label}
    </option>
  ));
}

/** A multi-select list with its options (labelled: it shows once the labels are in, or failed). */
function MultiInput({
  control,
  ...props
}: { control: Kind<'multi'> } & Omit<MultiSelectListProps, 'options'>) {
  return <ClosedGroupInput as="multi" options={useOptions(control)} {...props} />;
}

function multiInput(control: Kind<'multi'>, { form, describedBy, invalid, labelId }: InputWiring) {
  return (
    <Controller
      control={form}
      name={asFormField(control.name)}
      render={({ field }) => (
        <Suspense fallback={<p className="filter-control__loading">Loading the choices…</p>}>
          <MultiInput
            control={control}
            id={inputId(control.name)}
            inputRef={field.ref}
            label={control.label}
            labelledBy={labelId}
            value={Array.isArray(field.value) ? field.value : []}
            onChange={field.onChange}
            describedBy={describedBy}
            invalid={Boolean(invalid(control.name))}
          />
        </Suspense>
      )}
    />
  );
}

function rangeInputs(
  control: Kind<'range' | 'date-range'>,
  { register, describedBy, invalid }: InputWiring,
) {
  const [min = '', max = ''] = controlFields(control);
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
  return (
    <div className="filter-range">
      {input(min, isDate ? 'From' : 'Min')}
      <span className="filter-range__dash" aria-hidden="true">
        –
      </span>
      {input(max, isDate ? 'To' : 'Max')}
    </div>
  );
}

function compareInputs(control: Kind<'compare'>, { register, describedBy, invalid }: InputWiring) {
  const words = OPERATOR_LABELS[control.unit === 'date' ? 'date' : 'number'];
  return (
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
}

function flagInput(control: Kind<'flag'>, { form, describedBy, invalid, labelId }: InputWiring) {
  return (
    <Controller
      control={form}
      name={asFormField(control.name)}
      render={({ field }) => (
        <Suspense fallback={null}>
          <ClosedGroupInput
            as="flag"
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
        </Suspense>
      )}
    />
  );
}
