import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@rstest/core';
import { BUILD_TIME_REMOTES_LOADER, createAppConfig } from './index';

const packageFile = (name: string, file: string) =>
  readFileSync(path.join(import.meta.dirname, '../../node_modules', name, file), 'utf8');

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

test("the shell's entry swaps the loader of build-time remotes for an empty module; the remotes' entries need not", () => {
  expect(existsSync(BUILD_TIME_REMOTES_LOADER)).toBe(true);
  expect(readFileSync(BUILD_TIME_REMOTES_LOADER, 'utf8')).toContain('function remotes(options)');
  const aliases = (app: 'shell' | 'tracker') =>
    createAppConfig({ app }).resolve?.alias as Record<string, string>;
  expect(aliases('shell')[BUILD_TIME_REMOTES_LOADER]).toMatch(/tools\/federation\/noBuildTimeRemotes\.ts$/);
  expect(Object.keys(aliases('tracker'))).not.toContain(BUILD_TIME_REMOTES_LOADER);
});

test("the shell's start-up code installs that loader only where the bundler set up loading build-time remotes", () => {
  // With no build-time remotes the bundler sets up no such loading (`__webpack_require__.f.remotes`), so nothing calls it. If an
  // update of the bundler called it unconditionally, the shell would need the real loader again.
  const startUp = readFileSync(
    path.join(import.meta.dirname, '../../node_modules/@rspack/core/dist/moduleFederationDefaultRuntime.js'),
    'utf8',
  );
  expect(startUp).toContain('const override=(obj,key,value)=>{if(!obj)return;if(obj[key])obj[key]=value}');
  expect(startUp.match(/bundlerRuntime\.remotes\(/g)).toHaveLength(1);
  expect(startUp).toContain(
    'override(runtimeRequire.f,"remotes",(chunkId,promises)=>runtimeRequire.federation.bundlerRuntime.remotes(',
  );
});
