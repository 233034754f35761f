import {
  isFreeGoalLimitError as isDatabaseGoalLimitError,
  MESSAGES,
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

const FREE_GOAL_LIMIT_CODE = 'free_goal_limit';

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

export function sessionInPastError(): DataError {
  return new DataError(MESSAGES.sessionInPast, 'session_in_past');
}

export function duplicateKeyError(message = 'duplicate key value violates unique constraint'): DataError {
  return new DataError(message, '23505');
}

/** Any error shape (supabase-js error objects, thrown values) as a DataError carrying the backend's message. */
export function toDataError(error: unknown, fallbackMessage: string): DataError {
  if (error instanceof DataError) return error;
  if (isDatabaseGoalLimitError(error)) return freeGoalLimitError();
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
