// The lookup form: MLS number + board, listing ID, property ID (the service's assessor ID), full
// address or address parts.
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId } from 'react';
import { useForm, useWatch, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import {
  FIELD_LABELS,
  emptyLookupValues,
  lookupFormSchema,
  precedenceNote,
  type LookupField,
  type LookupFormValues,
  type MlsLookup,
} from './lookup-rules';

export interface MlsLookupFormProps {
  initialValues: LookupFormValues;
  onSubmit: (lookup: MlsLookup) => void;
  /** Hides the form again (when it is shown on demand). */
  onCancel?: (() => void) | undefined;
  /** A field to put the cursor in, e.g. the lookup a miss suggests; a new `focusToken` asks again. */
  focusField?: LookupField | undefined;
  focusToken?: number;
}

interface FieldProps {
  name: LookupField;
  register: UseFormRegister<LookupFormValues>;
  errors: FieldErrors<LookupFormValues>;
  hint?: string;
  inputMode?: 'numeric' | 'text';
  className?: string;
  placeholder?: string;
}

function Field({ name, register, errors, hint, inputMode, className, placeholder }: FieldProps) {
  const id = useId();
  const error = errors[name]?.message;
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className={`mls-form__field${className ? ` ${className}` : ''}`}>
      <label htmlFor={id}>{FIELD_LABELS[name]}</label>
      <input
        id={id}
        type="text"
        autoComplete="off"
        spellCheck={false}
        inputMode={inputMode}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...register(name)}
      />
      {hint ? (
        <span id={`${id}-hint`} className="mls-form__hint">
          {hint}
        </span>
      ) : null}
      {error ? (
        <span id={`${id}-error`} className="mls-form__error">
          {error}
        </span>
      ) : null}
    </div>
  );
}

export function MlsLookupForm({
  initialValues,
  onSubmit,
  onCancel,
  focusField,
  focusToken = 0,
}: MlsLookupFormProps) {
  const form = useForm<LookupFormValues, unknown, MlsLookup>({
    resolver: zodResolver(lookupFormSchema),
    defaultValues: initialValues,
  });
  const {
    register,
    handleSubmit,
    reset,
    control,
    setFocus,
    formState: { errors },
  } = form;

  useEffect(() => {
    if (focusField) setFocus(focusField, { shouldSelect: true });
  }, [focusField, focusToken, setFocus]);
  const values = useWatch({ control }) as LookupFormValues;
  const note = precedenceNote({ ...emptyLookupValues(), ...values });
  const rootError = (errors as { root?: { lookup?: { message?: string } } }).root?.lookup?.message;
  const fieldProps = { register, errors };

  return (
    <form
      className="mls-form"
      aria-label="Find a listing"
      noValidate
      onSubmit={(event) => void handleSubmit(onSubmit)(event)}
    >
      <p className="mls-form__intro">
        Fill in one way to find the listing. If you fill in several, the service uses the MLS number
        first, then the listing ID, the property ID, and last the address.
      </p>
      {rootError ? (
        <p className="mls-form__problem" role="alert">
          {rootError}
        </p>
      ) : null}
      <fieldset className="mls-form__group">
        <legend>By MLS number</legend>
        <Field name="mls_number" {...fieldProps} placeholder="e.g. 20000040" />
        <Field
          name="mls_board_code"
          {...fieldProps}
          placeholder="e.g. armls"
          hint="MLS numbers repeat across boards, so the board is required."
        />
      </fieldset>
      <fieldset className="mls-form__group">
        <legend>By ID</legend>
        <Field name="listing_id" {...fieldProps} inputMode="numeric" />
        <Field
          name="assessor_id"
          {...fieldProps}
          inputMode="numeric"
          hint="The ID shown in the results table (the service calls it the assessor ID)."
        />
      </fieldset>
      <fieldset className="mls-form__group mls-form__group--address">
        <legend>By address</legend>
        <Field
          name="address"
          {...fieldProps}
          className="mls-form__field--wide"
          placeholder="4808 Lake Rd, Phoenix, AZ 85002"
          hint="House number, street, city, state and ZIP code."
        />
        <p className="mls-form__or">or by parts</p>
        <Field name="house" {...fieldProps} className="mls-form__field--narrow" />
        <Field name="street" {...fieldProps} />
        <Field name="city" {...fieldProps} />
        <Field name="state" {...fieldProps} className="mls-form__field--narrow" placeholder="TX" />
        <Field name="zip" {...fieldProps} className="mls-form__field--narrow" />
      </fieldset>
      <p className="mls-form__precedence" role="status">
        {note}
      </p>
      <div className="mls-form__actions">
        <button type="submit" className="button">
          Look up
        </button>
        <button
          type="button"
          className="button button--ghost"
          onClick={() => reset(emptyLookupValues())}
        >
          Clear
        </button>
        {onCancel ? (
          <button type="button" className="button button--ghost" onClick={onCancel}>
            Cancel
          </button>
        ) : null}
      </div>
    </form>
  );
}
