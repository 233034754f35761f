import { DRILL_TIME_LIMIT_SECONDS } from './decisionDrill';
import { MESSAGES } from './messages';

/**
 * Tokens the database raises when it refuses an action for a rule it owns (SQLSTATE P0001 or 42501, message = token,
 * details = an English sentence), with the message the app shows. The family feature's tokens are in family.ts.
 */
export const SERVER_ERROR_MESSAGES: Readonly<Record<string, string>> = {
  unknown_game: 'This game cannot be played yet.',
  invalid_answer: 'This game could not be saved: an answer was not one of the options. Please play it again.',
  invalid_duration: `This game could not be saved: a Decision Drill lasts at most ${DRILL_TIME_LIMIT_SECONDS / 60} minutes. Please play it again.`,
  session_in_past: MESSAGES.sessionInPast,
  game_time_limit_reached:
    "You have used today's game time your parent set, so this game was not saved. Games open again tomorrow.",
};

/** The app's message for a server rule token, or null when the message is not one. */
export function serverErrorMessage(token: string | null | undefined): string | null {
  return token && Object.hasOwn(SERVER_ERROR_MESSAGES, token) ? (SERVER_ERROR_MESSAGES[token] ?? null) : null;
}
