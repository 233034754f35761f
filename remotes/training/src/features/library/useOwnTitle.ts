import { documentTitle } from '@dreampitch/domain';
import { useEffect } from 'react';

/**
 * Names the tab after this page's own subject (a drill), over the route's generic title. The route's title is set by
 * an effect of the shell (or the standalone harness) around the page, and a parent's effects run after its child's
 * in the same commit: the page's title is set once they are done.
 */
export function useOwnTitle(title: string): void {
  useEffect(() => {
    let current = true;
    queueMicrotask(() => {
      if (current) document.title = documentTitle(title);
    });
    return () => {
      current = false;
    };
  }, [title]);
}
