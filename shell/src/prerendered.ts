/**
 * Set on #root by tools/prerender to the path whose HTML it holds. The bootstrap hydrates that HTML only on
 * that path; a static host that answers every URL with index.html hides it (index.html's inline guard) and
 * the bootstrap renders the real page in its place.
 */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/**
 * Dispatched on `document` once a remote page's code runs (its effects fired). The prerendered page holds
 * form submissions made before that and replays them then (tools/prerender/html.ts).
 */
export const PAGE_READY_EVENT = 'dp:page-ready';
