import type { CardDetails } from './backend';

/** Stripe's failing test cards, with Stripe's messages (the local backend's billing-token answers the same). */
const FAILING_TEST_CARDS = new Map<string, string>([
  ['4000000000000002', 'Your card was declined.'],
  ['4000000000009995', 'Your card has insufficient funds.'],
  ['4000000000009987', 'Your card was declined.'],
  ['4000000000009979', 'Your card was declined.'],
  ['4000000000000069', 'Your card has expired.'],
  ['4000000000000127', "Your card's security code is incorrect."],
  ['4000000000000119', 'An error occurred while processing your card. Try again in a little bit.'],
]);

/**
 * The simulated card provider's verdict for demo mode: null when the card would be tokenised, else the provider's
 * message. Stripe's test-card semantics: 4242… succeeds, 4000 0000 0000 0002 is declined.
 */
export function simulatedCardError(card: CardDetails, now: Date = new Date()): string | null {
  const digits = card.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) return 'Your card number is incorrect.';
  if (!Number.isInteger(card.expMonth) || card.expMonth < 1 || card.expMonth > 12) {
    return "Your card's expiration month is invalid.";
  }
  const expYear = card.expYear < 100 ? 2000 + card.expYear : card.expYear;
  if (!Number.isInteger(expYear) || expYear > now.getUTCFullYear() + 50) {
    return "Your card's expiration year is invalid.";
  }
  if (
    expYear < now.getUTCFullYear() ||
    (expYear === now.getUTCFullYear() && card.expMonth < now.getUTCMonth() + 1)
  ) {
    return 'Your card has expired.';
  }
  const isAmex = /^3[47]/.test(digits);
  if (!(isAmex ? /^\d{4}$/ : /^\d{3}$/).test(card.cvc.trim())) return "Your card's security code is invalid.";
  return FAILING_TEST_CARDS.get(digits) ?? null;
}

function passesLuhn(digits: string): boolean {
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
