import { Button, TextField } from '@dreampitch/ui';
import { useRef, useState, type FormEvent } from 'react';
import { createCardToken } from './api/createCardToken';
import {
  digitsOf,
  formatCardNumber,
  formatCvc,
  formatExpiry,
  parseExpiry,
  validateCardForm,
  type CardFormErrors,
  type CardFormValues,
} from './cardValidation';
import type { CardProviderFormProps } from './providerProps';

const EMPTY: CardFormValues = { number: '', expiry: '', cvc: '' };
const FIELD_ORDER: (keyof CardFormValues)[] = ['number', 'expiry', 'cvc'];

/**
 * The card form of the simulated provider (no Stripe key configured): formats as the user types, refuses an
 * incomplete or invalid card before anything is sent, and tokenises through the backend's simulated provider.
 */
export function SimulatedCardForm({ paying, onPay, submitLabel }: CardProviderFormProps) {
  const [values, setValues] = useState<CardFormValues>(EMPTY);
  // A field's error shows once it was left or the form was submitted, never while typing the first time.
  const [checked, setChecked] = useState<Partial<Record<keyof CardFormValues, boolean>>>({});
  const inputs = useRef<Partial<Record<keyof CardFormValues, HTMLInputElement | null>>>({});

  const errors: CardFormErrors = validateCardForm(values);

  const update = (field: keyof CardFormValues, value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  const check = (field: keyof CardFormValues) => setChecked((current) => ({ ...current, [field]: true }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (paying) return;
    setChecked({ number: true, expiry: true, cvc: true });
    const firstInvalid = FIELD_ORDER.find((field) => errors[field]);
    if (firstInvalid) {
      inputs.current[firstInvalid]?.focus();
      return;
    }
    const expiry = parseExpiry(values.expiry);
    if (!expiry) return;
    const card = {
      number: digitsOf(values.number),
      expMonth: expiry.month,
      expYear: expiry.year,
      cvc: values.cvc.trim(),
    };
    onPay(() => createCardToken(card));
  };

  const shown = (field: keyof CardFormValues) => (checked[field] ? errors[field] : undefined);

  return (
    <form className="billing-card-form" onSubmit={submit} noValidate aria-label="Card payment">
      <TextField
        label="Card number"
        name="cardnumber"
        autoComplete="cc-number"
        inputMode="numeric"
        placeholder="1234 1234 1234 1234"
        required
        value={values.number}
        error={shown('number')}
        disabled={paying}
        ref={(element) => {
          inputs.current.number = element;
        }}
        onChange={(event) => update('number', formatCardNumber(event.target.value))}
        onBlur={() => check('number')}
      />
      <div className="billing-card-form__row">
        <TextField
          label="Expiry date"
          hint="MM/YY"
          name="cc-exp"
          autoComplete="cc-exp"
          inputMode="numeric"
          placeholder="MM/YY"
          required
          value={values.expiry}
          error={shown('expiry')}
          disabled={paying}
          ref={(element) => {
            inputs.current.expiry = element;
          }}
          onChange={(event) => update('expiry', formatExpiry(event.target.value))}
          onBlur={() => check('expiry')}
        />
        <TextField
          label="CVC"
          hint="3 digits (4 for Amex)"
          name="cvc"
          autoComplete="cc-csc"
          inputMode="numeric"
          placeholder="123"
          required
          value={values.cvc}
          error={shown('cvc')}
          disabled={paying}
          ref={(element) => {
            inputs.current.cvc = element;
          }}
          onChange={(event) => update('cvc', formatCvc(event.target.value))}
          onBlur={() => check('cvc')}
        />
      </div>
      <Button type="submit" size="lg" fullWidth loading={paying}>
        {paying ? 'Processing payment...' : submitLabel}
      </Button>
    </form>
  );
}
