import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation } from '@dreampitch/ui/router';

/** How far below the screen a section starts loading, so that it is usually ready when scrolled to. */
const AHEAD = '600px';

/**
 * Renders `children` once its place comes near the viewport: a section below the fold whose code is costly (another
 * remote's entry) is not loaded, nor run, while the page first shows. `placeholder` holds the place until then; it
 * should look like the section's own loading state, so nothing moves when one replaces the other. An address that
 * points into the section (`#anchor`) renders it at once.
 */
export function WhenNearViewport({
  anchor,
  placeholder,
  children,
}: {
  anchor: string;
  placeholder: ReactNode;
  children: ReactNode;
}) {
  const place = useRef<HTMLDivElement>(null);
  const pointedAt = useLocation().hash === `#${anchor}`;
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = place.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `${AHEAD} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, pointedAt]);
  return near || pointedAt ? children : <div ref={place}>{placeholder}</div>;
}
