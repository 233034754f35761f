import type { CardDetails } from './backend';

/**
 * The simulated card provider's verdict, with Stripe's test-card semantics (4242… succeeds, 4000 0000 0000 0002 is
 * declined) and Stripe's messages, so demo mode answers as the local backend's billing-token function does.
 */
export function simulatedCardError(card: CardDetails, now: Date = new Date()): string | null {
  const digits = card.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) return 'Your card number is incorrect.';
  const expiry = new Date(Date.UTC(card.expYear, card.expMonth, 1));
  if (!Number.isInteger(card.expMonth) || card.expMonth < 1 || card.expMonth > 12 || expiry <= now) {
    return 'Your card has expired.';
  }
  if (!/^\d{3,4}$/.test(card.cvc)) return "Your card's security code is incorrect.";
  if (digits === '4000000000000002') return 'Your card was declined.';
  if (digits === '4000000000009995') return 'Your card has insufficient funds.';
  return null;
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
