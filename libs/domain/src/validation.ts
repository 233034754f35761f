import {
  EMAIL_PATTERN,
  PASSWORD_MIN_LENGTH,
  PERSONALISATION_AGE_MAX,
  PERSONALISATION_AGE_MIN,
  SIGN_UP_AGE_MIN,
  AGE_MAX,
} from './constants';
import { MESSAGES } from './messages';
import { mailboxOf, needsParentEmailAtSignUp, SIGN_UP_ERROR_MESSAGES } from './signUpRules';
import { isValidSessionDuration } from './sessions';
import type { AccountType, AuthForm } from './types';

export type Validated<T> = { ok: true; value: T } | { ok: false; error: string };

/** Spec §5 e-mail shape: text@text.text with no spaces. The caller trims first where the spec says so. */
export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}

/** Waitlist e-mail (spec §5): trimmed, not empty, text@text.text with no spaces. The value is what to save. */
export function validateWaitlistEmail(input: string): Validated<string> {
  const email = input.trim();
  if (email === '' || !isValidEmail(email)) return { ok: false, error: MESSAGES.invalidEmail };
  return { ok: true, value: email };
}

/** A password of nothing but spaces (or other blank characters) meets the length rule and guards nothing. */
export function isBlankPassword(password: string): boolean {
  return password !== '' && password.trim() === '';
}

/** Alphabets with letters that look like Latin ones; a letter of any other counts as 'Other'. */
const LOOK_ALIKE_SCRIPTS: readonly [string, RegExp][] = [
  ['Latin', /\p{Script=Latin}/u],
  ['Cyrillic', /\p{Script=Cyrillic}/u],
  ['Greek', /\p{Script=Greek}/u],
  ['Armenian', /\p{Script=Armenian}/u],
  ['Cherokee', /\p{Script=Cherokee}/u],
];
const scriptOf = (letter: string): string =>
  LOOK_ALIKE_SCRIPTS.find(([, pattern]) => pattern.test(letter))?.[0] ?? 'Other';

/** The auth server's answer to a look-alike address (outside MESSAGES: no page of the app needs its bytes). */
export const EMAIL_MIXED_SCRIPTS_MESSAGE =
  'This e-mail address mixes letters of different alphabets (such as a Cyrillic "а" among Latin letters). Type it again on your keyboard.';

/**
 * The one form of an e-mail address that accounts are matched on (sign-up, sign-in, e-mail change, recovery):
 * trimmed, NFKC (fullwidth and other compatibility letters become the plain ones), lower case, without the trailing
 * dot of a fully qualified domain. An address that mixes alphabets (a Cyrillic "а" in a Latin name) looks like
 * another account's address and is refused, as is one that is not text@text.text.
 */
export function normalizeEmail(input: string): Validated<string> {
  const email = input.trim().normalize('NFKC').toLowerCase().replace(/\.+$/, '');
  if (!isValidEmail(email)) return { ok: false, error: MESSAGES.invalidEmail };
  const scripts = new Set(Array.from(email.match(/\p{L}/gu) ?? [], scriptOf));
  if (scripts.size > 1) return { ok: false, error: EMAIL_MIXED_SCRIPTS_MESSAGE };
  return { ok: true, value: email };
}

/** A whole number from form text, or null when the text is not one. */
function parseWholeNumber(input: string | number): number | null {
  if (typeof input === 'number') return Number.isInteger(input) ? input : null;
  const text = input.trim();
  return /^\d+$/.test(text) ? Number(text) : null;
}

export type SignUpErrors = Partial<Record<keyof AuthForm, string>>;

/** What is wrong with an e-mail field (`required` when empty), or undefined when it holds an address. */
export function emailProblem(value: string, required: string = MESSAGES.emailRequired): string | undefined {
  const email = value.trim();
  return email === '' ? required : isValidEmail(email) ? undefined : MESSAGES.invalidEmail;
}

/**
 * Sign-up form (spec §5). Returns a message per invalid field; an empty object means the form may be submitted.
 * Players give an age from 6 to 120 and, under 18, a parent/guardian e-mail that is not their own (the server's
 * rule, signUpRules.ts; adults from 18 are a deviation from the spec's 6-18, docs/SPEC-REVIEW.md); the password has
 * the wizard's minimum length (the hint `MESSAGES.passwordMinimumHint` shows it before submit; the auth server
 * checks the same constant); passwords must match.
 */
export function validateSignUp(form: AuthForm, accountType: AccountType): SignUpErrors {
  const errors: SignUpErrors = {};
  if (form.firstName.trim() === '') errors.firstName = MESSAGES.firstNameRequired;
  if (form.lastName.trim() === '') errors.lastName = MESSAGES.lastNameRequired;
  const email = emailProblem(form.email);
  if (email) errors.email = email;
  Object.assign(errors, validateNewPassword(form.password, form.confirmPassword));
  if (accountType === 'player') {
    const age = parseWholeNumber(form.age);
    if (age === null || age < SIGN_UP_AGE_MIN || age > AGE_MAX)
      errors.age = SIGN_UP_ERROR_MESSAGES.invalid_sign_up_age;
    if (age === null || needsParentEmailAtSignUp(age)) {
      const parentEmail = emailProblem(form.parentEmail, MESSAGES.parentEmailRequired);
      if (parentEmail) errors.parentEmail = parentEmail;
      else if (mailboxOf(form.parentEmail) === mailboxOf(form.email)) {
        errors.parentEmail = SIGN_UP_ERROR_MESSAGES.parent_email_is_own;
      }
    }
  }
  return errors;
}

export interface NewPasswordErrors {
  password?: string;
  confirmPassword?: string;
}

/**
 * A new password (reset link, account page): the sign-up rule, shown before submit as MESSAGES.passwordMinimumHint;
 * the auth server checks the same PASSWORD_MIN_LENGTH.
 */
export function validateNewPassword(password: string, confirmPassword: string): NewPasswordErrors {
  const errors: NewPasswordErrors = {};
  if (password === '') errors.password = MESSAGES.passwordRequired;
  else if (password.length < PASSWORD_MIN_LENGTH) errors.password = MESSAGES.passwordTooShort;
  else if (isBlankPassword(password)) errors.password = MESSAGES.passwordOnlySpaces;
  if (password !== confirmPassword) errors.confirmPassword = MESSAGES.passwordsDoNotMatch;
  return errors;
}

export interface WizardAccountFields {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

const WIZARD_ACCOUNT_FIELDS = ['firstName', 'lastName', 'email', 'password'] as const;

/**
 * Every wizard account field has content (enables the step 3 button for anonymous visitors). Only these four are
 * read: callers pass wider drafts (the parent e-mail, empty for adults), which must not count here.
 */
export function wizardAccountFieldsFilled(fields: WizardAccountFields): boolean {
  return WIZARD_ACCOUNT_FIELDS.every((name) => fields[name].trim() !== '');
}

export interface WizardAccountErrors {
  /** The toast of spec §8. */
  form?: string;
  /** The field hint of spec §5. */
  password?: string;
}

/**
 * Wizard account fields (spec §5, §8): all required, password at least 6 characters. Empty result means valid.
 * A short password yields both the §8 message (form) and the §5 hint (password field).
 */
export function validateWizardAccount(fields: WizardAccountFields): WizardAccountErrors {
  if (!wizardAccountFieldsFilled(fields)) return { form: MESSAGES.fillAllRequiredFields };
  if (fields.password.length < PASSWORD_MIN_LENGTH) {
    return { form: MESSAGES.passwordTooShort, password: MESSAGES.passwordMinimumHint };
  }
  return {};
}

/** Personalisation age (spec §5): a whole number from 6 to 50. */
export function validatePersonalisationAge(input: string | number): Validated<number> {
  const age = parseWholeNumber(input);
  if (age === null || age < PERSONALISATION_AGE_MIN || age > PERSONALISATION_AGE_MAX) {
    return { ok: false, error: MESSAGES.personalisationAgeRange };
  }
  return { ok: true, value: age };
}

/** Training session duration (spec §5): whole minutes from 15 to 180. */
export function validateSessionDuration(input: string | number): Validated<number> {
  const minutes = parseWholeNumber(input);
  if (minutes === null || !isValidSessionDuration(minutes))
    return { ok: false, error: MESSAGES.sessionDurationRange };
  return { ok: true, value: minutes };
}

/** What a session form holds, as typed (the duration is form text). */
export interface SessionDraft {
  sessionDate: string;
  startTime: string;
  duration: string | number;
}

export type SessionDraftErrors = Partial<Record<keyof SessionDraft, string>>;

export type ValidatedSession =
  | { ok: true; value: { sessionDate: string; startTime: string; duration: number } }
  | { ok: false; errors: SessionDraftErrors };

/**
 * A session the player plans or moves (spec §5 and issue 18): a day that is `today` or later (the player's own
 * calendar day, `YYYY-MM-DD`), a start time, and whole minutes from 15 to 180. Pass `keepDate` when editing a
 * session whose day is not being changed: an old session may keep its day.
 */
export function validateSessionDraft(
  draft: SessionDraft,
  today: string,
  keepDate?: string,
): ValidatedSession {
  const errors: SessionDraftErrors = {};
  if (draft.sessionDate === '') errors.sessionDate = MESSAGES.sessionDateRequired;
  else if (draft.sessionDate !== keepDate && draft.sessionDate < today)
    errors.sessionDate = MESSAGES.sessionInPast;
  if (draft.startTime === '') errors.startTime = MESSAGES.sessionStartTimeRequired;
  const duration = validateSessionDuration(draft.duration);
  if (!duration.ok) errors.duration = duration.error;
  if (!duration.ok || Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: { sessionDate: draft.sessionDate, startTime: draft.startTime, duration: duration.value },
  };
}

/** The parts of a goal its owner edits from the tracker. */
export interface GoalEdit {
  title: string;
  description: string;
  /** `YYYY-MM-DD`. */
  targetDate: string;
}

export type GoalEditErrors = Partial<Record<keyof GoalEdit, string>>;

/**
 * A goal edit (issue 18): a title and a target date that is today or later unless it is the date the goal already had. The value is trimmed.
 */
export function validateGoalEdit(
  edit: GoalEdit,
  today: string,
  currentTargetDate: string | null,
): { ok: true; value: GoalEdit } | { ok: false; errors: GoalEditErrors } {
  const value = {
    title: edit.title.trim(),
    description: edit.description.trim(),
    targetDate: edit.targetDate,
  };
  const errors: GoalEditErrors = {};
  if (value.title === '') errors.title = MESSAGES.goalTitleRequired;
  if (value.targetDate === '') errors.targetDate = MESSAGES.goalTargetDateRequired;
  else if (value.targetDate !== currentTargetDate && value.targetDate < today)
    errors.targetDate = MESSAGES.goalTargetDateInPast;
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, value };
}
