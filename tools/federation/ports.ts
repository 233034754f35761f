export const APP_PORTS = {
  shell: 3000,
  marketing: 3001,
  'goals-wizard': 3002,
  tracker: 3003,
  games: 3004,
  billing: 3005,
  legal: 3006,
  training: 3007,
} as const;

export type AppName = keyof typeof APP_PORTS;
export type RemoteName = Exclude<AppName, 'shell'>;
export const REMOTE_NAMES = Object.keys(APP_PORTS).filter((n) => n !== 'shell') as RemoteName[];
