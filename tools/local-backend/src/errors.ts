import { AcquisitionTimeout, isPgError } from './database';
import { HttpError } from './http';
import { pgErrorToHttp } from './rest';
import { restError } from './rest-query';

/** Which API answers a path, and so which error shape its clients parse. */
export type Surface = 'auth' | 'rest' | 'other';

export function surfaceOf(pathname: string): Surface {
  if (pathname.startsWith('/auth/')) return 'auth';
  if (pathname.startsWith('/rest/')) return 'rest';
  return 'other';
}

/** An error in the shape of the surface: PostgREST `{code, details, hint, message}`, GoTrue `{code, message}`. */
export function surfaceError(surface: Surface, status: number, code: string, message: string): HttpError {
  if (surface === 'rest') return restError(status, code, message);
  return new HttpError(status, { code, message });
}

/** Errors that mean the database is away (restarting, unreachable), not that the request was wrong. */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (/^(08|57P0)/.test(code)) return true;
    if (['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND'].includes(code)) return true;
  }
  return /Connection terminated|connection timeout|Client has encountered a connection error|Cannot use a pool after calling end|Client was closed/i.test(
    error.message,
  );
}

/** What to log of a failure: the database being away is no bug, so its message alone (one line), else the error. */
export function loggable(error: unknown): unknown {
  return isDatabaseUnavailable(error) ? `database unavailable: ${(error as Error).message}` : error;
}

/**
 * The one mapping from anything a handler throws to an answer: a deliberate HttpError as it is, malformed input
 * (bad percent escapes, data PostgreSQL refuses) as a 4xx, the database being away as 503, and only a genuine bug as
 * a 500. Never throws.
 */
export function toHttpError(error: unknown, surface: Surface): HttpError {
  if (error instanceof HttpError) return error;
  if (error instanceof URIError) {
    return surface === 'rest'
      ? restError(400, 'PGRST100', 'failed to parse path', 'The path holds an invalid percent-encoding')
      : surfaceError(surface, 400, 'validation_failed', 'The request path holds an invalid percent-encoding');
  }
  // PostgREST answers 504 PGRST003 when no connection frees up in time (db-pool-acquisition-timeout).
  if (error instanceof AcquisitionTimeout) {
    return surface === 'rest'
      ? restError(504, 'PGRST003', error.message)
      : surfaceError(
          surface,
          504,
          'request_timeout',
          'Processing this request timed out, please retry after a moment',
        );
  }
  if (isDatabaseUnavailable(error)) {
    return surface === 'rest'
      ? restError(503, 'PGRST001', 'Database client error. Retrying the connection.')
      : surfaceError(surface, 503, 'unexpected_failure', 'The database is unavailable, try again shortly');
  }
  if (isPgError(error) && /^[0-9A-Z]{5}$/.test(error.code)) {
    const errorClass = error.code.slice(0, 2);
    if (surface === 'rest') return pgErrorToHttp(error, 'anon') ?? restError(500, 'PGRST000', error.message);
    // Data the database cannot hold (NUL bytes, bad encodings, out-of-range values) is the client's fault.
    if (errorClass === '22') return surfaceError(surface, 400, 'validation_failed', error.message);
    if (errorClass === '57')
      return surfaceError(
        surface,
        504,
        'request_timeout',
        'Processing this request timed out, please retry after a moment',
      );
  }
  return surface === 'rest'
    ? restError(500, 'PGRST000', 'Internal server error')
    : surfaceError(surface, 500, 'unexpected_failure', 'Internal server error');
}
