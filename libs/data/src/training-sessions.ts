import { MESSAGES, SESSION_PLAN_ERROR_MESSAGES } from '@dreampitch/domain';
import { DataError, toDataError } from './errors';
import { fromJsonb } from './rpc';
import type { DataQueries } from './supabase-backend';

/**
 * The session player's calls and the words for a refused plan (20261205210000_session_plans.sql), loaded with the
 * first start or finish, or the first failed session save: no page's first load carries them.
 */

const tokenOf = (error: unknown) =>
  error && typeof error === 'object' ? (error as { message?: unknown }).message : undefined;

/** A failure of a session save as the app words it: a plan or session token gets its message (the token as code). */
export function inAppWords(error: unknown): unknown {
  const token = tokenOf(error);
  if (typeof token === 'string' && Object.hasOwn(SESSION_PLAN_ERROR_MESSAGES, token)) {
    return new DataError(SESSION_PLAN_ERROR_MESSAGES[token] ?? token, token);
  }
  return error;
}

function refusal(error: unknown): DataError {
  return toDataError(inAppWords(error), MESSAGES.somethingWentWrongTryAgain);
}

export async function startTrainingSession(client: DataQueries, sessionId: string) {
  const { data, error } = await client.rpc('start_training_session', { p_session_id: sessionId });
  if (error || !data) throw refusal(error);
  return fromJsonb<{ startedAt: string }>(data);
}

/** Resolves the minutes the server holds for the session (the first finish's when it was finished before). */
export async function finishTrainingSession(client: DataQueries, sessionId: string, minutes: number) {
  const { data, error } = await client.rpc('finish_training_session', {
    p_session_id: sessionId,
    p_minutes: minutes,
  });
  if (error || !data) throw refusal(error);
  return fromJsonb<{ minutesTrained: number }>(data).minutesTrained;
}
