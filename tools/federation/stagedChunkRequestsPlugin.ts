import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { type ChunkLoadingRuntime, requestChunksOnePerTask } from '@dreampitch/app-frame/stagedChunkRequests';
import { yieldToBrowser } from '@dreampitch/app-frame/yieldToBrowser';

// The bundler's runtime of the remote whose entry this plugin is bundled into (each remote has its own).
declare const __webpack_require__: ChunkLoadingRuntime;

/**
 * A remote's entry asks for the chunks of the page the shell requested (those the shell's staged preload has not
 * added yet) in its own promise callbacks, with its own runtime: two checkpoints of 23 and 14 ms on the bench machine
 * for the goal tracker, most of it adding `<script>` elements. The remote's build runs this with its entry
 * (`runtimePlugins`), so its runtime adds them one task each, as the shell's does (shell/src/index.ts).
 */
export default function stagedChunkRequestsPlugin(
  runtime: ChunkLoadingRuntime = __webpack_require__,
): ModuleFederationRuntimePlugin {
  requestChunksOnePerTask(runtime, yieldToBrowser);
  return { name: 'staged-chunk-requests' };
}
