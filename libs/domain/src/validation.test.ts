import { describe, expect, test } from '@rstest/core';
import { PASSWORD_MIN_LENGTH } from './constants';
import { MESSAGES } from './messages';
import { SIGN_UP_ERROR_MESSAGES } from './signUpRules';
import type { AuthForm } from './types';
import {
  EMAIL_MIXED_SCRIPTS_MESSAGE,
  emailProblem,
  normalizeEmail,
  validateGoalEdit,
  validateNewPassword,
  validatePersonalisationAge,
  validateSessionDraft,
  validateSessionDuration,
  validateSignUp,
  validateWaitlistEmail,
  validateWizardAccount,
  wizardAccountFieldsFilled,
} from './validation';

describe('validateWaitlistEmail', () => {
  test('accepts text@text.text and returns it trimmed', () => {
    expect(validateWaitlistEmail('player@club.com')).toEqual({ ok: true, value: 'player@club.com' });
    expect(validateWaitlistEmail('  player@club.com \t')).toEqual({ ok: true, value: 'player@club.com' });
  });

  test.each([
    '',
    '   ',
    'player club@x.com',
    'player@club com',
    'player@clubcom',
    'playerclub.com',
    '@club.com',
    'a@.com',
    'a@b.',
  ])('rejects %j with the spec message', (input) => {
    expect(validateWaitlistEmail(input)).toEqual({ ok: false, error: 'Please enter a valid email address.' });
  });
});

const validPlayer: AuthForm = {
  email: 'kid@example.com',
  password: 'secret1',
  confirmPassword: 'secret1',
  firstName: 'Sam',
  lastName: 'Lee',
  age: '12',
  parentEmail: 'mum@example.com',
};

describe('validateSignUp', () => {
  test('a complete player form has no errors', () => {
    expect(validateSignUp(validPlayer, 'player')).toEqual({});
  });

  test('a password shorter than the minimum is refused with the same rule the hint states', () => {
    expect(validateSignUp({ ...validPlayer, password: '12345', confirmPassword: '12345' }, 'player')).toEqual(
      {
        password: MESSAGES.passwordTooShort,
      },
    );
    expect(MESSAGES.passwordMinimumHint).toBe(`Minimum ${PASSWORD_MIN_LENGTH} characters`);
  });

  test('names, e-mail and password are required', () => {
    const errors = validateSignUp(
      { ...validPlayer, firstName: ' ', lastName: '', email: '', password: '', confirmPassword: '' },
      'player',
    );
    expect(errors).toEqual({
      firstName: MESSAGES.firstNameRequired,
      lastName: MESSAGES.lastNameRequired,
      email: MESSAGES.emailRequired,
      password: MESSAGES.passwordRequired,
    });
  });

  test('passwords must match', () => {
    expect(validateSignUp({ ...validPlayer, confirmPassword: 'secret2' }, 'player')).toEqual({
      confirmPassword: 'Passwords do not match',
    });
  });

  test.each([
    ['5', false],
    ['6', true],
    ['18', true],
    ['30', true],
    ['120', true],
    ['121', false],
    ['', false],
    ['twelve', false],
    ['12.5', false],
  ])('player age %j valid: %s', (age, valid) => {
    const errors = validateSignUp({ ...validPlayer, age }, 'player');
    expect(errors.age).toBe(valid ? undefined : SIGN_UP_ERROR_MESSAGES.invalid_sign_up_age);
  });

  test('players under 18 need a parent e-mail that is not their own; adults and parents need none', () => {
    expect(validateSignUp({ ...validPlayer, age: '17', parentEmail: '' }, 'player')).toEqual({
      parentEmail: MESSAGES.parentEmailRequired,
    });
    expect(validateSignUp({ ...validPlayer, parentEmail: ' KID@example.com ' }, 'player')).toEqual({
      parentEmail: SIGN_UP_ERROR_MESSAGES.parent_email_is_own,
    });
    const [local, domain] = validPlayer.email.split('@');
    expect(validateSignUp({ ...validPlayer, parentEmail: `${local}+mum@${domain}` }, 'player')).toEqual({
      parentEmail: SIGN_UP_ERROR_MESSAGES.parent_email_is_own,
    });
    expect(validateSignUp({ ...validPlayer, age: '18', parentEmail: '' }, 'player')).toEqual({});
    expect(validateSignUp({ ...validPlayer, age: '', parentEmail: '' }, 'parent')).toEqual({});
  });
});

describe('validateWizardAccount', () => {
  const filled = { firstName: 'Ana', lastName: 'Silva', email: 'ana@example.com', password: 'abcdef' };

  test('every field is required', () => {
    expect(wizardAccountFieldsFilled(filled)).toBe(true);
    expect(wizardAccountFieldsFilled({ ...filled, lastName: '  ' })).toBe(false);
    expect(validateWizardAccount({ ...filled, email: '' })).toEqual({
      form: 'Please fill in all required fields to create your account',
    });
  });

  test('password needs at least 6 characters: 5 fails with both spec messages, 6 passes', () => {
    expect(validateWizardAccount({ ...filled, password: 'abcde' })).toEqual({
      form: 'Password must be at least 6 characters long',
      password: 'Minimum 6 characters',
    });
    expect(validateWizardAccount(filled)).toEqual({});
  });

  test('only the four account fields count: a wider draft with an empty extra field (adult parent e-mail) passes', () => {
    const adultDraft = { ...filled, parentEmail: '' };
    expect(wizardAccountFieldsFilled(adultDraft)).toBe(true);
    expect(validateWizardAccount(adultDraft)).toEqual({});
  });
});

describe('validatePersonalisationAge', () => {
  test.each([
    [5, false],
    [6, true],
    [12, true],
    [13, true],
    [17, true],
    [18, true],
    [50, true],
    [51, false],
  ])('age %i valid: %s', (age, valid) => {
    expect(validatePersonalisationAge(age).ok).toBe(valid);
    expect(validatePersonalisationAge(String(age)).ok).toBe(valid);
  });

  test('text that is not a whole number is rejected with the range message', () => {
    expect(validatePersonalisationAge('')).toEqual({ ok: false, error: MESSAGES.personalisationAgeRange });
    expect(validatePersonalisationAge('10a').ok).toBe(false);
    expect(validatePersonalisationAge(' 10 ')).toEqual({ ok: true, value: 10 });
  });
});

describe('validateSessionDuration', () => {
  test.each([
    [14, false],
    [15, true],
    [60, true],
    [180, true],
    [181, false],
  ])('%i minutes valid: %s', (minutes, valid) => {
    expect(validateSessionDuration(minutes).ok).toBe(valid);
  });

  test('rejects fractions and non-numbers with the range message', () => {
    expect(validateSessionDuration(30.5)).toEqual({ ok: false, error: MESSAGES.sessionDurationRange });
    expect(validateSessionDuration('abc').ok).toBe(false);
    expect(validateSessionDuration('45')).toEqual({ ok: true, value: 45 });
  });
});

describe('validateSessionDraft', () => {
  const today = '2026-03-10';
  const draft = { sessionDate: '2026-03-10', startTime: '17:00', duration: '60' };

  test('today or later, a start time and 15-180 whole minutes', () => {
    expect(validateSessionDraft(draft, today)).toEqual({
      ok: true,
      value: { sessionDate: '2026-03-10', startTime: '17:00', duration: 60 },
    });
    expect(
      validateSessionDraft({ sessionDate: '2026-03-09', startTime: '', duration: '181' }, today),
    ).toEqual({
      ok: false,
      errors: {
        sessionDate: MESSAGES.sessionInPast,
        startTime: MESSAGES.sessionStartTimeRequired,
        duration: MESSAGES.sessionDurationRange,
      },
    });
    expect(validateSessionDraft({ ...draft, sessionDate: '', duration: '14' }, today)).toEqual({
      ok: false,
      errors: { sessionDate: MESSAGES.sessionDateRequired, duration: MESSAGES.sessionDurationRange },
    });
  });

  test('an old session being edited may keep its day, not move to another past day', () => {
    expect(validateSessionDraft({ ...draft, sessionDate: '2026-02-01' }, today, '2026-02-01').ok).toBe(true);
    expect(validateSessionDraft({ ...draft, sessionDate: '2026-02-02' }, today, '2026-02-01').ok).toBe(false);
  });
});

describe('validateGoalEdit', () => {
  const today = '2026-03-10';

  test('trims, needs a title, and a new target date of today or later (the current one may stay)', () => {
    expect(
      validateGoalEdit({ title: ' Juggle ', description: ' daily ', targetDate: today }, today, null),
    ).toEqual({ ok: true, value: { title: 'Juggle', description: 'daily', targetDate: today } });
    expect(validateGoalEdit({ title: 'A', description: '', targetDate: '' }, today, null)).toEqual({
      ok: false,
      errors: { targetDate: MESSAGES.goalTargetDateRequired },
    });
    expect(validateGoalEdit({ title: ' ', description: '', targetDate: '2026-03-09' }, today, null)).toEqual({
      ok: false,
      errors: { title: MESSAGES.goalTitleRequired, targetDate: MESSAGES.goalTargetDateInPast },
    });
    expect(
      validateGoalEdit({ title: 'Old', description: '', targetDate: '2026-01-01' }, today, '2026-01-01').ok,
    ).toBe(true);
  });
});

describe('validateNewPassword (reset link, account page)', () => {
  test('the sign-up rule: required, at least the minimum length, confirmed', () => {
    expect(validateNewPassword('', '')).toEqual({ password: MESSAGES.passwordRequired });
    expect(validateNewPassword('12345', '12345')).toEqual({ password: MESSAGES.passwordTooShort });
    expect(validateNewPassword('123456', '123457')).toEqual({
      confirmPassword: MESSAGES.passwordsDoNotMatch,
    });
    expect(validateNewPassword('123456', '123456')).toEqual({});
  });

  test('a password of only spaces is refused in the catalogue words, however long', () => {
    expect(validateNewPassword('      ', '      ')).toEqual({ password: MESSAGES.passwordOnlySpaces });
    expect(validateNewPassword(' \t\u00a0    ', ' \t\u00a0    ')).toEqual({
      password: MESSAGES.passwordOnlySpaces,
    });
    expect(validateNewPassword(' pass  ', ' pass  ')).toEqual({});
  });
});

describe('normalizeEmail (the one form accounts are matched on)', () => {
  test.each([
    ['  Kid@Example.COM ', 'kid@example.com'],
    ['kid@example.com.', 'kid@example.com'],
    ['\uff4b\uff49\uff44@\uff45xample.com', 'kid@example.com'],
    [
      '\u0438\u0432\u0430\u043d@\u043f\u043e\u0447\u0442\u0430.\u0440\u0444',
      '\u0438\u0432\u0430\u043d@\u043f\u043e\u0447\u0442\u0430.\u0440\u0444',
    ],
    ['kid+1@example.co.uk', 'kid+1@example.co.uk'],
  ])('%j is %j', (input, expected) => {
    expect(normalizeEmail(input)).toEqual({ ok: true, value: expected });
  });

  test.each([
    ['a Cyrillic letter among Latin ones', 'k\u0456d@example.com'],
    ['a Greek omicron in the domain', 'kid@examp\u03bfle.com'],
    ['a Cyrillic domain for a Latin name', 'kid@\u043f\u043e\u0447\u0442\u0430.\u0440\u0444'],
  ])('%s is refused with what to do', (_name, input) => {
    expect(normalizeEmail(input)).toEqual({ ok: false, error: EMAIL_MIXED_SCRIPTS_MESSAGE });
  });

  test('what is not text@text.text is an invalid address', () => {
    expect(normalizeEmail('kid@example')).toEqual({ ok: false, error: MESSAGES.invalidEmail });
    expect(normalizeEmail('.')).toEqual({ ok: false, error: MESSAGES.invalidEmail });
  });
});

describe('emailProblem', () => {
  test('empty says the field is required (the caller’s message), malformed says so, an address passes', () => {
    expect(emailProblem('  ')).toBe(MESSAGES.emailRequired);
    expect(emailProblem('', MESSAGES.parentEmailRequired)).toBe(MESSAGES.parentEmailRequired);
    expect(emailProblem('not an address')).toBe(MESSAGES.invalidEmail);
    expect(emailProblem(' kid@example.com ')).toBeUndefined();
  });
});
