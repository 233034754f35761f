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

/** Federation container names are JS identifiers: goals-wizard -> goals_wizard. */
export const containerName = (remote: RemoteName) => remote.replace(/-/g, '_');
