import { GAMES_PER_HOUR } from './decisionDrill';
import { MESSAGES } from './messages';

/** E-mails one signed-in user can make the server send per day (supabase/migrations/*_mail_limits.sql). */
export const MAIL_LIMIT_PER_USER_PER_DAY = 10;
/** Of those, to one address (a link request to the parent of a child under 13 is two: request and consent notice). */
export const MAIL_LIMIT_PER_RECIPIENT_PER_DAY = 4;
/**
 * E-mails one address receives per UTC day, whoever caused them (sign-ups naming it included; mail it asked for
 * itself is counted, never held back). Past it a mail is not sent, silently (supabase/migrations/*_mail_limit_per_address.sql).
 */
export const MAIL_LIMIT_PER_ADDRESS_PER_DAY = 10;

/**
 * Tokens the database raises when it refuses an action for a rule it owns (SQLSTATE P0001 or 42501, message = token,
 * details = an English sentence), with the message the app shows. The family feature's tokens are in family.ts.
 */
export const SERVER_ERROR_MESSAGES: Readonly<Record<string, string>> = {
  unknown_game: 'This game cannot be played yet.',
  invalid_answer: 'This game could not be saved: an answer was not one of the options. Please play it again.',
  no_answers:
    'This game could not be saved: no scenario was answered. Please play it again and choose an option.',
  game_unfinished:
    'This game could not be saved: answer every scenario, or play until the time is up. Please play it again.',
  answered_too_fast:
    'This game could not be saved: it was answered faster than the scenarios can be read. Please play it again.',
  game_not_started:
    'This game could not be saved: it has ended or a newer game replaced it. Press Play again to start a new one.',
  game_expired: 'This game ended too long ago to be saved. Press Play again to start a new one.',
  ticket_unknown:
    'This game played offline could not be saved: it was not started on this account. Sign in as the player who played it.',
  ticket_used: 'This game played offline is already saved.',
  ticket_expired:
    'This game played offline reached us more than a day later, which is too late to save it. Connect sooner next time.',
  game_time_limit_reached:
    'This game played offline was not saved: the game time your parent set for that day was already used up.',
  invalid_duration: 'This game could not be saved: its time was not right. Please play it again.',
  invalid_finish_time: 'This game could not be saved: its end time was missing. Please play it again.',
  too_many_games: `You have started ${GAMES_PER_HOUR} games in the last hour. Take a break and come back a bit later.`,
  session_in_past: MESSAGES.sessionInPast,
  too_many_goals: MESSAGES.tooManyGoalsInOneSave,
  invalid_notification_schedule: MESSAGES.invalidNotificationSchedule,
  mail_limit_reached:
    'We have sent as many e-mails for you today as we can, so nothing was sent. Please try again tomorrow.',
  age_out_of_range: MESSAGES.signUpAgeRange,
  // An under-13's age, and an age of 18 or more for a player under 18 (20261206300000_teen_age_stays_under_adult.sql).
  parent_changes_age: 'Your parent or guardian changes this age for you. Ask them to contact support.',
  cancel_plan_first:
    'Your paid plan would renew and charge your card again. Choose Free on the plans page first, then delete your account.',
  consent_pending:
    'This was not saved: your parent or guardian has not said yes yet. Ask them to open the e-mail we sent them.',
  identity_column_protected:
    'Your account type, e-mail, age and plan cannot be changed here. Contact support if something is wrong.',
};

/** The app's message for a server rule token, or null when the message is not one. */
export function serverErrorMessage(token: string | null | undefined): string | null {
  return token && Object.hasOwn(SERVER_ERROR_MESSAGES, token) ? (SERVER_ERROR_MESSAGES[token] ?? null) : null;
}
