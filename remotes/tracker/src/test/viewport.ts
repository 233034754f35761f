import { rs } from '@rstest/core';

/**
 * The browser's IntersectionObserver, driven by the test (happy-dom's never reports): `scrollNear()` reports every
 * place observed so far as near the screen, as scrolling down to it would.
 */
export function fakeViewport(): { scrollNear(): void; observed(): number } {
  const observers = new Set<{ callback: IntersectionObserverCallback; targets: Element[] }>();
  class FakeIntersectionObserver {
    private readonly entry: { callback: IntersectionObserverCallback; targets: Element[] };
    constructor(callback: IntersectionObserverCallback) {
      this.entry = { callback, targets: [] };
      observers.add(this.entry);
    }
    observe(target: Element) {
      this.entry.targets.push(target);
    }
    disconnect() {
      observers.delete(this.entry);
    }
  }
  rs.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  return {
    scrollNear() {
      for (const { callback, targets } of [...observers]) {
        const entries = targets.map(
          (target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry,
        );
        callback(entries, {} as IntersectionObserver);
      }
    },
    observed: () => [...observers].reduce((count, { targets }) => count + targets.length, 0),
  };
}
