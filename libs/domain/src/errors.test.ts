import { describe, expect, test } from '@rstest/core';
import { errorMessage, isNetworkFailure } from './errors';
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
      'Too many account e-mails (confirmations, password resets, e-mail changes) were sent in the last hour. Please wait an hour, then try again.',
    );
    expect(errorMessage({ code: 'invalid_credentials', message: 'Invalid login credentials' }, 'x')).toBe(
      'Invalid login credentials',
    );
  });

  test('the one-a-minute mail refusal says a minute, also once a repository has put it in our words', () => {
    const refused = {
      status: 429,
      code: 'over_email_send_rate_limit',
      message: 'For security purposes, you can only request this after 60 seconds.',
    };
    expect(errorMessage(refused, MESSAGES.genericError)).toBe(MESSAGES.emailJustSent);
    // The repositories reject with a DataError: the message translated, GoTrue's code kept (account/supabase.ts).
    const translated = { code: refused.code, message: errorMessage(refused, MESSAGES.genericError) };
    expect(errorMessage(translated, MESSAGES.genericError)).toBe(MESSAGES.emailJustSent);
  });

  test("a request that never reached the server says so in the catalogue's words, in every browser", () => {
    const failures: unknown[] = [
      new TypeError('Failed to fetch'),
      { message: 'TypeError: Failed to fetch', details: '', hint: '', code: '' },
      new TypeError('NetworkError when attempting to fetch resource.'),
      new TypeError('Load failed'),
      { name: 'AuthRetryableFetchError', message: '{}', status: 0 },
      { name: 'FunctionsFetchError', message: 'Failed to send a request to the Edge Function' },
      { message: 'Anything', code: 'network' },
      { message: 'AbortError: Failed to fetch: the device is offline', code: '' },
      Object.assign(new Error('Loading chunk 412 failed.\n(error: https://x.test/412.js)'), {
        name: 'ChunkLoadError',
      }),
      new Error('Loading CSS chunk 7 failed.'),
      new TypeError('Failed to fetch dynamically imported module: https://x.test/a.js'),
      new TypeError('Importing a module script failed.'),
      new TypeError('error loading dynamically imported module: https://x.test/a.js'),
    ];
    for (const failure of failures) {
      expect(isNetworkFailure(failure)).toBe(true);
      expect(errorMessage(failure, MESSAGES.failedToSaveCheckIn)).toBe(MESSAGES.connectionLost);
    }
    expect(isNetworkFailure({ message: 'consent_pending', code: 'P0001' })).toBe(false);
    expect(isNetworkFailure(new Error('Invalid login credentials'))).toBe(false);
  });

  test('a weak password says which rule: too short, or only spaces', () => {
    const weak = (message: string) => ({ status: 422, code: 'weak_password', message });
    expect(errorMessage(weak('Password should be at least 6 characters.'), 'x')).toBe(
      MESSAGES.passwordTooShort,
    );
    expect(errorMessage(weak(MESSAGES.passwordOnlySpaces), 'x')).toBe(MESSAGES.passwordOnlySpaces);
  });
});
