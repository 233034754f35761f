import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { yieldToBrowser } from '@dreampitch/app-frame/yieldToBrowser';

type GeneratePreloadAssets = NonNullable<ModuleFederationRuntimePlugin['generatePreloadAssets']>;
type PreloadAssets = Awaited<ReturnType<GeneratePreloadAssets>>;

// The runtime's hook keeps the previous plugin's answer (the runtime's own) when a plugin answers undefined.
const RUNTIME_DECIDES = undefined as unknown as PreloadAssets;
const NOTHING_LEFT: PreloadAssets = { cssAssets: [], jsAssetsWithoutEntry: [], entryAssets: [] };

/**
 * Adds one file of a remote page, as the runtime's own preload does (a stylesheet that stays, a script that runs and
 * goes), unless the page has it already: the bundler may have asked for it meanwhile, and a script it loaded is gone
 * from the page but not from its resource timings.
 */
function addToPage(url: string): void {
  if (performance.getEntriesByName(url).length || document.querySelector(`[src="${url}"],[href="${url}"]`))
    return;
  if (url.endsWith('.css')) {
    document.head.appendChild(
      Object.assign(document.createElement('link'), { rel: 'stylesheet', href: url }),
    );
    return;
  }
  const script = Object.assign(document.createElement('script'), { src: url });
  script.onload = script.onerror = () => script.remove();
  document.head.appendChild(script);
}

/**
 * The federation runtime asks for every file of a remote page as soon as it has read the remote's manifest, all in
 * one task: with some ten files that task took 40 to 50 ms on the bench machine (each element added costs the main
 * thread a few milliseconds), a long task four times over on a phone. This plugin takes that preload over and adds
 * the files one task each, the page's stylesheets first, as the manifest lists them (every script of the page's
 * chunk group: tools/federation/pageScripts.ts); they still download in parallel with the remote's entry, which the
 * runtime asks for meanwhile. Each later step of loading the page gets a task of its own too.
 */
export function yieldingPreloadPlugin(): ModuleFederationRuntimePlugin {
  // As the runtime's own preload: each page once (a page is loaded again after a hover preloaded it, or on a retry).
  const preloaded = new Set<string>();
  return {
    name: 'yielding-preload',
    async generatePreloadAssets({ preloadOptions, remoteSnapshot }) {
      const { exposes, resourceCategory, share, depsRemote } = preloadOptions.preloadConfig;
      // Only the preload of the page being loaded (the runtime's snapshot plugin); any other stays the runtime's.
      if (resourceCategory !== 'sync' || share || depsRemote) return RUNTIME_DECIDES;
      if (!('modules' in remoteSnapshot) || !('publicPath' in remoteSnapshot)) return RUNTIME_DECIDES;
      const { modules, publicPath } = remoteSnapshot;
      const files = modules
        .filter((page) => exposes?.some((expose) => expose.replace('./', '') === page.moduleName))
        .filter((page) => {
          const key = publicPath + page.moduleName;
          if (preloaded.has(key)) return false;
          preloaded.add(key);
          return true;
        })
        .flatMap((page) => [...page.assets.css.sync, ...page.assets.js.sync]);
      void (async () => {
        for (const file of files) {
          await yieldToBrowser();
          addToPage(publicPath + file);
        }
      })();
      return NOTHING_LEFT;
    },
    // Then the runtime evaluates the remote's entry, initialises it (registers its shared packages), asks it for the
    // page (its chunks are requested, the shared packages it uses are negotiated) and runs the page's modules: each
    // in the task of the script load that allowed it, so the entry's evaluation, its initialisation and the chunk
    // requests made one task of 21 to 29 ms on the bench machine. A new task before each of those steps.
    beforeInitContainer: async (container) => {
      await yieldToBrowser();
      return container;
    },
    beforeGetExpose: () => yieldToBrowser(),
    beforeExecuteFactory: () => yieldToBrowser(),
  };
}
