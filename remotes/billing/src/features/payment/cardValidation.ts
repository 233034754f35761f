import {
  cardBrand,
  cardExpiryProblem,
  cvcLengthFor,
  passesLuhn,
  type CardExpiryProblem,
} from '@dreampitch/domain';

/**
 * Client-side checks of the simulated card form. The spec leaves card validation open, so the wording follows
 * Stripe Elements' own messages: the simulated provider stands in for Stripe and should read the same.
 */
export const CARD_MESSAGES = {
  numberIncomplete: 'Your card number is incomplete.',
  numberInvalid: 'Your card number is invalid.',
  expiryIncomplete: "Your card's expiration date is incomplete.",
  expiryMonthInvalid: "Your card's expiration month is invalid.",
  expiryYearInvalid: "Your card's expiration year is invalid.",
  expiryPast: "Your card's expiration date is in the past.",
  cvcIncomplete: "Your card's security code is incomplete.",
  detailsIncomplete: 'Your card details are incomplete.',
} as const;

const MAX_CARD_DIGITS = 19;
/** Card numbers are 16 digits (up to 19 for a few brands); American Express has 15. */
const CARD_DIGITS = 16;
const AMEX_DIGITS = 15;

export interface CardFormValues {
  number: string;
  expiry: string;
  cvc: string;
}

export type CardFormErrors = Partial<Record<keyof CardFormValues, string>>;

export function digitsOf(value: string): string {
  return value.replace(/\D/g, '');
}

/** "4242424242424242" → "4242 4242 4242 4242" (at most 19 digits). */
export function formatCardNumber(value: string): string {
  const digits = digitsOf(value).slice(0, MAX_CARD_DIGITS);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** "1230" → "12/30"; the slash appears once the year starts, so deleting back over it works. */
export function formatExpiry(value: string): string {
  const digits = digitsOf(value).slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

export function formatCvc(value: string): string {
  return digitsOf(value).slice(0, 4);
}

export function validateCardNumber(value: string): string | null {
  const digits = digitsOf(value);
  if (digits.length < (cardBrand(digits) === 'amex' ? AMEX_DIGITS : CARD_DIGITS)) {
    return CARD_MESSAGES.numberIncomplete;
  }
  if (!passesLuhn(digits)) return CARD_MESSAGES.numberInvalid;
  return null;
}

/** MM/YY as a month (1-12) and a four-digit year, or null when incomplete. */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const match = /^(\d{2})\/(\d{2})$/.exec(value.trim());
  if (!match) return null;
  return { month: Number(match[1]), year: 2000 + Number(match[2]) };
}

const EXPIRY_MESSAGES: Record<CardExpiryProblem, string> = {
  invalid_month: CARD_MESSAGES.expiryMonthInvalid,
  invalid_year: CARD_MESSAGES.expiryYearInvalid,
  expired: CARD_MESSAGES.expiryPast,
};

export function validateExpiry(value: string, now: Date = new Date()): string | null {
  const expiry = parseExpiry(value);
  if (!expiry) return CARD_MESSAGES.expiryIncomplete;
  // The player's own calendar: the form answers for the month it is where they are.
  const problem = cardExpiryProblem(expiry.month, expiry.year, {
    year: now.getFullYear(),
    month: now.getMonth() + 1,
  });
  return problem ? EXPIRY_MESSAGES[problem] : null;
}

/** American Express has a four-digit code, every other brand three. */
export function validateCvc(value: string, cardNumber: string): string | null {
  const expectedLength = cvcLengthFor(digitsOf(cardNumber));
  return /^\d+$/.test(value.trim()) && value.trim().length === expectedLength
    ? null
    : CARD_MESSAGES.cvcIncomplete;
}

export function validateCardForm(values: CardFormValues, now: Date = new Date()): CardFormErrors {
  const errors: CardFormErrors = {};
  const number = validateCardNumber(values.number);
  const expiry = validateExpiry(values.expiry, now);
  const cvc = validateCvc(values.cvc, values.number);
  if (number) errors.number = number;
  if (expiry) errors.expiry = expiry;
  if (cvc) errors.cvc = cvc;
  return errors;
}
