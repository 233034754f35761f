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

/**
 * The framed routes whose frame needs more than its title and a line of copy (the stored greeting, the chosen plan's
 * hero): their first render waits for the chunk of those frames (pageFrames.tsx, `page-frames`). The others' wait
 * only for the titled frames' smaller chunk (titledFrames.tsx, `page-titled-frames`).
 */
export const FRAMES_CHUNK_PATHS: readonly string[] = ['/app/dashboard', '/app/subscription'];
