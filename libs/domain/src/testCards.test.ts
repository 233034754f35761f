import { describe, expect, test } from '@rstest/core';
import {
  cardBrand,
  cardExpiryProblem,
  cardNumberDigits,
  cvcLengthFor,
  passesLuhn,
  testCardRefusal,
  type CardToCheck,
} from './testCards';

// 15 May 2026, 12:00 UTC.
const NOW = new Date(Date.UTC(2026, 4, 15, 12));
const card = (number: string, overrides: Partial<CardToCheck> = {}): CardToCheck => ({
  number,
  expMonth: 12,
  expYear: 2030,
  cvc: '123',
  ...overrides,
});

describe('card numbers', () => {
  test('spaces and hyphens are dropped; the Luhn check accepts only a right check digit', () => {
    expect(cardNumberDigits(' 4242 4242-4242 4242 ')).toBe('4242424242424242');
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('4000000000000002')).toBe(true);
    expect(passesLuhn('378282246310005')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
  });

  test('the brand follows the leading digits; American Express has a four-digit code', () => {
    expect(cardBrand('4242424242424242')).toBe('visa');
    expect(cardBrand('5555555555554444')).toBe('mastercard');
    expect(cardBrand('2223003122003222')).toBe('mastercard');
    expect(cardBrand('378282246310005')).toBe('amex');
    expect(cardBrand('6011111111111117')).toBe('discover');
    expect(cardBrand('9999999999999995')).toBe('unknown');
    expect(cvcLengthFor('378282246310005')).toBe(4);
    expect(cvcLengthFor('4242424242424242')).toBe(3);
  });
});

describe('expiry', () => {
  const MAY_2026 = { year: 2026, month: 5 };

  test('valid through the last day of its month; two-digit years are 20YY', () => {
    expect(cardExpiryProblem(5, 2026, MAY_2026)).toBeNull();
    expect(cardExpiryProblem(5, 26, MAY_2026)).toBeNull();
    expect(cardExpiryProblem(4, 2026, MAY_2026)).toBe('expired');
    expect(cardExpiryProblem(12, 2025, MAY_2026)).toBe('expired');
  });

  test('the month, then the year, must be possible', () => {
    expect(cardExpiryProblem(0, 2020, MAY_2026)).toBe('invalid_month');
    expect(cardExpiryProblem(13, 2030, MAY_2026)).toBe('invalid_month');
    expect(cardExpiryProblem(null, 2030, MAY_2026)).toBe('invalid_month');
    expect(cardExpiryProblem(Number.NaN, 2030, MAY_2026)).toBe('invalid_month');
    expect(cardExpiryProblem(1, null, MAY_2026)).toBe('invalid_year');
    expect(cardExpiryProblem(1, 2030.5, MAY_2026)).toBe('invalid_year');
    expect(cardExpiryProblem(1, 2076, MAY_2026)).toBeNull();
    expect(cardExpiryProblem(1, 2077, MAY_2026)).toBe('invalid_year');
  });
});

describe("Stripe's test cards", () => {
  test('4242 4242 4242 4242 and other valid cards are tokenised', () => {
    expect(testCardRefusal(card('4242 4242 4242 4242'), NOW)).toBeNull();
    expect(testCardRefusal(card('3782 822463 10005', { cvc: '1234' }), NOW)).toBeNull();
  });

  test.each([
    ['4000000000000002', 'card_declined', 'Your card was declined.', 'generic_decline'],
    ['4000000000009995', 'card_declined', 'Your card has insufficient funds.', 'insufficient_funds'],
    ['4000000000009987', 'card_declined', 'Your card was declined.', 'lost_card'],
    ['4000000000009979', 'card_declined', 'Your card was declined.', 'stolen_card'],
    ['4000000000000069', 'expired_card', 'Your card has expired.', undefined],
    ['4000000000000127', 'incorrect_cvc', "Your card's security code is incorrect.", undefined],
    [
      '4000000000000119',
      'processing_error',
      'An error occurred while processing your card. Try again in a little bit.',
      undefined,
    ],
  ])('%s fails with %s', (number, code, message, declineCode) => {
    expect(testCardRefusal(card(number), NOW)).toEqual({
      code,
      message,
      ...(declineCode ? { declineCode } : {}),
    });
  });

  test('a wrong number, expiry or security code is refused before the test-card outcome', () => {
    expect(testCardRefusal(card('4242424242424241'), NOW)).toMatchObject({ code: 'incorrect_number' });
    expect(testCardRefusal(card('42424242424'), NOW)).toMatchObject({
      code: 'incorrect_number',
      message: 'Your card number is incorrect.',
    });
    expect(testCardRefusal(card('4000000000000002', { expMonth: 13 }), NOW)).toEqual({
      code: 'invalid_expiry_month',
      message: "Your card's expiration month is invalid.",
    });
    expect(testCardRefusal(card('4242424242424242', { expYear: 2090 }), NOW)).toEqual({
      code: 'invalid_expiry_year',
      message: "Your card's expiration year is invalid.",
    });
    expect(testCardRefusal(card('4242424242424242', { expMonth: 4, expYear: 2026 }), NOW)).toEqual({
      code: 'expired_card',
      message: 'Your card has expired.',
    });
    expect(testCardRefusal(card('4242424242424242', { cvc: '12' }), NOW)).toEqual({
      code: 'invalid_cvc',
      message: "Your card's security code is invalid.",
    });
    expect(testCardRefusal(card('378282246310005', { cvc: '123' }), NOW)).toMatchObject({
      code: 'invalid_cvc',
    });
  });

  test('the expiry is judged in UTC', () => {
    // 1 June 00:30 UTC is still 31 May in New York: a May card has expired for the provider all the same.
    const earlyJuneUtc = new Date(Date.UTC(2026, 5, 1, 0, 30));
    expect(
      testCardRefusal(card('4242424242424242', { expMonth: 5, expYear: 2026 }), earlyJuneUtc),
    ).toMatchObject({ code: 'expired_card' });
  });
});
