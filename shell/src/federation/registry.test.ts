import { isNetworkFailure } from '@dreampitch/domain';
import { afterEach, describe, expect, rs, test } from '@rstest/core';
import { containerName, REMOTE_NAMES } from '@dreampitch/app-frame/routes';
import {
  loadRemoteModule,
  loadRemoteRegistry,
  parseRemoteRegistry,
  RegistryError,
  type RemoteRegistry,
} from './registry';

const runtime = rs.hoisted(() => ({ registered: [] as unknown[], loaded: [] as string[] }));

rs.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: (remotes: unknown, options: unknown) => runtime.registered.push({ remotes, options }),
  loadRemote: async (id: string) => {
    runtime.loaded.push(id);
    return id.endsWith('/Missing') ? {} : { default: () => null };
  },
}));

const complete = Object.fromEntries(
  REMOTE_NAMES.map((name) => [name, `https://cdn.example/${name}/mf-manifest.json`]),
) as RemoteRegistry;

describe('parseRemoteRegistry', () => {
  test('accepts a registry naming every remote', () => {
    expect(parseRemoteRegistry(complete)).toEqual(complete);
  });

  test('ignores unknown keys', () => {
    expect(parseRemoteRegistry({ ...complete, extra: 'x' })).toEqual(complete);
  });

  test.each([null, 42, 'x', [], [complete]])('refuses %p', (value) => {
    expect(() => parseRemoteRegistry(value)).toThrow(RegistryError);
  });

  test('names the remotes that have no URL', () => {
    const { games: _games, billing: _billing, ...partial } = complete;
    expect(() => parseRemoteRegistry({ ...partial, billing: '' })).toThrow('no URL for: games, billing');
  });
});

test('container names are identifiers', () => {
  expect(containerName('goals-wizard')).toBe('goals_wizard');
  expect(containerName('games')).toBe('games');
});

describe('loadRemoteRegistry', () => {
  afterEach(() => {
    rs.unstubAllGlobals();
  });

  test('a registry that never answered is the connection failing, so the page says to check it', async () => {
    rs.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    const failure = await loadRemoteRegistry('/remotes.json').catch((error: unknown) => error);
    expect(failure).not.toBeInstanceOf(RegistryError);
    expect(isNetworkFailure(failure)).toBe(true);
  });
});

describe('loadRemoteModule', () => {
  afterEach(() => {
    runtime.registered = [];
    runtime.loaded = [];
    rs.unstubAllGlobals();
  });

  test('loads the module from its container once the registry is in', async () => {
    let registered = (_: RemoteRegistry) => {};
    const registry = new Promise<RemoteRegistry>((resolve) => (registered = resolve));
    const loading = loadRemoteModule(registry, { remote: 'goals-wizard', module: 'GoalWizardPage' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(runtime.loaded).toEqual([]);
    registered(complete);
    expect((await loading).default).toBeTypeOf('function');
    expect(runtime.loaded).toEqual(['goals_wizard/GoalWizardPage']);
  });

  test('a module without a default export is a failure', async () => {
    await expect(
      loadRemoteModule(Promise.resolve(complete), { remote: 'games', module: 'Missing' }),
    ).rejects.toThrow('games did not provide Missing.');
  });

  test('a retry fetches a registry that failed again, and replaces only that remote', async () => {
    rs.stubGlobal('fetch', async () => new Response(JSON.stringify(complete)));
    await loadRemoteModule(
      Promise.reject(new RegistryError('The remote registry answered 503.')),
      {
        remote: 'billing',
        module: 'PlansPage',
      },
      true,
    );
    expect(runtime.registered).toEqual([
      {
        remotes: REMOTE_NAMES.map((name) => ({ name: containerName(name), entry: complete[name] })),
        options: { force: false },
      },
      { remotes: [{ name: 'billing', entry: complete.billing }], options: { force: true } },
    ]);
    expect(runtime.loaded).toEqual(['billing/PlansPage']);
  });
});
