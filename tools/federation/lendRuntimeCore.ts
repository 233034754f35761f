import * as runtimeCore from '@module-federation/runtime-core';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * The shell lends its federation runtime to every remote's entry (`experiments.provideExternalRuntime`; the remotes
 * are built with `externalRuntime` and read it from this global). The federation plugin's own lending plugin
 * (`@module-federation/inject-external-runtime-core-plugin`) does the same, and also warns, in a long sentence bundled
 * into the shell's entry, when a second app lends a runtime: only the shell does (tools/federation/index.ts), so the
 * browser builds use this one instead (0.1 KiB gzip less on every page).
 */
export default function lendRuntimeCore(): ModuleFederationRuntimePlugin {
  return {
    name: 'inject-external-runtime-core-plugin',
    beforeInit(args) {
      Object.assign(globalThis, { _FEDERATION_RUNTIME_CORE: runtimeCore });
      return args;
    },
  };
}
