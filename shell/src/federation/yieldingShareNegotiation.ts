import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { yieldToBrowser } from '@dreampitch/app-frame/yieldToBrowser';

/**
 * Asking for a shared package ran the runtime's share tables, the choice of the copy to use and the requests for its
 * chunks in one task: react-dom's, the first, took 13 to 17 ms on the bench machine at start-up (four times that on a
 * phone). The copy is now chosen a task later. Two requests for one package still load it once: the choice comes
 * after the yield, so the second finds the first one's copy loading.
 */
export function yieldingShareNegotiationPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'yielding-share-negotiation',
    beforeLoadShare: async (args) => {
      await yieldToBrowser();
      return args;
    },
  };
}
