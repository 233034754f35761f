import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ModuleFederation } from '@module-federation/runtime-core';
import { expect, test } from '@rstest/core';
import { sharedDependencies, shellSharedDependencies } from './index';

const ACCOUNT = '@dreampitch/data/account';
const dataVersion = (
  JSON.parse(readFileSync(path.join(import.meta.dirname, '../../libs/data/package.json'), 'utf8')) as {
    version: string;
  }
).version;

/** The runtime's share scope as the browser builds it: the shell's copy first, then the one a remote registers. */
function shareScope(remoteRegisters: boolean) {
  const shellVersion = shellSharedDependencies[ACCOUNT].version ?? dataVersion;
  const instance = new ModuleFederation({
    name: `shell-${remoteRegisters}`,
    remotes: [],
    shared: {
      [ACCOUNT]: {
        version: shellVersion,
        get: () => () => 'shell',
        shareConfig: { singleton: true, requiredVersion: false },
        strategy: 'loaded-first',
      },
    },
  });
  if (remoteRegisters)
    instance.registerShared({
      [ACCOUNT]: {
        // The remotes offer it at its package's version.
        version: dataVersion,
        get: () => () => 'tracker',
        shareConfig: { singleton: true, requiredVersion: false },
        strategy: 'loaded-first',
        from: 'tracker',
      } as never,
    });
  return instance;
}

test("on a tracker page the account repository is the tracker's, beside its family repository", async () => {
  // The shell's copy would bring a second copy of the family error texts and child account rules (/app/family).
  expect(sharedDependencies[ACCOUNT]).not.toHaveProperty('version');
  const factory = await shareScope(true).loadShare<string>(ACCOUNT);
  expect(factory && factory()).toBe('tracker');
});

test("the shell's sign-in pages, with no remote loaded, still get the shell's copy", async () => {
  const factory = await shareScope(false).loadShare<string>(ACCOUNT);
  expect(factory && factory()).toBe('shell');
});
