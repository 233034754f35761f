import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, rs, test } from '@rstest/core';
import { createAppConfig, remoteRuntimeAliases, shellRuntimeAliases } from './index';
import { createInstanceOnFirstUse, type InstanceCreation } from './instanceOnFirstUse';

/** What the federation plugin's start-up code does with the bundler runtime, in its order. */
function runStartUpCode(runtime: InstanceCreation, initialConsumes: unknown[] = []) {
  const federation: { instance?: unknown } = { instance: undefined };
  const webpackRequire = { federation };
  federation.instance = runtime.init({ webpackRequire });
  runtime.installInitialConsumes?.({ initialConsumes });
  return federation;
}

describe('the federation instance is created on first use', () => {
  test('the start-up code creates nothing; the first read creates the instance, once, then the consume tables', () => {
    const calls: string[] = [];
    const instance = { name: 'shell' };
    const runtime: InstanceCreation = {
      init: rs.fn(() => {
        calls.push('init');
        return instance;
      }),
      installInitialConsumes: rs.fn(() => calls.push('consume tables')),
    };
    createInstanceOnFirstUse(runtime);

    const federation = runStartUpCode(runtime);
    expect(calls).toEqual([]);

    expect(federation.instance).toBe(instance);
    expect(federation.instance).toBe(instance);
    expect(calls).toEqual(['init', 'consume tables']);
  });

  test('a shared module consumed while the entry runs (eager) gets the instance and its tables at once', () => {
    const calls: string[] = [];
    const runtime: InstanceCreation = {
      init: () => calls.push('init'),
      installInitialConsumes: () => calls.push('consume tables'),
    };
    createInstanceOnFirstUse(runtime);

    runStartUpCode(runtime, ['webpack/sharing/consume/default/react']);
    expect(calls).toEqual(['consume tables']);
  });

  test('an instance stored by the runtime is the one read', () => {
    const create = rs.fn(() => ({ created: true }));
    const runtime: InstanceCreation = { init: create };
    createInstanceOnFirstUse(runtime);
    const federation = runStartUpCode(runtime);

    const stored = { stored: true };
    federation.instance = stored;
    expect(federation.instance).toBe(stored);
    expect(create).not.toHaveBeenCalled();
  });
});

describe("a remote's instance is created in a task of its own", () => {
  function remoteRuntime(calls: string[]) {
    let createSoon = () => {};
    const runtime: InstanceCreation = {
      init: () => {
        calls.push('init');
        return { name: 'tracker' };
      },
      installInitialConsumes: () => calls.push('consume tables'),
    };
    createInstanceOnFirstUse(runtime, (create) => {
      createSoon = create;
    });
    return { runtime, createSoon: () => createSoon() };
  }

  test('not while the entry is evaluated, but when the task after it runs', () => {
    const calls: string[] = [];
    const { runtime, createSoon } = remoteRuntime(calls);
    const federation = runStartUpCode(runtime);
    expect(calls).toEqual([]);

    createSoon();
    expect(calls).toEqual(['init', 'consume tables']);
    expect(federation.instance).toEqual({ name: 'tracker' });
    expect(calls).toEqual(['init', 'consume tables']);
  });

  test('read before that task (the shell initialises the entry first), it is created at the read, once', () => {
    const calls: string[] = [];
    const { runtime, createSoon } = remoteRuntime(calls);
    const federation = runStartUpCode(runtime);

    expect(federation.instance).toEqual({ name: 'tracker' });
    createSoon();
    expect(calls).toEqual(['init', 'consume tables']);
  });
});

describe('the builds use it', () => {
  const require = createRequire(import.meta.url);

  test("the bundler runtime the federation plugin's start-up code imports is redirected to the shell's wrapper", () => {
    const aliases = Object.entries(shellRuntimeAliases());
    const [request] =
      aliases.find(([, target]) => target === path.join(import.meta.dirname, 'shellBundlerRuntime.ts')) ?? [];
    expect(request).toContain('@module-federation/webpack-bundler-runtime');
    for (const [file] of aliases) expect(existsSync(file)).toBe(true);
  });

  test("each remote's build redirects it to the remote's wrapper, the shell's to its own", () => {
    const [request = '', target] = Object.entries(remoteRuntimeAliases())[0] ?? [];
    expect(target).toBe(path.join(import.meta.dirname, 'remoteBundlerRuntime.ts'));
    expect(createAppConfig({ app: 'tracker', exposes: {} }).resolve?.alias).toMatchObject({
      [request]: target,
    });
    expect(createAppConfig({ app: 'shell' }).resolve?.alias).toMatchObject({
      [request]: path.join(import.meta.dirname, 'shellBundlerRuntime.ts'),
    });
  });

  test('the start-up code still stores what `init` answers as the instance, then installs the initial consumes', () => {
    // If an update of the bundler changed this, the instance would be created at once again (or not at all).
    const startUp = readFileSync(
      path.join(path.dirname(require.resolve('@rspack/core')), 'moduleFederationDefaultRuntime.js'),
      'utf8',
    ).replace(/\s+/g, '');
    const storesInit = startUp.indexOf(
      'runtimeRequire.federation.instance=runtimeRequire.federation.bundlerRuntime.init({webpackRequire:runtimeRequire})',
    );
    expect(storesInit).toBeGreaterThan(0);
    expect(startUp.indexOf('bundlerRuntime.installInitialConsumes(', storesInit)).toBeGreaterThan(storesInit);
  });
});
