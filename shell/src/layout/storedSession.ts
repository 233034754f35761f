import { dashboardGreeting } from '@dreampitch/domain';

/**
 * The session supabase-js stored on this device (`sb-<project>-auth-token`, its default key; the user inside it),
 * read before supabase-js or the profile are loaded. Only the page's frame uses it, to show what the page will show
 * once the session is restored; the route guard still decides from the restored session.
 */
const STORED_SESSION_KEY = /^sb-.+-auth-token$/;

/**
 * The class of a frame's header that its HTML cannot know (the stored session's user, a plan chosen on another page):
 * in its place but unseen (shell.css) until the frame's script or the app knows it.
 */
export const FRAME_PENDING_CLASS = 'shell-frame-pending';

/**
 * The first name in the stored session's user metadata ('' when it has none), or null when no session is stored
 * (or storage cannot be read): the visitor is then on the way to the sign-in page.
 */
export function storedFirstName(storage: Storage | undefined = globalThis.localStorage): string | null {
  try {
    if (!storage) return null;
    for (let index = 0; index < storage.length; index++) {
      const key = storage.key(index);
      if (!key || !STORED_SESSION_KEY.test(key)) continue;
      const session = JSON.parse(storage.getItem(key) ?? 'null') as {
        user?: { user_metadata?: { first_name?: unknown } };
      } | null;
      if (!session?.user) continue;
      const firstName = session.user.user_metadata?.first_name;
      return typeof firstName === 'string' ? firstName : '';
    }
  } catch {
    // Storage blocked, or not a session supabase-js wrote: the header waits for the page.
  }
  return null;
}

/**
 * Inline script (plain ES2017, written as text so no build helper leaks in) that runs `body` with `u`, the user of the
 * session supabase-js stored on this device (storedFirstName's rule), and does nothing when none is stored or
 * storage cannot be read. For a framed page's HTML, after its frame, before the first paint.
 */
export function storedUserScript(body: string): string {
  return [
    '(function(){try{',
    'for(var i=0;i<localStorage.length;i++){var k=localStorage.key(i);',
    `if(!k||!${STORED_SESSION_KEY.toString()}.test(k))continue;`,
    'var s=JSON.parse(localStorage.getItem(k)||"null");if(!s||!s.user)continue;',
    `var u=s.user;${body};return}`,
    '}catch(e){}})()',
  ].join('');
}

/**
 * Inline script for the dashboard's HTML, after its frame: greets the player of the stored session
 * (storedFirstName, the same rule) in the header's h1 and shows the header, before the first paint. The file itself
 * holds no name: the service worker caches it for any visitor.
 */
export function greetingScript(): string {
  const marker = '\u0000';
  const [before, after] = dashboardGreeting(marker).split(marker);
  return storedUserScript(
    [
      `var h=document.querySelector(".${FRAME_PENDING_CLASS}");if(!h)return;`,
      'var m=u.user_metadata,n=m&&typeof m.first_name==="string"?m.first_name:"";',
      `h.querySelector("h1").textContent=n?${JSON.stringify(before)}+n+${JSON.stringify(after)}:${JSON.stringify(dashboardGreeting(''))};`,
      `h.classList.remove(${JSON.stringify(FRAME_PENDING_CLASS)})`,
    ].join(''),
  );
}

/**
 * Inline script (plain ES2017) for the upgrade page's HTML, after its frame: the HTML holds Pro's hero, which is not
 * what a visit that chose a plan on the page before (react-router's history state, kept over a reload) shows. Its
 * hero then waits unseen for the app, which reads the choice.
 */
export function chosenPlanScript(): string {
  return [
    '(function(){try{var u=history.state&&history.state.usr;',
    'if(u&&u.selectedPlan!=null){var h=document.querySelector(".billing-upgrade__hero");',
    `if(h)h.classList.add(${JSON.stringify(FRAME_PENDING_CLASS)})}}catch(e){}})()`,
  ].join('');
}
