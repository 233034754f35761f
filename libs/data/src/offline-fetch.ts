/** The browser's view of the network (always online outside a browser). */
export function isOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

const unreached = (why: string) => new DOMException(`Failed to fetch: ${why}`, 'AbortError');

/**
 * `fetch` whose network failures are aborts. PostgREST retries a read the network dropped three times with 1, 2 and
 * 4 s waits, and never an abort: a page opened with no connection waited 7 s per read, one after another (the
 * profile, then the page's own), before it could show its last data. The browser's `navigator.onLine` does not
 * settle it: a page loaded from the service worker with the network gone still says it is online. A server's answer,
 * a 503 included, goes through untouched and is still retried; a read or save the network dropped falls back to the
 * last data or the device queue at once.
 */
export function failFastOffline(send: typeof fetch): typeof fetch {
  return (input, init) =>
    isOnline()
      ? send(input, init).catch((error: unknown) => {
          throw error instanceof Error && error.name === 'AbortError'
            ? error
            : unreached('DreamPitch could not be reached');
        })
      : Promise.reject(unreached('the device is offline'));
}
