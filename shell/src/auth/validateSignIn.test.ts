import { MESSAGES } from '@dreampitch/domain';
import { expect, test } from '@rstest/core';
import { validateSignIn } from './validateSignIn';

test('needs an e-mail of the right shape and a password', () => {
  expect(validateSignIn({ email: '', password: '' })).toEqual({
    email: MESSAGES.emailRequired,
    password: MESSAGES.passwordRequired,
  });
  expect(validateSignIn({ email: 'a b@c.d', password: 'x' })).toEqual({ email: MESSAGES.invalidEmail });
  expect(validateSignIn({ email: '  kid@club.org ', password: 'x' })).toEqual({});
});
