import { useLocation, useNavigationType } from '@dreampitch/ui/router';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';

/** How long a new page's heading, or a restored page's height, may take to come (its code is still loading). */
const ARRIVAL_WAIT_MS = 10_000;

/**
 * Calls `arrived` at every animation frame, from now, until it answers true; `late` once ARRIVAL_WAIT_MS went by. A hidden tab
 * runs no frames: a page that arrives there is met when the tab is shown, which is when focus and scroll matter.
 */
function eachAnimationFrameUntil(arrived: (late: boolean) => boolean) {
  const started = performance.now();
  let request = 0;
  const attempt = () => {
    if (!arrived(performance.now() - started > ARRIVAL_WAIT_MS)) request = requestAnimationFrame(attempt);
  };
  attempt();
  return () => cancelAnimationFrame(request);
}

/**
 * What a new page does on arrival, as a multi-page site would: a link or redirect starts it at its top, with
 * focus on its heading and its title announced; Back and Forward return to where the reader was. The first
 * page of a visit is left alone (the browser handles it).
 */
export function PageArrival() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef(new Map<string, number>());
  const arrived = useRef<string | null>(null);
  const [announcement, setAnnouncement] = useState('');

  // The app restores positions itself: the browser would do it before the page's content is there.
  useEffect(() => {
    const previous = history.scrollRestoration;
    history.scrollRestoration = 'manual';
    return () => {
      history.scrollRestoration = previous;
    };
  }, []);

  useEffect(() => {
    const remember = () => positions.current.set(location.key, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, [location.key]);

  useLayoutEffect(() => {
    const previous = arrived.current;
    arrived.current = location.pathname;
    // The first page of the visit, or the same page (its query or hash changed).
    if (previous === null || previous === location.pathname) return;
    if (navigationType === 'POP') {
      // Back and Forward: as soon as the page is tall enough for the position (a restored page may still be loading).
      const y = positions.current.get(location.key) ?? 0;
      return eachAnimationFrameUntil((late) => {
        const reachable = late || document.documentElement.scrollHeight - window.innerHeight >= y;
        if (reachable) window.scrollTo(0, y);
        return reachable;
      });
    }
    window.scrollTo(0, 0);
    const main = document.getElementById('main') ?? document.body;
    return eachAnimationFrameUntil((late) => {
      const heading = main.querySelector<HTMLElement>('h1');
      if (!heading) return late;
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
      setAnnouncement(document.title);
      return true;
    });
  }, [location.key, location.pathname, navigationType]);

  return (
    <div className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
      {announcement}
    </div>
  );
}
