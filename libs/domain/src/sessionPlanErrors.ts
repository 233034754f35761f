/**
 * Tokens the server raises for a session's plan and for starting and finishing it (20261205210000_session_plans.sql),
 * with the message the app shows. Apart from SERVER_ERROR_MESSAGES, which every page's first load carries (twice in the
 * shell's): libs/data reads these in ./training-sessions, loaded when such a call fails or the player starts.
 */
export const SESSION_PLAN_ERROR_MESSAGES: Readonly<Record<string, string>> = {
  unknown_drill:
    'A drill in this plan is not in the library any more. Swap it for another drill, then save again.',
  plan_too_long:
    'The drills add up to more minutes than the session lasts. Remove a drill, shorten one, or make the session longer.',
  plan_too_short:
    'Plan at least 15 minutes of drills, or remove them all to save the session without drills.',
  invalid_plan: 'This plan could not be saved. Choose the drills again, then save.',
  session_not_found: 'This session is not in your plan any more. Open your goals to choose another one.',
  session_not_started:
    'This session was not started while online, so its minutes cannot be counted. Mark it done in your goals instead.',
  minutes_not_elapsed:
    'More minutes were sent than have passed since the session started. Keep training, then finish it again.',
  invalid_minutes: 'The minutes trained could not be saved. Finish the session again from the player.',
};

/** What the session player says when a call fails for a reason the server did not name. */
export const SESSION_PLAYER_MESSAGES = {
  notOpened: 'This session could not be opened. Open it again from your goals in the Goal Tracker.',
  checkInNotSaved: 'Your check-in could not be saved. Try again.',
  notFinished: 'The session could not be finished. Try again.',
  /** The player's line once a finish kept on the device has reached the account. */
  finishSynced: "You're back online: this session is saved in your account and counts towards your streak.",
} as const;
