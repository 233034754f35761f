import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@rstest/core';
import { federationExperiments } from './index';

const packageFile = (name: string, file: string) =>
  readFileSync(path.join(import.meta.dirname, '../../node_modules', name, file), 'utf8');

test("a remote's entry leaves out the loader of build-time remotes; the shell's keeps the runtime's remote handling", () => {
  expect(federationExperiments(true)).toEqual({
    externalRuntime: true,
    optimization: { target: 'web', disableRemote: true },
  });
  expect(federationExperiments(false)).toEqual({
    provideExternalRuntime: true,
    optimization: { target: 'web' },
  });
});

test('the switch still leaves the loader out: the plugin defines it and the bundler runtime reads it', () => {
  // If an update of the federation packages dropped either side, the remote entries would carry the loader again.
  expect(
    packageFile('@module-federation/enhanced', 'dist/src/lib/container/ModuleFederationPlugin.js'),
  ).toContain(
    'definePluginOptions["FEDERATION_OPTIMIZE_NO_REMOTE"] = experiments?.optimization?.disableRemote',
  );
  const bundlerRuntime = packageFile('@module-federation/webpack-bundler-runtime', 'dist/index.js');
  expect(bundlerRuntime).toContain('!FEDERATION_OPTIMIZE_NO_REMOTE');
  expect(bundlerRuntime).toContain('remotes: USE_REMOTE ? remotes : void 0');
});
