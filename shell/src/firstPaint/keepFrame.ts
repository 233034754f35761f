import { FRAME_PENDING_CLASS, KEPT_FRAME_KEY, PAGE_READY_EVENT } from '@dreampitch/app-frame/routes';

/**
 * The ending of a kept frame's script once `frame` is filled: shown, and kept for the app's first render on `path`
 * until the visit's first page is ready (a later visit to the path draws the page's details afresh).
 */
export function keepFrame(frame: Element, path: string): void {
  for (const pending of frame.querySelectorAll(`.${FRAME_PENDING_CLASS}`)) {
    pending.classList.remove(FRAME_PENDING_CLASS);
  }
  const kept = globalThis as { [KEPT_FRAME_KEY]?: { path: string; html: string } };
  kept[KEPT_FRAME_KEY] = { path, html: frame.innerHTML };
  document.addEventListener(PAGE_READY_EVENT, () => delete kept[KEPT_FRAME_KEY], { once: true });
}
