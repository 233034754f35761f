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

/** A module a remote exposes (`./GameHubPage`), by its name without the `./`: a route's page, or a section of one. */
export interface RemoteModule {
  remote: RemoteName;
  module: string;
}

/** Where the shell reads the registry: each remote's name and the URL of its mf-manifest.json. */
export const REGISTRY_URL = '/remotes.json';

/** Federation container names are JS identifiers: goals-wizard -> goals_wizard. */
export const containerName = (remote: RemoteName) => remote.replace(/-/g, '_');
