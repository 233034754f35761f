import { metadataText, storedUser } from '@dreampitch/data/device-session';

/**
 * The class of a frame's header that its HTML cannot know (the stored session's user, a plan chosen on another page):
 * in its place but unseen (shell.css) until the frame's first-paint script (../firstPaint) or the app knows it.
 */
export const FRAME_PENDING_CLASS = 'shell-frame-pending';

/**
 * The first name of the session supabase-js stored on this device ('' when it has none), or null when none is stored
 * (or storage cannot be read): the visitor is then on the way to the sign-in page. Read before supabase-js or the
 * profile are loaded; only the page's frame uses it, to show what the page will show once the session is restored.
 * The route guard still decides from the restored session.
 */
export function storedFirstName(storage: Storage | undefined = globalThis.localStorage): string | null {
  const user = storedUser(storage);
  return user ? metadataText(user, 'first_name') : null;
}
