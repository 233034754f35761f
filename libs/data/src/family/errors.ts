import { familyErrorMessage, serverErrorMessage } from '@dreampitch/domain';
import { DataError, toDataError } from '@dreampitch/data';

/** A database family error (message = token, details = English) as the app's message, keeping the token as code. */
export function toFamilyError(error: unknown, fallback: string): DataError {
  if (error && typeof error === 'object') {
    const { message, details } = error as { message?: unknown; details?: unknown };
    const token = typeof message === 'string' ? message : null;
    const known = familyErrorMessage(token) ?? serverErrorMessage(token);
    if (known) return new DataError(known, token);
    if (typeof details === 'string' && details && token && /^[a-z_]+$/.test(token)) {
      return new DataError(details, token);
    }
  }
  return toDataError(error, fallback);
}

export function familyError(token: string): DataError {
  return new DataError(familyErrorMessage(token) ?? token, token);
}
