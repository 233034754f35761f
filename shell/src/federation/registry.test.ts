import { isNetworkFailure } from '@dreampitch/domain';
import { afterEach, describe, expect, rs, test } from '@rstest/core';
import { containerName, REMOTE_NAMES } from '@dreampitch/app-frame/routes';
import { loadRemoteRegistry, parseRemoteRegistry, RegistryError } from './registry';

const complete = Object.fromEntries(
  REMOTE_NAMES.map((name) => [name, `https://cdn.example/${name}/mf-manifest.json`]),
);

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
