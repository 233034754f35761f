import { AUTH_REDIRECT, mayHaveStoredAuth } from '@dreampitch/data/device-session';
import { appState, SPA_ROUTE_ATTRIBUTE } from '@dreampitch/app-frame/routes';

/**
 * A prerendered page's first-paint script, in its head: marks <html> with SPA_ROUTE_ATTRIBUTE, which hides the
 * prerendered markup before the first paint, unless it is what this visit shows: the page was rendered for `path`
 * with no query (any query with `anyQuery`), no state the app keeps in history (react-router's `usr`), and a
 * signed-out visitor (nothing supabase-js stored, no sign-in link in the hash). The bootstrap checks the session
 * again.
 */
export default function hideUnlessThisVisitsPage({ path, anyQuery }: { path: string; anyQuery?: boolean }) {
  const elsewhere = location.pathname + (anyQuery ? '' : location.search) !== path;
  if (elsewhere || appState() != null || AUTH_REDIRECT.test(location.hash) || mayHaveStoredAuth())
    document.documentElement.setAttribute(SPA_ROUTE_ATTRIBUTE, '');
}
