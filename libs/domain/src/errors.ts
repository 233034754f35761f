import { MESSAGES } from './messages';

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

/** The code a request that never reached the server carries once the data layer has worded it. */
export const NETWORK_ERROR_CODE = 'network';

/**
 * What fetch and supabase-js say when a request never reached the server, in each browser's words (Chromium, Firefox,
 * Safari, functions-js), and what the bundler and browsers say when a page's code could not be fetched (a chunk not
 * cached yet, offline); none of them tells a child what to do.
 */
const NETWORK_FAILURE =
  /^(TypeError|FetchError|AbortError|ChunkLoadError)\b|Failed to fetch|NetworkError|Load failed|network request failed|Failed to send a request|fetch failed|Loading (CSS )?chunk \S+ failed|Importing a module script failed|error loading dynamically imported module/i;

/** Whether an error is the network failing (offline, a dropped connection), not the server refusing. */
export function isNetworkFailure(error: unknown): boolean {
  if (typeof error === 'object' && error !== null) {
    const { code, name } = error as { code?: unknown; name?: unknown };
    if (code === NETWORK_ERROR_CODE || name === 'AuthRetryableFetchError' || name === 'ChunkLoadError')
      return true;
  }
  return NETWORK_FAILURE.test(rawMessage(error) ?? '');
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
  const raw = rawMessage(error) ?? '';
  // A repository's DataError carries the words already chosen, and the code: the code must not override them.
  if (
    error.code === 'over_email_send_rate_limit' &&
    (JUST_SENT.test(raw) || raw === MESSAGES.emailJustSent)
  ) {
    return MESSAGES.emailJustSent;
  }
  // A weak password of the right length is one of only spaces: the auth server says so in the catalogue's words.
  if (error.code === 'weak_password' && raw === MESSAGES.passwordOnlySpaces) {
    return MESSAGES.passwordOnlySpaces;
  }
  return AUTH_ERROR_MESSAGES[error.code] ?? null;
}

/**
 * A user-facing message for an error: its own message, or `fallback` when it has none (spec §8 pattern). A request
 * that never reached the server says `unreached`: by default that the connection is lost; a form whose save cannot
 * wait on the device says it needs the connection and keeps what was typed (NEEDS_CONNECTION).
 */
export function errorMessage(error: unknown, fallback: string, unreached?: string): string {
  if (isNetworkFailure(error)) return unreached ?? MESSAGES.connectionLost;
  return codeMessage(error) ?? rawMessage(error) ?? fallback;
}
