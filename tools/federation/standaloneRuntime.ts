/**
 * The federation runtime for a remote's standalone page. Remotes are built with an external runtime (the shell
 * provides one copy for all of them); this script provides it where there is no shell, under the global name the
 * remote's build reads (`experiments.externalRuntime` in tools/federation/index.ts).
 */
import * as runtimeCore from '@module-federation/runtime-core';

Object.assign(globalThis, { _FEDERATION_RUNTIME_CORE: runtimeCore });
