/**
 * The signed-in routes whose header is known before the page's data, the same for every visitor or taken from the
 * session stored on the device (the dashboard's greeting): pageFrames.tsx holds each one's frame. The build writes
 * each its own HTML with that header over the skeleton (tools/prerender), and the guard and the loading page show the
 * same, so the header paints before any script and stays put when the page arrives. A list apart from the frames
 * (and from the route table, which every page's start-up carries) so the build and its tests read it without them.
 */
export const FRAMED_PATHS: readonly string[] = [
  '/app/dashboard',
  '/app/account',
  '/app/insights',
  '/app/mindset',
  '/app/export',
  '/app/goal-templates',
  '/app/support',
  '/app/subscription',
];
