import {
  errorMessage,
  authModeFromSearch,
  defaultDestination,
  isConsentLink,
  isForgotPasswordSearch,
  LABELS,
  AGE_MAX,
  MESSAGES,
  needsParentEmailAtSignUp,
  SIGN_UP_AGE_MIN,
  signUpAgeHint,
  validateSignUp,
  type AccountType,
  type AppUser,
  type AuthForm,
  type SignUpErrors,
} from '@dreampitch/domain';
import { DataError, EMAIL_CONFIRMATION_REQUIRED, rememberReturnPath } from '@dreampitch/data';
import { useAuth } from '@dreampitch/session';
import { Button, Card, ErrorMessage, PasswordField, TextField } from '@dreampitch/ui';
import { useRef, useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation, type Location } from '@dreampitch/ui/router';
import { AccountTypeToggle } from './AccountTypeToggle';
import { CONSENT_LINK_LEAD, isPurchaseApprovalLink, PURCHASE_APPROVAL_LINK_LEAD } from './consentLink';
import { CheckInbox } from './CheckInbox';
import { ForgotPassword } from './ForgotPassword';
import { validateSignIn } from './validateSignIn';
import './auth.css';

type Mode = 'signIn' | 'signUp';

const EMPTY_FORM: AuthForm = {
  email: '',
  password: '',
  confirmPassword: '',
  firstName: '',
  lastName: '',
  age: '',
  parentEmail: '',
};

/** Field order on screen: the first invalid one in this order receives focus. */
const FIELD_ORDER: (keyof AuthForm)[] = [
  'firstName',
  'lastName',
  'email',
  'password',
  'confirmPassword',
  'age',
  'parentEmail',
];

/**
 * Where the guard sent the visitor from, with that page's own router state (e.g. the chosen plan); without one,
 * the user's default destination (never the payment page for a free user).
 */
function originOf(state: unknown, user: AppUser): { to: string; state?: unknown } {
  const from = (state as { from?: Location } | null)?.from;
  if (!from) return { to: defaultDestination(user) };
  return { to: `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`, state: from.state };
}

/** Spec §2 screen 1: sign in and sign up, with the account-type toggle and §5 validation. */
export function AuthPage() {
  const { user, login, register } = useAuth();
  const location = useLocation();
  const [mode, setMode] = useState<Mode>(() => authModeFromSearch(location.search));
  const from = (location.state as { from?: Location } | null)?.from;
  // A link mailed to a parent (consent, or approving a purchase) opened signed out: this page says what it is, and
  // a new account is a parent's by default.
  const parentLink =
    from === undefined
      ? null
      : isConsentLink(from)
        ? 'consent'
        : isPurchaseApprovalLink(from)
          ? 'approve'
          : null;
  const [accountType, setAccountType] = useState<AccountType>(parentLink ? 'parent' : 'player');
  const [form, setForm] = useState<AuthForm>(EMPTY_FORM);
  const [errors, setErrors] = useState<SignUpErrors>({});
  const [formError, setFormError] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [forgot, setForgot] = useState(() => isForgotPasswordSearch(location.search));
  // A sign-up (here or in the goal wizard) that waits for its e-mail to be confirmed.
  const [checkInbox, setCheckInbox] = useState(
    () => (location.state as { checkInbox?: string } | null)?.checkInbox ?? '',
  );
  const formRef = useRef<HTMLFormElement>(null);
  const isSignUp = mode === 'signUp';
  const typedAge = /^\d{1,3}$/.test(form.age.trim()) ? Number(form.age.trim()) : null;
  // Adults sign up alone; until an age under 18 is ruled out the parent e-mail is asked for.
  const asksParentEmail = typedAge === null || needsParentEmailAtSignUp(typedAge);

  if (user && !submitting) {
    const origin = originOf(location.state, user);
    return <Navigate to={origin.to} state={origin.state} replace />;
  }

  const update = (field: keyof AuthForm) => (event: { target: { value: string } }) => {
    setForm((current) => ({ ...current, [field]: event.target.value }));
    setErrors(({ [field]: _cleared, ...rest }) => rest);
  };

  const focusFirstError = (found: SignUpErrors) => {
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError('');
    const found = isSignUp ? validateSignUp(form, accountType) : validateSignIn(form);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstError(found);
      return;
    }
    setSubmitting(true);
    try {
      if (isSignUp) {
        await register({
          email: form.email.trim(),
          password: form.password,
          firstName: form.firstName.trim(),
          lastName: form.lastName.trim(),
          accountType,
          ...(accountType === 'player'
            ? { age: Number(form.age), ...(asksParentEmail ? { parentEmail: form.parentEmail.trim() } : {}) }
            : {}),
        });
      } else {
        await login(form.email.trim(), form.password);
      }
    } catch (error) {
      if (error instanceof DataError && error.code === EMAIL_CONFIRMATION_REQUIRED) {
        if (from) rememberReturnPath(`${from.pathname}${from.search ?? ''}`);
        setCheckInbox(form.email.trim());
        setSubmitting(false);
        return;
      }
      setFormError(errorMessage(error, MESSAGES.genericError));
    }
    // Signed in now: the next render sends the user on (see originOf).
    setSubmitting(false);
  };

  const switchMode = () => {
    setMode(isSignUp ? 'signIn' : 'signUp');
    setErrors({});
    setFormError('');
  };

  const submitLabel = isSignUp
    ? submitting
      ? LABELS.creatingAccount
      : 'Create Account'
    : submitting
      ? LABELS.signingIn
      : 'Sign In';

  if (checkInbox) {
    return (
      <section className="dp-container shell-auth">
        <Card className="shell-auth__card">
          <CheckInbox
            email={checkInbox}
            onBack={() => {
              setCheckInbox('');
              setMode('signIn');
            }}
          />
        </Card>
      </section>
    );
  }

  if (forgot) {
    return (
      <section className="dp-container shell-auth">
        <Card className="shell-auth__card">
          <ForgotPassword initialEmail={form.email} onBack={() => setForgot(false)} />
        </Card>
      </section>
    );
  }

  return (
    <section className="dp-container shell-auth">
      <Card className="shell-auth__card">
        {parentLink ? (
          <>
            <h1>
              {isSignUp
                ? 'Create your parent account'
                : parentLink === 'consent'
                  ? 'Sign in to confirm your player'
                  : 'Sign in to answer your player'}
            </h1>
            <p className="shell-auth__lead">
              {parentLink === 'consent' ? CONSENT_LINK_LEAD : PURCHASE_APPROVAL_LINK_LEAD}
            </p>
          </>
        ) : (
          <>
            <h1>{isSignUp ? 'Create your DreamPitch account' : 'Welcome back'}</h1>
            <p className="shell-auth__lead">
              {isSignUp
                ? 'Set your goals, track your training and play to earn points.'
                : 'Sign in to keep training and tracking your goals.'}
            </p>
          </>
        )}
        <form
          ref={formRef}
          onSubmit={onSubmit}
          noValidate
          aria-describedby={formError ? 'auth-error' : undefined}
        >
          {isSignUp && (
            <>
              <AccountTypeToggle value={accountType} onChange={setAccountType} />
              <div className="shell-auth__row">
                <TextField
                  label="First Name"
                  name="firstName"
                  autoComplete="given-name"
                  required
                  value={form.firstName}
                  onChange={update('firstName')}
                  error={errors.firstName}
                />
                <TextField
                  label="Last Name"
                  name="lastName"
                  autoComplete="family-name"
                  required
                  value={form.lastName}
                  onChange={update('lastName')}
                  error={errors.lastName}
                />
              </div>
            </>
          )}
          <TextField
            label="Email"
            name="email"
            // A child whose account a parent made signs in with a username here, which type="email" would refuse.
            type={isSignUp ? 'email' : 'text'}
            autoComplete={isSignUp ? 'email' : 'username'}
            hint={isSignUp ? undefined : LABELS.signInUsernameHint}
            required
            value={form.email}
            onChange={update('email')}
            error={errors.email}
          />
          <PasswordField
            label="Password"
            required
            name="password"
            autoComplete={isSignUp ? 'new-password' : 'current-password'}
            value={form.password}
            onChange={update('password')}
            error={errors.password}
            hint={isSignUp ? MESSAGES.passwordMinimumHint : undefined}
          />
          {!isSignUp && (
            <button type="button" className="shell-auth__forgot" onClick={() => setForgot(true)}>
              {LABELS.forgotPassword}
            </button>
          )}
          {isSignUp && (
            <>
              <PasswordField
                label="Confirm Password"
                required
                name="confirmPassword"
                autoComplete="new-password"
                value={form.confirmPassword}
                onChange={update('confirmPassword')}
                error={errors.confirmPassword}
              />
              {accountType === 'player' && (
                <div className="shell-auth__row">
                  <TextField
                    label="Age"
                    name="age"
                    type="number"
                    inputMode="numeric"
                    min={SIGN_UP_AGE_MIN}
                    max={AGE_MAX}
                    required
                    hint={signUpAgeHint(typedAge)}
                    value={form.age}
                    onChange={update('age')}
                    error={errors.age}
                  />
                  {asksParentEmail && (
                    <TextField
                      label="Parent/Guardian Email"
                      name="parentEmail"
                      type="email"
                      autoComplete="off"
                      required
                      hint="We send account notifications to your parent or guardian."
                      value={form.parentEmail}
                      onChange={update('parentEmail')}
                      error={errors.parentEmail}
                    />
                  )}
                </div>
              )}
              <p className="shell-auth__notice">
                By creating an account you agree to our <Link to="/app/terms">Terms of Service</Link> and{' '}
                <Link to="/app/privacy">Privacy Policy</Link>.{' '}
                {accountType === 'parent'
                  ? 'Parent accounts are for adults (18 or older); under 18, choose Player.'
                  : 'Players under 18 need a parent or guardian’s consent.'}
              </p>
            </>
          )}
          {formError && (
            <div id="auth-error">
              <ErrorMessage>{formError}</ErrorMessage>
            </div>
          )}
          <Button type="submit" size="lg" disabled={submitting} className="shell-auth__submit">
            {submitLabel}
          </Button>
        </form>
        <button type="button" className="shell-auth__switch" onClick={switchMode}>
          {isSignUp ? LABELS.switchToSignIn : LABELS.switchToSignUp}
        </button>
      </Card>
    </section>
  );
}
