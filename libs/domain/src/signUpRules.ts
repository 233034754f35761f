import { ADULT_AGE, AGE_MAX, SIGN_UP_AGE_MIN } from './constants';
import { MESSAGES } from './messages';

/**
 * Who may sign up (issue 37, issue 38): the server's rule (private.sign_up_refusal of
 * 20261204120100_sign_up_rules.sql) refuses with these tokens and these very sentences, which the sign-up form
 * shows; sign-up-rules.test.ts ties the two. Players give an age from SIGN_UP_AGE_MIN to AGE_MAX and, under
 * ADULT_AGE, a parent's or guardian's e-mail that is neither their own nor a player's; a parent is an adult.
 */
export const SIGN_UP_ERROR_MESSAGES = {
  invalid_sign_up_age: MESSAGES.signUpAgeRange,
  parent_email_required: MESSAGES.parentEmailRequired,
  invalid_email: MESSAGES.invalidEmail,
  parent_email_is_own: 'Enter your parent’s or guardian’s e-mail, not your own.',
  parent_email_is_player:
    'This e-mail belongs to a player account. Enter your parent’s or guardian’s own e-mail.',
  parent_must_be_adult: `Parent accounts are for adults (${ADULT_AGE} or older). If you are under ${ADULT_AGE}, sign up as a player with your parent’s or guardian’s e-mail.`,
  reserved_email: 'This e-mail address cannot be used to sign up. Use an address you receive mail at.',
  invalid_account_type: 'Choose Player or Parent.',
} as const;

export type SignUpRefusal = keyof typeof SIGN_UP_ERROR_MESSAGES;

/** Whether a player of this age gives a parent's or guardian's e-mail at sign-up. */
export function needsParentEmailAtSignUp(age: number): boolean {
  return age < ADULT_AGE;
}

/** The hint under the sign-up form's age field, for the age typed so far (null: nothing typed yet). */
export function signUpAgeHint(age: number | null): string {
  if (age === null || !Number.isInteger(age) || age < SIGN_UP_AGE_MIN || age > AGE_MAX) {
    return `From ${SIGN_UP_AGE_MIN}. Players under ${ADULT_AGE} add a parent’s or guardian’s e-mail.`;
  }
  return needsParentEmailAtSignUp(age)
    ? `Under ${ADULT_AGE}: add your parent’s or guardian’s e-mail below. We ask them to confirm.`
    : `${ADULT_AGE} or older: you sign up on your own, no parent e-mail needed.`;
}

/**
 * The mailbox an address delivers to (private.mailbox_of of 20261206300100_parent_email_is_another_mailbox.sql):
 * without a "+tag", and for Gmail without dots, so "mia+mum@gmail.com" is Mia's own inbox, not a parent's.
 */
export function mailboxOf(email: string): string {
  const [local = '', domain = ''] = email.trim().toLowerCase().split('@');
  const box = local.split('+')[0] ?? '';
  const host = domain.replace(/\.+$/, '');
  return host === 'gmail.com' || host === 'googlemail.com'
    ? `${box.replaceAll('.', '')}@gmail.com`
    : `${box}@${host}`;
}
