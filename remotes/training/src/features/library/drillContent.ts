import { use } from 'react';

type DrillContent = typeof import('@dreampitch/drills');

let loading: Promise<DrillContent> | null = null;

/**
 * The drill library's content (some 30 KiB gzip for 110 drills), loaded as the pages' data rather than with their
 * code: a prerendered page shows it from its HTML before any script, and hydrates once it is here, the way other pages
 * show what the server sends. One request for every training page of the visit.
 */
export function loadDrillContent(): Promise<DrillContent> {
  loading ??= import(/* webpackChunkName: "drill-content" */ '@dreampitch/drills').catch((error: unknown) => {
    // A failed load (offline, the chunk not cached yet) is tried again by the next page that asks.
    loading = null;
    throw error;
  });
  return loading;
}

/** The drill content, suspending the page until it is loaded. */
export function useDrillContent(): DrillContent {
  return use(loadDrillContent());
}
