/**
 * Set on #root by tools/prerender to the path whose HTML it holds. The bootstrap hydrates that HTML only on
 * that path; a static host that answers every URL with index.html hides it (index.html's inline guard) and
 * the bootstrap renders the real page in its place.
 */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';
