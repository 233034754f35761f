import { describe, expect, test } from '@rstest/core';
import { errorMessage } from './errors';
import { MESSAGES } from './messages';

describe('error messages', () => {
  test('uses the error message when there is one, else the fallback', () => {
    expect(errorMessage(new Error('Invalid login credentials'), MESSAGES.loginFailed)).toBe(
      'Invalid login credentials',
    );
    expect(errorMessage({ message: 'row violates policy' }, 'x')).toBe('row violates policy');
    expect(errorMessage(new Error(''), MESSAGES.loginFailed)).toBe('Login failed');
    expect(errorMessage(undefined, MESSAGES.genericError)).toBe('An error occurred');
  });

  test('a rate-limited auth call (GoTrue 429 over_request_rate_limit / over_email_send_rate_limit) says to wait', () => {
    const limited = {
      name: 'AuthApiError',
      status: 429,
      code: 'over_request_rate_limit',
      message: 'Request rate limit reached',
    };
    expect(errorMessage(limited, MESSAGES.loginFailed)).toBe(
      'Too many attempts. Please wait a few minutes, then try again.',
    );
    const mail = { status: 429, code: 'over_email_send_rate_limit', message: 'Email rate limit exceeded' };
    expect(errorMessage(mail, MESSAGES.genericError)).toBe(
      'Too many e-mails were sent to this address. Please wait an hour, then try again.',
    );
    expect(errorMessage({ code: 'invalid_credentials', message: 'Invalid login credentials' }, 'x')).toBe(
      'Invalid login credentials',
    );
  });

  test('a weak password says which rule: too short, or only spaces', () => {
    const weak = (message: string) => ({ status: 422, code: 'weak_password', message });
    expect(errorMessage(weak('Password should be at least 6 characters.'), 'x')).toBe(
      MESSAGES.passwordTooShort,
    );
    expect(errorMessage(weak(MESSAGES.passwordOnlySpaces), 'x')).toBe(MESSAGES.passwordOnlySpaces);
  });
});
