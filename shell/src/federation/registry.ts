import { containerName, REGISTRY_URL, REMOTE_NAMES, type RemoteName } from '@dreampitch/app-frame/routes';
import { registerRemotes } from '@module-federation/enhanced/runtime';

export { containerName, REMOTE_NAMES, type RemoteName };
export type RemoteRegistry = Record<RemoteName, string>;

export class RegistryError extends Error {
  override name = 'RegistryError';
}

/** Validates the registry file: every remote must map to an absolute or root-relative manifest URL. */
export function parseRemoteRegistry(json: unknown): RemoteRegistry {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    throw new RegistryError('The remote registry is not a JSON object.');
  }
  const entries = json as Record<string, unknown>;
  const missing = REMOTE_NAMES.filter((name) => typeof entries[name] !== 'string' || entries[name] === '');
  if (missing.length > 0)
    throw new RegistryError(`The remote registry has no URL for: ${missing.join(', ')}.`);
  return Object.fromEntries(REMOTE_NAMES.map((name) => [name, entries[name] as string])) as RemoteRegistry;
}

/** `force` replaces an already registered remote, dropping the runtime's cached (maybe failed) container. */
export function registerRemoteRegistry(
  registry: RemoteRegistry,
  { only = REMOTE_NAMES, force = false }: { only?: readonly RemoteName[]; force?: boolean } = {},
): void {
  registerRemotes(
    only.map((name) => ({ name: containerName(name), entry: registry[name] })),
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
  registerRemoteRegistry(registry);
  return registry;
}
