import { Field } from '@dreampitch/ui';
import { useState, type ChangeEvent } from 'react';

interface PasswordFieldProps {
  label: string;
  name: string;
  autoComplete: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  error?: string;
  /** The rule the password must meet, shown before submit (from the catalogue of @dreampitch/domain). */
  hint?: string;
}

/** A password input with a show/hide toggle (spec §2 screen 1). */
export function PasswordField({
  label,
  name,
  autoComplete,
  value,
  onChange,
  error,
  hint,
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <Field label={label} error={error} hint={hint} required>
      {(control) => (
        <div className="shell-auth__password">
          <input
            {...control}
            className="dp-input"
            name={name}
            type={visible ? 'text' : 'password'}
            autoComplete={autoComplete}
            value={value}
            onChange={onChange}
          />
          <button
            type="button"
            className="shell-auth__reveal"
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
