import { useState } from 'react';
import { Field, type TextFieldProps } from './Field';
import './PasswordField.css';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'label'> {
  /** Also names the show/hide button ("Show password"), so it is text. */
  label: string;
}

/**
 * A labelled password input with a show/hide button beside it (spec §2 screen 1), for every password a user types:
 * a child can check what they typed before sending it. The button is a toggle (`aria-pressed`) that controls the
 * input, a 44 px target, and reached by Tab after the input.
 */
export function PasswordField({
  label,
  hint,
  error,
  required,
  hideLabel,
  id,
  className,
  ...input
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <Field {...{ label, hint, error, required, hideLabel, id, className }}>
      {(control) => (
        <div className="dp-password">
          <input {...input} {...control} className="dp-input" type={visible ? 'text' : 'password'} />
          <button
            type="button"
            className="dp-password__reveal"
            aria-pressed={visible}
            aria-controls={control.id}
            onClick={() => setVisible((shown) => !shown)}
          >
            {visible ? 'Hide' : 'Show'}
            <span className="visually-hidden"> {label.toLowerCase()}</span>
          </button>
        </div>
      )}
    </Field>
  );
}
