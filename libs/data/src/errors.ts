import {
  errorMessage,
  isNetworkFailure,
  MESSAGES,
  NETWORK_ERROR_CODE,
  serverErrorMessage,
} from '@dreampitch/domain';

/** An error from the backend; `code` is the backend's code when it gave one (e.g. 'free_goal_limit', '23505'). */
export class DataError extends Error {
  readonly code: string | null;

  constructor(message: string, code: string | null = null) {
    super(message);
    this.name = 'DataError';
    this.code = code;
  }
}

/**
 * Whether a failed call is this device being offline (the browser says so, or the request never reached a server),
 * not a server's answer.
 */
export function isOfflineFailure(error: unknown, online: boolean): boolean {
  return !online || error instanceof TypeError || isNetworkFailure(error);
}

/** The token the database raises (or names its constraint) when a goal is over the Free plan's limit. */
const FREE_GOAL_LIMIT_CODE = 'free_goal_limit';

/** Whether an error (a PostgREST error object, an Error or a string) is the database refusing a goal over the limit. */
export function isFreeGoalLimitError(error: unknown): boolean {
  if (typeof error === 'string') return error.includes(FREE_GOAL_LIMIT_CODE);
  if (typeof error !== 'object' || error === null) return false;
  const { message, details, hint } = error as Record<string, unknown>;
  return [message, details, hint].some(
    (text) => typeof text === 'string' && text.includes(FREE_GOAL_LIMIT_CODE),
  );
}

/** A database error as the user should read it: the server's tokens become the app's messages (spec §8). */
export function messageForDatabaseError(error: unknown, fallback: string): string {
  if (isFreeGoalLimitError(error)) return MESSAGES.freeGoalLimit;
  const token = typeof error === 'string' ? error : (error as { message?: unknown } | null)?.message;
  return serverErrorMessage(typeof token === 'string' ? token : null) ?? errorMessage(error, fallback);
}

export function freeGoalLimitError(): DataError {
  return new DataError(MESSAGES.freeGoalLimit, FREE_GOAL_LIMIT_CODE);
}

/** Whether an error (already mapped by `toDataError`) is the free-goal limit. */
export function isGoalLimitRefusal(error: unknown): boolean {
  return error instanceof DataError && error.code === FREE_GOAL_LIMIT_CODE;
}

/** Sign-up succeeded but the account waits for its e-mail to be confirmed (the backend's "Confirm email" switch). */
export const EMAIL_CONFIRMATION_REQUIRED = 'email_confirmation_required';

export function emailConfirmationRequiredError(): DataError {
  return new DataError(MESSAGES.confirmEmailToFinish, EMAIL_CONFIRMATION_REQUIRED);
}

/** Any error shape (supabase-js error objects, thrown values) as a DataError carrying the backend's message. */
export function toDataError(error: unknown, fallbackMessage: string): DataError {
  if (error instanceof DataError) return error;
  if (isFreeGoalLimitError(error)) return freeGoalLimitError();
  // The browser's words for a dropped connection ("TypeError: Failed to fetch") never reach a user.
  if (isNetworkFailure(error)) return new DataError(MESSAGES.connectionLost, NETWORK_ERROR_CODE);
  if (error && typeof error === 'object') {
    const { message, code } = error as { message?: unknown; code?: unknown };
    const codeText = typeof code === 'string' && code ? code : null;
    // A rule the server owns refused the action: the message is its token, the app has the words.
    const known = typeof message === 'string' ? serverErrorMessage(message) : null;
    if (known) return new DataError(known, message as string);
    if (typeof message === 'string' && message) return new DataError(message, codeText);
  }
  return new DataError(fallbackMessage);
}
