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
/** Stripe refuses expiry years further out than this. */
const MAX_EXPIRY_YEARS_AHEAD = 50;

export interface CardFormValues {
  number: string;
  expiry: string;
  cvc: string;
}

export type CardFormErrors = Partial<Record<keyof CardFormValues, string>>;

export function digitsOf(value: string): string {
  return value.replace(/\D/g, '');
}

function isAmex(digits: string): boolean {
  return /^3[47]/.test(digits);
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

export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function validateCardNumber(value: string): string | null {
  const digits = digitsOf(value);
  if (digits.length < (isAmex(digits) ? AMEX_DIGITS : CARD_DIGITS)) return CARD_MESSAGES.numberIncomplete;
  if (!passesLuhn(digits)) return CARD_MESSAGES.numberInvalid;
  return null;
}

/** MM/YY as a month (1-12) and a four-digit year, or null when incomplete. */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const match = /^(\d{2})\/(\d{2})$/.exec(value.trim());
  if (!match) return null;
  return { month: Number(match[1]), year: 2000 + Number(match[2]) };
}

export function validateExpiry(value: string, now: Date = new Date()): string | null {
  const expiry = parseExpiry(value);
  if (!expiry) return CARD_MESSAGES.expiryIncomplete;
  if (expiry.month < 1 || expiry.month > 12) return CARD_MESSAGES.expiryMonthInvalid;
  const currentYear = now.getFullYear();
  if (expiry.year > currentYear + MAX_EXPIRY_YEARS_AHEAD) return CARD_MESSAGES.expiryYearInvalid;
  // A card is valid through the last day of its expiry month.
  if (expiry.year < currentYear || (expiry.year === currentYear && expiry.month < now.getMonth() + 1)) {
    return CARD_MESSAGES.expiryPast;
  }
  return null;
}

/** American Express has a four-digit code, every other brand three. */
export function validateCvc(value: string, cardNumber: string): string | null {
  const expectedLength = isAmex(digitsOf(cardNumber)) ? 4 : 3;
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
