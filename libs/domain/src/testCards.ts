/**
 * Stripe's card rules as the simulated card provider applies them: the checks Stripe makes when it tokenises a card
 * (number, expiry, security code) and the outcomes of Stripe's test cards. The demo backend and the local backend's
 * `billing-token` function answer with these; the billing form checks the same number and expiry rules.
 */

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'unknown';

/** Stripe's error codes for the refusals the simulated provider gives. */
export type CardErrorCode =
  | 'incorrect_number'
  | 'invalid_expiry_month'
  | 'invalid_expiry_year'
  | 'expired_card'
  | 'invalid_cvc'
  | 'card_declined'
  | 'incorrect_cvc'
  | 'processing_error';

/** A refused card, with Stripe's code, message and (for declines) decline code. */
export interface CardRefusal {
  code: CardErrorCode;
  message: string;
  declineCode?: string;
}

/** What the provider receives. Expiry parts that are not whole numbers arrive as null (or NaN) and are invalid. */
export interface CardToCheck {
  number: string;
  expMonth: number | null;
  /** Four digits, or two (read as 20YY). */
  expYear: number | null;
  cvc: string;
}

export interface CalendarMonth {
  year: number;
  /** 1-12. */
  month: number;
}

export type CardExpiryProblem = 'invalid_month' | 'invalid_year' | 'expired';

/** Stripe refuses expiry years further out than this. */
export const CARD_EXPIRY_MAX_YEARS_AHEAD = 50;

const declined = (declineCode: string, message = 'Your card was declined.'): CardRefusal => ({
  code: 'card_declined',
  message,
  declineCode,
});

/** Stripe's test cards that pass every check and still fail, keyed by their digits. Any other valid card succeeds. */
export const FAILING_TEST_CARDS: ReadonlyMap<string, CardRefusal> = new Map([
  ['4000000000000002', declined('generic_decline')],
  ['4000000000009995', declined('insufficient_funds', 'Your card has insufficient funds.')],
  ['4000000000009987', declined('lost_card')],
  ['4000000000009979', declined('stolen_card')],
  ['4000000000000069', { code: 'expired_card', message: 'Your card has expired.' }],
  ['4000000000000127', { code: 'incorrect_cvc', message: "Your card's security code is incorrect." }],
  [
    '4000000000000119',
    {
      code: 'processing_error',
      message: 'An error occurred while processing your card. Try again in a little bit.',
    },
  ],
]);

/** The number as typed, without the spaces and hyphens people group it with. */
export function cardNumberDigits(number: string): string {
  return number.replace(/[\s-]/g, '');
}

/** The Luhn check digit test every card number passes. */
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

export function cardBrand(digits: string): CardBrand {
  if (digits.startsWith('4')) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^6(011|5)/.test(digits)) return 'discover';
  return 'unknown';
}

/** American Express has a four-digit security code, every other brand three. */
export function cvcLengthFor(digits: string): 3 | 4 {
  return cardBrand(digits) === 'amex' ? 4 : 3;
}

/** A two-digit expiry year as 20YY; anything else as given. */
export function fullExpiryYear(year: number): number {
  return year < 100 ? 2000 + year : year;
}

/**
 * What is wrong with an expiry, checked in Stripe's order (month, year, then past), or null. A card is valid through
 * the last day of its expiry month. `today` is the month it is now, in whichever calendar the caller answers for.
 */
export function cardExpiryProblem(
  expMonth: number | null,
  expYear: number | null,
  today: CalendarMonth,
): CardExpiryProblem | null {
  if (expMonth === null || !Number.isInteger(expMonth) || expMonth < 1 || expMonth > 12)
    return 'invalid_month';
  const year = expYear === null ? null : fullExpiryYear(expYear);
  if (year === null || !Number.isInteger(year) || year > today.year + CARD_EXPIRY_MAX_YEARS_AHEAD) {
    return 'invalid_year';
  }
  if (year < today.year || (year === today.year && expMonth < today.month)) return 'expired';
  return null;
}

const EXPIRY_REFUSALS: Record<CardExpiryProblem, CardRefusal> = {
  invalid_month: { code: 'invalid_expiry_month', message: "Your card's expiration month is invalid." },
  invalid_year: { code: 'invalid_expiry_year', message: "Your card's expiration year is invalid." },
  expired: { code: 'expired_card', message: 'Your card has expired.' },
};

/**
 * The simulated provider's answer for a card: null when it would be tokenised, else Stripe's refusal. Checks run in
 * Stripe's order: number (12-19 digits, Luhn), expiry (in UTC, as the provider's servers), security code, then the
 * test cards that fail (4000 0000 0000 0002 declined, …9995 insufficient funds, …0069 expired, …0127 wrong CVC).
 */
export function testCardRefusal(card: CardToCheck, now: Date = new Date()): CardRefusal | null {
  const digits = cardNumberDigits(card.number);
  if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) {
    return { code: 'incorrect_number', message: 'Your card number is incorrect.' };
  }
  const expiryProblem = cardExpiryProblem(card.expMonth, card.expYear, {
    year: now.getUTCFullYear(),
    month: now.getUTCMonth() + 1,
  });
  if (expiryProblem) return EXPIRY_REFUSALS[expiryProblem];
  const cvc = card.cvc.trim();
  if (!/^\d+$/.test(cvc) || cvc.length !== cvcLengthFor(digits)) {
    return { code: 'invalid_cvc', message: "Your card's security code is invalid." };
  }
  return FAILING_TEST_CARDS.get(digits) ?? null;
}

/**
 * Stripe's test card that is accepted and saved but whose charges fail ("attaching succeeds, charging fails"): with
 * the simulated provider a subscription paid with another card and then switched to this one fails its renewal.
 */
export const CHARGE_FAILING_TEST_CARDS: ReadonlyMap<string, CardRefusal> = new Map([
  ['4000000000000341', declined('generic_decline')],
]);

/** Why the simulated provider's charge to a saved card fails, or null when it succeeds. */
export function testCardChargeRefusal(digits: string): CardRefusal | null {
  return CHARGE_FAILING_TEST_CARDS.get(cardNumberDigits(digits)) ?? null;
}
