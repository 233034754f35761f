import { useLocation, useNavigationType } from '@dreampitch/ui/router';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';

/** How long a page's heading may take to appear (a remote page's code is still loading) before we give up. */
const HEADING_WAIT_MS = 10_000;

/** Calls `found` with the first element matching `selector` under `root`, now or once it appears. */
function whenPresent(root: ParentNode & Node, selector: string, found: (element: HTMLElement) => void) {
  const look = () => {
    const element = root.querySelector<HTMLElement>(selector);
    if (!element) return;
    stop();
    found(element);
  };
  const observer = new MutationObserver(look);
  const timer = setTimeout(() => stop(), HEADING_WAIT_MS);
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
  };
  observer.observe(root, { childList: true, subtree: true });
  look();
  return stop;
}

/** Scrolls to `y` as soon as the page is tall enough (a restored page may still be loading), within the wait. */
function scrollWhenTallEnough(y: number) {
  const started = performance.now();
  let frame = 0;
  const attempt = () => {
    const reachable = document.documentElement.scrollHeight - window.innerHeight >= y;
    if (reachable || performance.now() - started > HEADING_WAIT_MS) window.scrollTo(0, y);
    else frame = requestAnimationFrame(attempt);
  };
  attempt();
  return () => cancelAnimationFrame(frame);
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
    if (navigationType === 'POP') return scrollWhenTallEnough(positions.current.get(location.key) ?? 0);
    window.scrollTo(0, 0);
    const main = document.getElementById('main') ?? document.body;
    return whenPresent(main, 'h1', (heading) => {
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
      setAnnouncement(document.title);
    });
  }, [location.key, location.pathname, navigationType]);

  return (
    <div className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
      {announcement}
    </div>
  );
}
