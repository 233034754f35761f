import { existsSync } from 'node:fs';

/** Flags for headless Chromium on this kind of machine: no sandbox as root, and no background network calls. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** CHROMIUM_PATH, then Debian's chromium; undefined lets Playwright use its own browser (elsewhere). */
export function chromiumPath(): string | undefined {
  return process.env.CHROMIUM_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
}

interface RendererHook {
  __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, unknown> };
}

/**
 * Runs in the page before any script (addInitScript): a stub of React DevTools' hook. Every react-dom
 * copy calls `inject` once, so a second bundled React shows up as a second renderer.
 */
export function installReactRendererCounter() {
  const renderers = new Map<number, unknown>();
  Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
    configurable: true,
    value: {
      renderers,
      supportsFiber: true,
      isDisabled: false,
      inject(renderer: unknown) {
        const id = renderers.size + 1;
        renderers.set(id, renderer);
        return id;
      },
      checkDCE() {},
      onCommitFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      onScheduleFiberRoot() {},
      setStrictMode() {},
    },
  });
}

/** Runs in the page: how many react-dom copies registered with the stub. */
export function countReactRenderers(): number {
  return (window as unknown as RendererHook).__REACT_DEVTOOLS_GLOBAL_HOOK__.renderers.size;
}
