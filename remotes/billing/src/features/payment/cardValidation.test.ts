import { passesLuhn } from '@dreampitch/domain';
import { describe, expect, test } from '@rstest/core';
import {
  CARD_MESSAGES,
  formatCardNumber,
  formatCvc,
  formatExpiry,
  parseExpiry,
  validateCardForm,
  validateCardNumber,
  validateCvc,
  validateExpiry,
} from './cardValidation';

const MAY_2026 = new Date(2026, 4, 15);

describe('card number', () => {
  test('is shown in groups of four, digits only, at most 19 digits', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242-42a42')).toBe('4242 4242');
    expect(formatCardNumber('4242 ')).toBe('4242');
    expect(formatCardNumber('1'.repeat(25))).toBe('1111 1111 1111 1111 111');
  });

  test("follows Stripe's test cards through the Luhn check", () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('4000000000000002')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
  });

  test('is incomplete when short, invalid when the check digit is wrong', () => {
    expect(validateCardNumber('')).toBe(CARD_MESSAGES.numberIncomplete);
    expect(validateCardNumber('4242 4242 4242')).toBe(CARD_MESSAGES.numberIncomplete);
    expect(validateCardNumber('4242 4242 4242 4241')).toBe(CARD_MESSAGES.numberInvalid);
    expect(validateCardNumber('4242 4242 4242 4242')).toBeNull();
    expect(validateCardNumber('3782 822463 10005')).toBeNull();
  });
});

describe('expiry', () => {
  test('is typed as MM/YY', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('123')).toBe('12/3');
    expect(formatExpiry('12/345')).toBe('12/34');
    expect(parseExpiry('04/27')).toEqual({ month: 4, year: 2027 });
    expect(parseExpiry('4/27')).toBeNull();
  });

  test('refuses incomplete, impossible and past dates; the current month is still valid', () => {
    expect(validateExpiry('', MAY_2026)).toBe(CARD_MESSAGES.expiryIncomplete);
    expect(validateExpiry('12/2', MAY_2026)).toBe(CARD_MESSAGES.expiryIncomplete);
    expect(validateExpiry('13/27', MAY_2026)).toBe(CARD_MESSAGES.expiryMonthInvalid);
    expect(validateExpiry('00/27', MAY_2026)).toBe(CARD_MESSAGES.expiryMonthInvalid);
    expect(validateExpiry('04/26', MAY_2026)).toBe(CARD_MESSAGES.expiryPast);
    expect(validateExpiry('12/25', MAY_2026)).toBe(CARD_MESSAGES.expiryPast);
    expect(validateExpiry('05/26', MAY_2026)).toBeNull();
    expect(validateExpiry('01/30', MAY_2026)).toBeNull();
  });
});

describe('CVC', () => {
  test('needs three digits, four for American Express', () => {
    expect(formatCvc('12a3')).toBe('123');
    expect(validateCvc('12', '4242424242424242')).toBe(CARD_MESSAGES.cvcIncomplete);
    expect(validateCvc('1234', '4242424242424242')).toBe(CARD_MESSAGES.cvcIncomplete);
    expect(validateCvc('123', '4242424242424242')).toBeNull();
    expect(validateCvc('123', '378282246310005')).toBe(CARD_MESSAGES.cvcIncomplete);
    expect(validateCvc('1234', '378282246310005')).toBeNull();
  });
});

test('the whole form reports every invalid field and nothing for a good card', () => {
  expect(validateCardForm({ number: '4242', expiry: '01/20', cvc: '1' }, MAY_2026)).toEqual({
    number: CARD_MESSAGES.numberIncomplete,
    expiry: CARD_MESSAGES.expiryPast,
    cvc: CARD_MESSAGES.cvcIncomplete,
  });
  expect(validateCardForm({ number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' }, MAY_2026)).toEqual(
    {},
  );
});
