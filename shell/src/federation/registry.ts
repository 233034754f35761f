import {
  containerName,
  REGISTRY_URL,
  REMOTE_NAMES,
  type RemoteModule,
  type RemoteName,
} from '@dreampitch/app-frame/routes';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';

export type RemoteRegistry = Record<RemoteName, string>;

export class RegistryError extends Error {
  override name = 'RegistryError';
}

/** Validates the registry file: every remote must map to a manifest URL (none does in JSON that is no object). */
export function parseRemoteRegistry(json: unknown): RemoteRegistry {
  const entries = (json ?? {}) as Record<string, unknown>;
  const missing = REMOTE_NAMES.filter((name) => !entries[name] || typeof entries[name] !== 'string');
  if (missing.length) throw new RegistryError(`The remote registry has no URL for: ${missing.join(', ')}.`);
  return Object.fromEntries(REMOTE_NAMES.map((name) => [name, entries[name]])) as RemoteRegistry;
}

/** `force` replaces an already registered remote, dropping the runtime's cached (maybe failed) container. */
function register(registry: RemoteRegistry, names: readonly RemoteName[], force = false) {
  registerRemotes(
    names.map((name) => ({ name: containerName(name), entry: registry[name] })),
    { force },
  );
}

/** Fetches /remotes.json and registers every remote with the federation runtime. */
export async function loadRemoteRegistry(url = REGISTRY_URL): Promise<RemoteRegistry> {
  // No answer at all is the connection failing, not the registry: the page then says to check the connection.
  const response = await fetch(url);
  if (!response.ok) throw new RegistryError(`The remote registry answered ${response.status}.`);
  const json: unknown = await response.json().catch(() => {
    throw new RegistryError('The remote registry is not valid JSON.');
  });
  const registry = parseRemoteRegistry(json);
  register(registry, REMOTE_NAMES);
  return registry;
}

/**
 * A remote's module, once the registry is in, as React's `lazy` takes it. A retry fetches the registry again if that
 * was what failed, and replaces the remote's container, which the runtime keeps even when it failed.
 */
export async function loadRemoteModule(registry: Promise<RemoteRegistry>, ref: RemoteModule, retry = false) {
  if (retry) register(await registry.catch(() => loadRemoteRegistry()), [ref.remote], true);
  else await registry;
  const exports = await loadRemote<{ default?: ComponentType<object> }>(
    `${containerName(ref.remote)}/${ref.module}`,
  );
  if (!exports?.default) throw new Error(`${ref.remote} did not provide ${ref.module}.`);
  return { default: exports.default };
}
