/*
 * The line under the heading of each signed-in page whose header is the same for every visitor. The page shows it,
 * and so does the shell's frame of that page (its HTML, built by tools/prerender, and the route guard's loading
 * state): the header is on screen before any script runs and stays in place when the page arrives. One constant per
 * page, in a module of their own, so each app's bundle carries only the lines it shows.
 */
export const ACCOUNT_SUBTITLE = 'Your details, your sign-in and your data.';
export const INSIGHTS_SUBTITLE =
  'How your training is going, where each goal is heading, and what to work on next.';
export const MINDSET_SUBTITLE =
  'Train the mental pillar: a routine to get ready, breathing to stay calm, and a picture of your best game.';
export const DATA_EXPORT_SUBTITLE =
  'Download everything you have logged in DreamPitch: for a spreadsheet, a coach, or your own records.';
export const GOAL_TEMPLATES_SUBTITLE =
  'Your own goals, kept to pick again. The goal wizard lists them beside the goal library.';
