/**
 * The copy of /offline.html, the page the service worker shows for a page never opened on this device while there
 * is no connection (shell/src/serviceWorker/offlinePage.ts writes it at build time). Apart from MESSAGES so that no
 * app's bundle carries it: only the build reads it.
 */
export const OFFLINE_PAGE_COPY = {
  title: "You're offline",
  notSaved:
    'This page has not been opened on this device yet, so it cannot be shown without a connection. Pages you have opened before still work.',
  whatToDo: 'Check your Wi-Fi or mobile data, then try again.',
  tryAgain: 'Try again',
  goBack: 'Go back',
} as const;
