import { EMAIL_PATTERN, PARENT_MANAGED_BELOW_AGE, PASSWORD_MIN_LENGTH, SIGN_UP_AGE_MIN } from './constants';

/**
 * Parent-managed child accounts (spec §6: parents manage accounts for children under 13). The child signs in with a
 * username; the auth account's e-mail is `<username>@MANAGED_CHILD_EMAIL_DOMAIN`, a reserved `.invalid` name that no
 * mail server delivers to (RFC 2606), so the ordinary password sign-in works on any Supabase. The database checks
 * the same pattern (20261125171000_managed_children.sql).
 */
export const MANAGED_CHILD_EMAIL_DOMAIN = 'players.dreampitch.invalid';
export const MANAGED_CHILD_AGE_MAX = PARENT_MANAGED_BELOW_AGE - 1;
/** How many child accounts one parent manages at most (the server's `too_many_children`). */
export const MANAGED_CHILDREN_LIMIT = 10;
export const USERNAME_PATTERN = /^[a-z0-9][a-z0-9._-]{2,23}$/;

export function normaliseUsername(username: string): string {
  return username.trim().toLowerCase();
}

export function isValidUsername(username: string): boolean {
  return USERNAME_PATTERN.test(normaliseUsername(username));
}

/**
 * The e-mail to sign in with for what the user typed in the sign-in form's "Email or username" field: an e-mail as
 * typed, a username as its managed account's address.
 */
export function signInEmail(identifier: string): string {
  const trimmed = identifier.trim();
  if (trimmed.includes('@')) return trimmed;
  return `${normaliseUsername(trimmed)}@${MANAGED_CHILD_EMAIL_DOMAIN}`;
}

/** Whether the sign-in field holds something we can sign in with: an e-mail or a well-formed username. */
export function isValidSignInIdentifier(identifier: string): boolean {
  const trimmed = identifier.trim();
  return trimmed.includes('@') ? EMAIL_PATTERN.test(trimmed) : isValidUsername(trimmed);
}

/** The username of a managed account's sign-in e-mail, or null for an ordinary address. */
export function managedUsernameOf(email: string | null | undefined): string | null {
  const suffix = `@${MANAGED_CHILD_EMAIL_DOMAIN}`;
  return email && email.toLowerCase().endsWith(suffix) ? email.slice(0, -suffix.length).toLowerCase() : null;
}

export interface ChildAccountForm {
  firstName: string;
  age: string;
  username: string;
  password: string;
}

export type ChildAccountErrors = Partial<Record<keyof ChildAccountForm, string>>;

/** The family page's checks before a child account is created (the server checks the same). */
export function validateChildAccount(form: ChildAccountForm): ChildAccountErrors {
  const errors: ChildAccountErrors = {};
  const firstName = form.firstName.trim();
  if (!firstName || firstName.length > 100) errors.firstName = MANAGED_CHILD_MESSAGES.firstName;
  const age = Number(form.age);
  if (!/^\d{1,2}$/.test(form.age.trim()) || age < SIGN_UP_AGE_MIN || age > MANAGED_CHILD_AGE_MAX) {
    errors.age = MANAGED_CHILD_MESSAGES.age;
  }
  if (!isValidUsername(form.username)) errors.username = MANAGED_CHILD_MESSAGES.username;
  if (form.password.length < PASSWORD_MIN_LENGTH) errors.password = MANAGED_CHILD_MESSAGES.password;
  return errors;
}

/** What the family page says about child accounts (toasts and errors included). */
export const MANAGED_CHILD_MESSAGES = {
  firstName: 'Enter your child’s first name (up to 100 characters).',
  age: `A child account is for a player aged ${SIGN_UP_AGE_MIN} to ${MANAGED_CHILD_AGE_MAX}. Older players sign up themselves.`,
  username:
    'Choose a username of 3 to 24 letters, digits, dots, dashes or underscores, starting with a letter or digit.',
  password: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`,
  created: (username: string) =>
    `Child account created. Your child signs in with the username “${username}” and the password you chose.`,
  passwordReset: (name: string) => `New password saved. ${name} signs in with it from now on.`,
  deleted: (name: string) => `${name}’s account and everything in it were deleted.`,
} as const;

/**
 * What a managed child's account page says instead of the e-mail, password and deletion controls: the parent owns
 * them (the server refuses the child, 20261204120200_managed_child_rules.sql).
 */
export const MANAGED_ACCOUNT_NOTICE = {
  signIn: (username: string) =>
    `You sign in with the username “${username}” and the password your parent or guardian chose. To change the password, ask them: they do it from their family page.`,
  deletion:
    'Your parent or guardian manages this account. If it should be deleted, they do it from their family page.',
} as const;
