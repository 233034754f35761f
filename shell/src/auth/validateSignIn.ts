import { isValidSignInIdentifier, MESSAGES, type AuthForm, type SignUpErrors } from '@dreampitch/domain';

/**
 * Sign-in needs an e-mail of the right shape (or a managed child's username) and a password before anything is sent.
 */
export function validateSignIn(form: Pick<AuthForm, 'email' | 'password'>): SignUpErrors {
  const errors: SignUpErrors = {};
  const email = form.email.trim();
  if (email === '') errors.email = MESSAGES.emailRequired;
  else if (!isValidSignInIdentifier(email)) errors.email = MESSAGES.invalidEmail;
  if (form.password === '') errors.password = MESSAGES.passwordRequired;
  return errors;
}
