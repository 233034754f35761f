/** Every remote, by the name its folder (remotes/<name>) and the registry (/remotes.json) use. */
export const REMOTE_NAMES = [
  'marketing',
  'goals-wizard',
  'tracker',
  'games',
  'billing',
  'legal',
  'training',
] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** A route's page when a remote owns it: the registry's name of the remote and its exposed module (`./GameHubPage`). */
export interface RemotePage {
  remote: string;
  expose: string;
}

/** Where the shell reads the registry: each remote's name and the URL of its mf-manifest.json. */
export const REGISTRY_URL = '/remotes.json';

/** Federation container names are JS identifiers: goals-wizard -> goals_wizard. */
export const containerName = (remote: RemoteName) => remote.replace(/-/g, '_');
