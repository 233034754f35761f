import { useEffect } from 'react';

/**
 * Keeps the screen on while `active` (a session running), where the browser has the Screen Wake Lock API. The
 * browser lets the lock go when the page is hidden, so it is asked for again when the page is shown.
 */
export function useWakeLock(active: boolean): void {
  useEffect(() => {
    if (!active || !('wakeLock' in navigator)) return;
    let sentinel: WakeLockSentinel | null = null;
    let released = false;
    const request = () => {
      if (document.visibilityState !== 'visible') return;
      navigator.wakeLock.request('screen').then(
        (lock) => {
          if (released) void lock.release();
          else sentinel = lock;
        },
        // Refused (battery saver, no permission): the session runs; the screen may dim.
        () => undefined,
      );
    };
    request();
    document.addEventListener('visibilitychange', request);
    return () => {
      released = true;
      document.removeEventListener('visibilitychange', request);
      void sentinel?.release();
    };
  }, [active]);
}
