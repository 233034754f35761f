import { describe, expect, test } from '@rstest/core';
import { mailboxOf, signUpAgeHint } from './signUpRules';

describe('signUpAgeHint', () => {
  test('follows the age group typed: under 18 asks for a parent, 18 and over signs up alone', () => {
    expect(signUpAgeHint(null)).toBe('From 6. Players under 18 add a parent’s or guardian’s e-mail.');
    expect(signUpAgeHint(10)).toMatch(/^Under 18: add your parent’s or guardian’s e-mail/);
    expect(signUpAgeHint(17)).toMatch(/^Under 18/);
    expect(signUpAgeHint(18)).toBe('18 or older: you sign up on your own, no parent e-mail needed.');
    expect(signUpAgeHint(30)).toMatch(/^18 or older/);
    expect(signUpAgeHint(200)).toBe(signUpAgeHint(null));
  });
});

test('mailboxOf: a "+tag", and Gmail’s dots and googlemail.com spelling, reach the same inbox', () => {
  expect(mailboxOf(' Mia+Mum@Example.com ')).toBe('mia@example.com');
  expect(mailboxOf('m.i.a+dad@googlemail.com')).toBe('mia@gmail.com');
  expect(mailboxOf('mia.kick@gmail.com.')).toBe('miakick@gmail.com');
  expect(mailboxOf('mia.kick@example.com')).toBe('mia.kick@example.com');
});
