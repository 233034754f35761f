interface YieldingScheduler {
  yield(): Promise<void>;
}

/**
 * Ends the current task and goes on in a new one, so a tap, a key press or a frame waiting in between gets its
 * turn. `scheduler.yield()` (Chromium) lets the continuation go before other queued work; elsewhere a timer.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<YieldingScheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
