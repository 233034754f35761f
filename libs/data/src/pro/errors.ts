import { proErrorMessage } from '@dreampitch/domain';
import { DataError, toDataError } from '@dreampitch/data';

/** A database error of the Pro features as the app says it; a row-level-security refusal is the plan gate. */
export function toProError(error: unknown, fallback: string): DataError {
  if (error && typeof error === 'object') {
    const { message, code } = error as { message?: unknown; code?: unknown };
    const token = typeof message === 'string' ? message : null;
    const known = proErrorMessage(token);
    if (known) return new DataError(known, token);
    if (code === '42501') return proError('pro_required');
    if (code === '23505') return proError('template_duplicate');
    if (code === '23514') return proError('template_invalid');
  }
  return toDataError(error, fallback);
}

export function proError(token: string): DataError {
  return new DataError(proErrorMessage(token) ?? token, token);
}
