/** The line under the dashboard's greeting. */
export const DASHBOARD_SUBTITLE = 'Here is how your training is going.';

/** The dashboard header's button that shows the notification settings. */
export const DASHBOARD_SETTINGS_LABEL = 'Notification Settings';

/**
 * The dashboard's heading for a player with `firstName` ('' when the account has none). The page's HTML greets with
 * it from the session stored on the device before the page's code runs (shell/src/prerender/storedFrames.tsx).
 */
export function dashboardGreeting(firstName: string): string {
  return `Welcome back, ${firstName || 'Player'}!`;
}
