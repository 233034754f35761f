import { PRERENDERED_ATTRIBUTE } from './prerendered';

// The async boundary lets Module Federation negotiate shared modules before first use.
const start = () => void import('./startInStages');

// With prerendered HTML on screen, the browser paints it first and the app (some 200 KiB of shared code to
// download and run) starts after that frame; otherwise a fast network runs it all before the first paint.
// Hidden tabs get no animation frames, so they start at once.
if (
  document.getElementById('root')?.hasAttribute(PRERENDERED_ATTRIBUTE) &&
  document.visibilityState === 'visible'
) {
  requestAnimationFrame(() => setTimeout(start, 0));
} else start();
