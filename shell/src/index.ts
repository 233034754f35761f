import { registerPlugins } from '@module-federation/enhanced/runtime';
import { yieldingShareNegotiationPlugin } from './federation/yieldingShareNegotiation';
import { PRERENDERED_ATTRIBUTE } from '@dreampitch/app-frame/routes';
import { yieldToBrowser } from '@dreampitch/app-frame/yieldToBrowser';

// The async boundary lets Module Federation negotiate shared modules before first use. Each script the start-up adds
// to the page costs the main thread about a millisecond (four on a phone): react-dom's are asked for first, the rest a
// task later, so the two bursts are two short tasks, not one long one, and all of them download together.
const start = async () => {
  registerPlugins([yieldingShareNegotiationPlugin()]);
  await yieldToBrowser();
  void import('react-dom/client');
  await yieldToBrowser();
  void import('./yieldingStart');
};

// With prerendered HTML on screen, the browser paints it first and the app (some 200 KiB of shared code to
// download and run) starts after that frame; otherwise a fast network runs it all before the first paint.
// Hidden tabs get no animation frames, so they start at once.
if (
  document.getElementById('root')?.hasAttribute(PRERENDERED_ATTRIBUTE) &&
  document.visibilityState === 'visible'
) {
  requestAnimationFrame(() => setTimeout(() => void start(), 0));
} else void start();
