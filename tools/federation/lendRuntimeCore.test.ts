import * as runtimeCore from '@module-federation/runtime-core';
import { afterEach, expect, test } from '@rstest/core';
import { shellRuntimeAliases } from './index';
import lendRuntimeCore from './lendRuntimeCore';

afterEach(() => {
  delete (globalThis as { _FEDERATION_RUNTIME_CORE?: unknown })._FEDERATION_RUNTIME_CORE;
});

test("the shell's instance lends its runtime core to the remotes under the global name their builds read", () => {
  const args = { options: { name: 'shell' } };
  const plugin = lendRuntimeCore();
  expect(plugin.beforeInit?.(args as never)).toBe(args);
  expect((globalThis as { _FEDERATION_RUNTIME_CORE?: unknown })._FEDERATION_RUNTIME_CORE).toBe(runtimeCore);
});

test("the shell's build uses it in place of the federation plugin's lending plugin", () => {
  const lending = Object.entries(shellRuntimeAliases()).find(([file]) =>
    file.includes('inject-external-runtime-core-plugin'),
  );
  expect(lending?.[1]).toMatch(/lendRuntimeCore\.ts$/);
});
