import { MESSAGES } from './messages';
import { serverErrorMessage } from './serverErrors';

/**
 * Error tokens the database raises (SQL `RAISE EXCEPTION '<token>'`, or as the constraint name). The migrations use
 * these exact strings so the app can show the spec's message.
 */
export const DATABASE_ERROR_TOKENS = {
  freeGoalLimit: 'free_goal_limit',
} as const;

/** The message of anything thrown: an Error, a Supabase/PostgREST error object, or a string. */
function rawMessage(error: unknown): string | null {
  if (typeof error === 'string') return error || null;
  if (
    typeof error === 'object' &&
    error !== null &&
    'message' in error &&
    typeof error.message === 'string'
  ) {
    return error.message || null;
  }
  return null;
}

/**
 * Auth error codes (GoTrue's `error_code`, supabase-js's `AuthError.code`) whose upstream message would not tell a
 * user what to do next.
 */
export const AUTH_ERROR_MESSAGES: Readonly<Record<string, string>> = {
  over_request_rate_limit: MESSAGES.tooManyAttempts,
  over_email_send_rate_limit: MESSAGES.tooManyEmails,
  current_password_required: MESSAGES.currentPasswordRequired,
  current_password_invalid: MESSAGES.currentPasswordWrong,
  same_password: MESSAGES.samePassword,
  weak_password: MESSAGES.passwordTooShort,
  otp_expired: MESSAGES.emailLinkInvalid,
  email_exists: MESSAGES.emailTaken,
};

/** GoTrue's per-address mail frequency (one a minute) shares its code with the hourly limit; its message tells them apart. */
const JUST_SENT = /^For security purposes/;

function codeMessage(error: unknown): string | null {
  if (typeof error !== 'object' || error === null || !('code' in error) || typeof error.code !== 'string') {
    return null;
  }
  if (error.code === 'over_email_send_rate_limit' && JUST_SENT.test(rawMessage(error) ?? '')) {
    return MESSAGES.emailJustSent;
  }
  return AUTH_ERROR_MESSAGES[error.code] ?? null;
}

/** A user-facing message for an error: its own message, or `fallback` when it has none (spec §8 pattern). */
export function errorMessage(error: unknown, fallback: string): string {
  return codeMessage(error) ?? rawMessage(error) ?? fallback;
}

/** Whether an error is the database refusing a goal beyond the free-tier limit. */
export function isFreeGoalLimitError(error: unknown): boolean {
  const token = DATABASE_ERROR_TOKENS.freeGoalLimit;
  if (rawMessage(error)?.includes(token)) return true;
  return (
    typeof error === 'object' &&
    error !== null &&
    (('details' in error && typeof error.details === 'string' && error.details.includes(token)) ||
      ('hint' in error && typeof error.hint === 'string' && error.hint.includes(token)))
  );
}

/** A database error as the user should read it: known tokens map to the spec's messages. */
export function messageForDatabaseError(error: unknown, fallback: string): string {
  if (isFreeGoalLimitError(error)) return MESSAGES.freeGoalLimit;
  const known = serverErrorMessage(rawMessage(error));
  if (known) return known;
  return errorMessage(error, fallback);
}
