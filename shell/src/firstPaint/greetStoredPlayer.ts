import { metadataText, storedUser } from '@dreampitch/data/device-session';
import { FRAME_PENDING_CLASS } from '@dreampitch/app-frame/routes';
import type { AroundName } from './aroundName';

/**
 * The dashboard's first-paint script, after its frame (`greeting`: dashboardGreeting's words): greets the player of the session stored on this device in the
 * header's h1 and shows the header. The HTML itself holds no name: the service worker caches it for any visitor.
 */
export default function greetStoredPlayer(greeting: AroundName): void {
  const user = storedUser();
  const header = document.querySelector(`.${FRAME_PENDING_CLASS}`);
  const heading = header?.querySelector('h1');
  if (!user || !header || !heading) return;
  const name = metadataText(user, 'first_name');
  heading.textContent = name ? greeting.before + name + greeting.after : greeting.nameless;
  header.classList.remove(FRAME_PENDING_CLASS);
}
