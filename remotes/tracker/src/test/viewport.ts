import { rs } from '@rstest/core';

/**
 * The browser's IntersectionObserver, driven by the test (happy-dom's never reports): `scrollNear()` reports every
 * place observed so far as near the screen, as scrolling down to it would. From then on a place observed later is
 * reported near too, a task after `observe()` as a browser reports a target's first state: a page whose effects
 * start observing after the test scrolled (a busy machine runs them later) loads its sections all the same.
 */
export function fakeViewport(): { scrollNear(): void; observed(): number } {
  const observers = new Set<{ callback: IntersectionObserverCallback; targets: Element[] }>();
  let scrolled = false;
  const report = (callback: IntersectionObserverCallback, targets: Element[]) =>
    callback(
      targets.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry),
      {} as IntersectionObserver,
    );
  class FakeIntersectionObserver {
    private readonly entry: { callback: IntersectionObserverCallback; targets: Element[] };
    constructor(callback: IntersectionObserverCallback) {
      this.entry = { callback, targets: [] };
      observers.add(this.entry);
    }
    observe(target: Element) {
      this.entry.targets.push(target);
      const { callback } = this.entry;
      if (scrolled) setTimeout(() => observers.has(this.entry) && report(callback, [target]));
    }
    disconnect() {
      observers.delete(this.entry);
    }
  }
  rs.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  return {
    scrollNear() {
      scrolled = true;
      for (const { callback, targets } of [...observers]) report(callback, targets);
    },
    observed: () => [...observers].reduce((count, { targets }) => count + targets.length, 0),
  };
}
