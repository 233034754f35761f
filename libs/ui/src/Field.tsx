import { useId, useState, type ComponentPropsWithRef, type ReactNode } from 'react';
import { cx } from './classNames';
import './Field.css';

/** Props a `Field` hands to its control so label, hint and error are wired to it. */
export interface FieldControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
  required: boolean | undefined;
}

export interface FieldBaseProps {
  label: ReactNode;
  /** Help text under the label, announced with the control. */
  hint?: ReactNode;
  /** Error text; marks the control invalid and is announced when it appears. */
  error?: ReactNode;
  /** Shows a required marker and sets `required` on the control. */
  required?: boolean;
  /** Hide the label visually (it stays the accessible name). Use only where the context makes the purpose obvious. */
  hideLabel?: boolean;
  /** Defaults to a generated id. */
  id?: string;
  className?: string;
}

export interface FieldProps extends FieldBaseProps {
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * Label + control + hint + error. The control is rendered by `children(control)`, spreading `control` on it:
 * `<Field label="Age">{(control) => <input {...control} type="number" />}</Field>`.
 */
export function Field({ label, hint, error, required, hideLabel, id, className, children }: FieldProps) {
  const generatedId = useId();
  const controlId = id ?? `dp-field-${generatedId}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const errorId = hasError ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;

  return (
    <div className={cx('dp-field', hasError && 'dp-field--invalid', className)}>
      {/* The marker sits outside the <label> so the label's text is exactly the field's name. */}
      <span className={cx('dp-field__label-row', hideLabel && 'visually-hidden')}>
        <label htmlFor={controlId} className="dp-field__label">
          {label}
        </label>
        {required && (
          <span className="dp-field__required" aria-hidden="true">
            {' *'}
          </span>
        )}
      </span>
      {hint && (
        <p id={hintId} className="dp-field__hint">
          {hint}
        </p>
      )}
      {children({
        id: controlId,
        'aria-describedby': describedBy,
        'aria-invalid': hasError ? true : undefined,
        required: required || undefined,
      })}
      {hasError && (
        <p id={errorId} className="dp-field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

type NativeProps<E extends 'input' | 'select' | 'textarea'> = Omit<
  ComponentPropsWithRef<E>,
  'id' | 'required' | 'aria-describedby' | 'aria-invalid'
>;

export interface TextFieldProps extends FieldBaseProps, NativeProps<'input'> {}

/** A labelled `<input>` (any text-like type: text, email, password, number, date, time...). */
export function TextField({
  label,
  hint,
  error,
  required,
  hideLabel,
  id,
  className,
  ...input
}: TextFieldProps) {
  return (
    <Field {...{ label, hint, error, required, hideLabel, id, className }}>
      {(control) => <input type="text" {...input} {...control} className="dp-input" />}
    </Field>
  );
}

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectFieldProps extends FieldBaseProps, NativeProps<'select'> {
  /** Options to render; alternatively pass `<option>` children. */
  options?: readonly SelectOption[];
  /** A first, empty option such as 'Choose...'. */
  placeholder?: string;
}

export function SelectField({
  label,
  hint,
  error,
  required,
  hideLabel,
  id,
  className,
  options,
  placeholder,
  children,
  ...select
}: SelectFieldProps) {
  return (
    <Field {...{ label, hint, error, required, hideLabel, id, className }}>
      {(control) => (
        <select {...select} {...control} className="dp-input dp-select">
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options?.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
          {children}
        </select>
      )}
    </Field>
  );
}

export interface TextAreaFieldProps extends FieldBaseProps, NativeProps<'textarea'> {}

/** From this share of `maxLength` on, the field counts the characters, so reaching the limit is never a surprise. */
const COUNTER_FROM = 0.9;

/** "1,850 of 2,000 characters", and at the limit that nothing more is added (a browser drops it without a word). */
export function characterCountText(length: number, maxLength: number): string {
  const count = `${length.toLocaleString('en-US')} of ${maxLength.toLocaleString('en-US')} characters`;
  return length >= maxLength ? `${count}: that is the limit, anything more is not added.` : `${count}.`;
}

export function TextAreaField({
  label,
  hint,
  error,
  required,
  hideLabel,
  id,
  className,
  onChange,
  ...textarea
}: TextAreaFieldProps) {
  const { maxLength, value, defaultValue } = textarea;
  const [typedLength, setTypedLength] = useState(() => String(defaultValue ?? '').length);
  const length = value === undefined ? typedLength : String(value).length;
  const counted = maxLength !== undefined && maxLength > 0 && length >= maxLength * COUNTER_FROM;
  return (
    <Field {...{ label, hint, error, required, hideLabel, id, className }}>
      {(control) => {
        const counterId = `${control.id}-count`;
        return (
          <>
            <textarea
              rows={4}
              {...textarea}
              {...control}
              aria-describedby={
                counted
                  ? [control['aria-describedby'], counterId].filter(Boolean).join(' ')
                  : control['aria-describedby']
              }
              onChange={(event) => {
                setTypedLength(event.target.value.length);
                onChange?.(event);
              }}
              className="dp-input dp-textarea"
            />
            {counted && (
              <p id={counterId} className="dp-field__hint" aria-live="polite">
                {characterCountText(length, maxLength)}
              </p>
            )}
          </>
        );
      }}
    </Field>
  );
}
