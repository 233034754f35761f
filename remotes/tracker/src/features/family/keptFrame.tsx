import { KEPT_FRAME_CLASS, KEPT_FRAME_KEY } from '@dreampitch/app-frame/routes';

/**
 * The frame the family page's HTML drew from the session stored on this device (the header, and the e-mail check when
 * that session says the address is not proven) and kept for the app, on the visit's first page: its markup, or null
 * (any later visit).
 */
export function keptFamilyFrame(): string | null {
  const kept = (globalThis as { [KEPT_FRAME_KEY]?: { path: string; html: string } })[KEPT_FRAME_KEY];
  return kept?.path === '/app/family' ? kept.html : null;
}

/** A kept frame as the shell's skeleton shows it (PageSkeleton.tsx; KEPT_FRAME_CLASS is `display: contents`). */
export function KeptFrame({ html }: { html: string }) {
  return <div className={KEPT_FRAME_CLASS} dangerouslySetInnerHTML={{ __html: html }} />;
}
