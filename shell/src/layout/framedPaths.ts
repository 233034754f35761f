/**
 * The signed-in routes whose header is known before the page's data, the same for every visitor or taken from the
 * session stored on the device (the dashboard's greeting): pageFrames.tsx holds each one's frame. The build writes
 * each its own HTML with that header over the skeleton (tools/prerender), and the guard and the loading page show the
 * same, so the header paints before any script and stays put when the page arrives. A list apart from the frames
 * (and from the route table, which every page's start-up carries) so the build and its tests read it without them.
 */
export const FRAMED_PATHS: readonly string[] = [
  '/app/dashboard',
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

/**
 * The signed-in routes whose frame shows the visitor's own details (the account's form, the family page's e-mail
 * check): the build writes that frame into their HTML (tools/prerender/storedFrames.tsx), the HTML's script fills it
 * from the session stored on this device and keeps it (KEPT_FRAME_KEY), and the app's first render shows that very
 * markup as the route's skeleton (PageSkeleton.tsx). Not in FRAMED_PATHS: their first load carries no frame code,
 * and their first render waits for none.
 */
export const KEPT_FRAME_PATHS: readonly string[] = ['/app/account', '/app/family'];

/**
 * Where the HTML of a page framed from this device's stored session (KEPT_FRAME_PATHS, tools/prerender/
 * storedFrames.tsx) keeps its frame once its script filled it in: `{ path, html }`, until the visit's first page is
 * ready. The build (tools/prerender) sets it too, to write that frame into the HTML.
 */
export const KEPT_FRAME_KEY = 'dpKeptFrame';

/** The element around a kept frame: `display: contents` (shell.css), so the frame is laid out as the page is. */
export const KEPT_FRAME_CLASS = 'shell-kept-frame';
