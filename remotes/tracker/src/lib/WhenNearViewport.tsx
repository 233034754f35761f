import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation } from '@dreampitch/ui/router';

/** How far below the screen a section starts loading, so that it is usually ready when scrolled to. */
const AHEAD = '600px';

/**
 * Renders `children` once its place comes near the viewport: a section below the fold whose code is costly (another
 * remote's entry) is not loaded, nor run, while the page first shows. `placeholder` holds the place until then; it
 * should look like the section's own loading state, so nothing moves when one replaces the other. An address that
 * points into the section (`#anchor`, or one of several anchors) renders it at once. The section renders as a
 * transition: React builds it in slices, not in one long task while the reader scrolls.
 */
export function WhenNearViewport({
  anchor,
  placeholder,
  children,
}: {
  anchor: string | readonly string[];
  placeholder: ReactNode;
  children: ReactNode;
}) {
  const place = useRef<HTMLDivElement>(null);
  const { hash } = useLocation();
  const pointedAt = (typeof anchor === 'string' ? [anchor] : anchor).some((name) => hash === `#${name}`);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = place.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) startTransition(() => setNear(true));
      },
      { rootMargin: `${AHEAD} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, pointedAt]);
  return near || pointedAt ? children : <div ref={place}>{placeholder}</div>;
}
