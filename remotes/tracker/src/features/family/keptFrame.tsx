/**
 * The frame the family page's HTML drew from the session stored on this device (the header, and the e-mail check when
 * that session says the address is not proven) and kept for the app, on the visit's first page: its markup, or null
 * (any later visit). The shell's KEPT_FRAME_KEY (shell/src/layout/framedPaths.ts, tools/prerender/storedFrameScripts.ts),
 * spelled out here as the remote cannot import the shell (tools/prerender/storedFrames.test.tsx checks both agree).
 */
export function keptFamilyFrame(): string | null {
  const kept = (globalThis as { dpKeptFrame?: { path: string; html: string } }).dpKeptFrame;
  return kept?.path === '/app/family' ? kept.html : null;
}

/** A kept frame as the shell's skeleton shows it (PageSkeleton.tsx; KEPT_FRAME_CLASS is `display: contents`). */
export function KeptFrame({ html }: { html: string }) {
  return <div className="shell-kept-frame" dangerouslySetInnerHTML={{ __html: html }} />;
}
